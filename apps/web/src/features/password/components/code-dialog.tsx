import { zodResolver } from '@hookform/resolvers/zod';
import type { OtpSent } from '@nyaya/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { OtpInput } from '../../../components/otp-input';
import { ResendCountdown } from '../../../components/resend-countdown';
import { formErrorHandler } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { otpVerificationSchema, useVerifyCode } from '../api/verify-code';
import { TokenError } from './token-error';

type CodeDialogProps = {
  challenge: OtpSent;
  email: string;
  resending: boolean;
  onResend: () => void;
  onVerified: () => void;
  onHide: () => void;
};

/** The code-entry dialog of /resetpassword: the e-mailed code, a resend after the wait, Verify. */
export function CodeDialog({ challenge, email, resending, onResend, onVerified, onHide }: CodeDialogProps) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(otpVerificationSchema),
    values: { otp: '', token: challenge.token },
  });
  const { errors } = form.formState;
  const verify = useVerifyCode();
  const submit = form.handleSubmit((values) =>
    verify.mutate(values, {
      onSuccess: ({ message }) => {
        notifySuccess(message);
        onVerified();
      },
      onError: formErrorHandler(form.setError, ['otp', 'token']),
    }),
  );
  return (
    <FormModal
      title={t('resetPassword.codeStep')}
      pending={verify.isPending}
      onSubmit={submit}
      onHide={onHide}
      submitLabel={t('resetPassword.verify')}
    >
      <p>{t('resetPassword.codeSentTo', { email })}</p>
      <TokenError message={errors.token?.message} />
      <OtpInput
        id="reset-dialog-otp"
        label={t('resetPassword.code')}
        registration={form.register('otp')}
        error={errors.otp?.message}
      />
      <ResendCountdown
        key={challenge.token}
        seconds={challenge.resendAfterSeconds}
        pending={resending}
        onResend={onResend}
      />
    </FormModal>
  );
}
