import type { OtpSent } from '@nyaya/shared';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { OtpInput } from '../../../components/otp-input';
import { ResendCountdown } from '../../../components/resend-countdown';
import { notifySuccess } from '../../../lib/notify';
import { useResendCode } from '../api/resend-code';
import { TokenError } from './token-error';
import { useCodeForm } from './use-code-form';

type CodeStepProps = {
  token: string;
  /** How long until Resend may be pressed: 0 when the page was opened from the e-mail's link. */
  resendAfterSeconds: number;
  onVerified: () => void;
  /** A new code replaced this one: the page goes on with its token. */
  onResent: (sent: OtpSent) => void;
};

/** Step 1: the 6-digit code sent to the e-mail and the mobile, with Resend once the wait is over. */
export function CodeStep({ token, resendAfterSeconds, onVerified, onResent }: CodeStepProps) {
  const { t } = useTranslation();
  const code = useCodeForm(token, onVerified);
  const resend = useResendCode();
  const resendNow = () =>
    resend.mutate(token, {
      onSuccess: ({ data, message }) => {
        notifySuccess(message);
        onResent(data);
      },
      onError: code.showError,
    });
  return (
    <Form noValidate onSubmit={code.submit}>
      <h2 className="h5">{t('resetPassword.codeStep')}</h2>
      <p className="text-body-secondary">{t('resetPassword.codeIntro')}</p>
      <TokenError message={code.tokenError} />
      <OtpInput id="reset-otp" label={t('resetPassword.code')} {...code.field} />
      <ResendCountdown seconds={resendAfterSeconds} pending={resend.isPending} onResend={resendNow} />
      <Button type="submit" className="w-100" disabled={code.submitting}>
        {t('resetPassword.verify')}
      </Button>
    </Form>
  );
}
