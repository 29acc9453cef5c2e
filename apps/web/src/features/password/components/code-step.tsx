import { zodResolver } from '@hookform/resolvers/zod';
import type { OtpSent } from '@nyaya/shared';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OtpInput } from '../../../components/otp-input';
import { ResendCountdown } from '../../../components/resend-countdown';
import { formErrorHandler } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useResendCode } from '../api/resend-code';
import { otpVerificationSchema, useVerifyCode } from '../api/verify-code';
import { TokenError } from './token-error';

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
  const form = useForm({ resolver: zodResolver(otpVerificationSchema), defaultValues: { otp: '', token } });
  const { errors } = form.formState;
  const verify = useVerifyCode();
  const resend = useResendCode();
  const onFieldError = formErrorHandler(form.setError, ['otp', 'token']);
  const submit = form.handleSubmit((values) =>
    verify.mutate(values, {
      onSuccess: ({ message }) => {
        notifySuccess(message);
        onVerified();
      },
      onError: onFieldError,
    }),
  );
  const resendNow = () =>
    resend.mutate(token, {
      onSuccess: ({ data, message }) => {
        notifySuccess(message);
        onResent(data);
      },
      onError: onFieldError,
    });
  return (
    <Form noValidate onSubmit={submit}>
      <h2 className="h5">{t('resetPassword.codeStep')}</h2>
      <p className="text-body-secondary">{t('resetPassword.codeIntro')}</p>
      <TokenError message={errors.token?.message} />
      <OtpInput
        id="reset-otp"
        label={t('resetPassword.code')}
        registration={form.register('otp')}
        error={errors.otp?.message}
      />
      <ResendCountdown seconds={resendAfterSeconds} pending={resend.isPending} onResend={resendNow} />
      <Button type="submit" className="w-100" disabled={verify.isPending}>
        {t('resetPassword.verify')}
      </Button>
    </Form>
  );
}
