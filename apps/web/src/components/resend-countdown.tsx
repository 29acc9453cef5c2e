import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';

type ResendCountdownProps = {
  /** How long the server makes us wait before another code (OtpSent.resendAfterSeconds). */
  seconds: number;
  pending: boolean;
  onResend: () => void;
};

/**
 * "Resend OTP", disabled while the wait counts down. The parent keys it by the code's token, so a new code
 * starts a new count. The count is not announced every second; the button says it when focused.
 */
export function ResendCountdown({ seconds, pending, onResend }: ResendCountdownProps) {
  const { t } = useTranslation();
  const [endsAt] = useState(() => Date.now() + seconds * 1000);
  const [remaining, setRemaining] = useState(seconds);
  const waiting = remaining > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setRemaining(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000))), 1000);
    return () => clearInterval(timer);
  }, [endsAt, waiting]);
  return (
    <Button variant="link" className="px-0" onClick={onResend} disabled={waiting || pending}>
      {waiting ? t('otp.resendIn', { seconds: remaining }) : t('otp.resend')}
    </Button>
  );
}
