import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, type OtpSent, type Profile } from '@nyaya/shared';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/text-field';
import { formErrorHandler } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import {
  emailChangeSchema,
  emailOtpVerificationSchema,
  useSendEmailCode,
  useVerifyEmailCode,
} from '../api/change-email';
import { ContactOtpStep } from './contact-otp-step';

const emailOtpSchema = emailOtpVerificationSchema.pick({ otp: true });

/** spec.md §4 "E-mail change": the new e-mail, Submit sends a code to it, the code replaces the e-mail (onDone). */
export function EmailChangeForm({
  profile,
  onDone,
  onCancel,
}: {
  profile: Profile;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { email: '', oldEmail: profile.email },
  });
  const { errors } = form.formState;
  const [challenge, setChallenge] = useState<OtpSent | null>(null);
  // Edit opened this form: the typing starts in the new e-mail.
  useEffect(() => form.setFocus('email'), [form]);
  const send = useSendEmailCode();
  const verify = useVerifyEmailCode();

  const sendCode = (resend: boolean) =>
    form.handleSubmit((values) =>
      send.mutate(values, {
        onSuccess: ({ data, message }) => {
          notifySuccess(resend ? MESSAGES.otpResent : message, MESSAGES.otpSent);
          setChallenge(data);
        },
        onError: resend ? notifyError : formErrorHandler(form.setError, ['email']),
      }),
    )();
  const verifyCode = async (otp: string) => {
    if (!challenge) return;
    const { message } = await verify.mutateAsync({ otp, token: challenge.token, oldEmail: profile.email });
    notifySuccess(message, MESSAGES.emailUpdated);
    form.reset();
    onDone();
  };

  return (
    <>
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void sendCode(false);
        }}
      >
        <fieldset disabled={challenge !== null}>
          <TextField
            id="contact-new-email"
            label={t('contact.newEmail')}
            registration={form.register('email')}
            error={errors.email?.message}
            type="email"
            autoComplete="email"
          />
          <Button type="submit" disabled={send.isPending}>
            {t('contact.submit')}
          </Button>
        </fieldset>
      </Form>
      {challenge && (
        <ContactOtpStep
          id="contact-email-otp"
          label={t('contact.emailOtp')}
          schema={emailOtpSchema}
          challenge={challenge}
          resending={send.isPending}
          onResend={() => void sendCode(true)}
          onVerify={verifyCode}
        />
      )}
      <Button variant="outline-secondary" className="mt-3" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
    </>
  );
}
