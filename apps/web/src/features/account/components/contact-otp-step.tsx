import type { OtpSent } from '@nyaya/shared';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { OtpInput } from '../../../components/otp-input';
import { ResendCountdown } from '../../../components/resend-countdown';
import { useOtpForm } from '../../../lib/use-otp-form';

type ContactOtpStepProps = {
  id: string;
  label: string;
  /** The code's schema: the mobile's and the e-mail's carry different messages (spec.md §5). */
  schema: z.ZodObject<{ otp: z.ZodString }>;
  challenge: OtpSent;
  resending: boolean;
  onResend: () => void;
  /** Rejects with the server's error; one about the code shows under the box and keeps this step. */
  onVerify: (otp: string) => Promise<unknown>;
};

/** The code step of a contact change: the 6-digit box, Resend OTP after the wait, Submit OTP. */
export function ContactOtpStep({
  id,
  label,
  schema,
  challenge,
  resending,
  onResend,
  onVerify,
}: ContactOtpStepProps) {
  const { t } = useTranslation();
  const otp = useOtpForm({ schema, onVerify });
  return (
    <Form noValidate onSubmit={otp.submit} className="mt-3">
      <p className="small text-body-secondary mb-2" role="status">
        {t('contact.codeSent')}
      </p>
      <OtpInput id={id} label={label} {...otp.field} />
      <div className="d-flex align-items-center gap-3">
        <Button type="submit" disabled={otp.submitting}>
          {t('contact.submitOtp')}
        </Button>
        <ResendCountdown
          key={challenge.token}
          seconds={challenge.resendAfterSeconds}
          pending={resending}
          onResend={onResend}
        />
      </div>
    </Form>
  );
}
