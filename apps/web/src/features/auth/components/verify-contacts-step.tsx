import { zodResolver } from '@hookform/resolvers/zod';
import { OTP_TTL_MINUTES, type MessageKey } from '@nyaya/shared';
import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OtpInput } from '../../../components/otp-input';
import { PageTitle } from '../../../components/page-title';
import { ResendCountdown } from '../../../components/resend-countdown';
import { formatIstTime } from '../../../lib/format-date';
import { formErrorHandler } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { translateMessage } from '../../../lib/translate-message';
import { useLogin } from '../api/login';
import type { Verification } from '../api/resend-verification';
import { contactsVerificationSchema, useVerifyContacts } from '../api/verify-contacts';

const codesSchema = contactsVerificationSchema.pick({ emailOtp: true, mobileOtp: true });

type VerifyContactsStepProps = {
  verification: Verification;
  /** Why the step shows: the sign-up's message, or the sign-in's refusal. */
  reason: MessageKey;
  resending: boolean;
  onResend: () => void;
  onBack: () => void;
  onSignedIn?: () => void;
};

/**
 * "Verify your e-mail and mobile": the two codes of a signed-up account, Verify, and one Resend OTP for both.
 * Once both codes are right it signs in with the credentials just typed, as the sign-in form would.
 */
export function VerifyContactsStep({
  verification: { credentials, codes, sentAt, kept, waitSeconds, round },
  reason,
  resending,
  onResend,
  onBack,
  onSignedIn,
}: VerifyContactsStepProps) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(codesSchema),
    defaultValues: { emailOtp: '', mobileOtp: '' },
  });
  const { errors } = form.formState;
  const verify = useVerifyContacts();
  const login = useLogin({ onSuccess: onSignedIn });
  // New codes replace the old ones: their boxes start empty, and the typing starts in the first. (Not reset(),
  // which forgets the boxes' elements until the next render, so there would be nothing to focus.)
  useEffect(() => {
    if (!codes) return;
    form.resetField('emailOtp');
    form.resetField('mobileOtp');
    form.setFocus('emailOtp');
  }, [codes, form]);

  const submit = form.handleSubmit((values) => {
    if (!codes) return;
    const tokens = { emailToken: codes.email.token, mobileToken: codes.mobile.token };
    verify.mutate(
      { ...values, ...tokens },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message, 'contactsVerified');
          // Verified but not signed in (the server failed): the sign-in form is where to try again.
          login.mutate(credentials, {
            onError: (error) => {
              notifyError(error);
              onBack();
            },
          });
        },
        onError: formErrorHandler(form.setError, ['emailOtp', 'mobileOtp']),
      },
    );
  });

  return (
    <Form noValidate onSubmit={submit}>
      <PageTitle title={t('auth.verify.title')} />
      <Alert variant="info">{translateMessage(t, reason)}</Alert>
      <p className="text-body-secondary text-break" role="status">
        {codes
          ? t(kept ? 'auth.verify.codesKept' : 'auth.verify.codesSent', {
              email: codes.email.to,
              mobile: codes.mobile.to,
              minutes: OTP_TTL_MINUTES,
              until: formatIstTime(new Date(sentAt + OTP_TTL_MINUTES * 60_000)),
            })
          : t(waitSeconds > 0 ? 'auth.verify.waitToResend' : 'auth.verify.resendForCodes')}
      </p>
      {codes && (
        <>
          <OtpInput
            id="verify-email-otp"
            label={t('auth.verify.emailCode')}
            registration={form.register('emailOtp')}
            error={errors.emailOtp?.message}
          />
          <OtpInput
            id="verify-mobile-otp"
            label={t('auth.verify.mobileCode')}
            registration={form.register('mobileOtp')}
            error={errors.mobileOtp?.message}
          />
        </>
      )}
      <div className="d-flex flex-wrap align-items-center column-gap-4">
        {codes && (
          <Button type="submit" disabled={verify.isPending || login.isPending}>
            {t('auth.verify.submit')}
          </Button>
        )}
        <ResendCountdown key={round} seconds={waitSeconds} pending={resending} onResend={onResend} />
      </div>
      <Button variant="link" className="px-0 mt-3" onClick={onBack}>
        {t('auth.backToLogin')}
      </Button>
    </Form>
  );
}
