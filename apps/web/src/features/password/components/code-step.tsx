import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OtpInput } from '../../../components/otp-input';
import { formErrorHandler } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { otpVerificationSchema, useVerifyCode } from '../api/verify-code';
import { TokenError } from './token-error';

/** Step 1: the 6-digit code from the e-mail. */
export function CodeStep({ token, onVerified }: { token: string; onVerified: () => void }) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(otpVerificationSchema), defaultValues: { otp: '', token } });
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
      <Button type="submit" className="w-100" disabled={verify.isPending}>
        {t('resetPassword.verify')}
      </Button>
    </Form>
  );
}
