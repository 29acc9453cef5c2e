import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/text-field';
import {
  emailChangeSchema,
  emailOtpVerificationSchema,
  useSendEmailCode,
  useVerifyEmailCode,
} from '../api/change-email';
import { ContactChangeForm, type ContactFormProps } from './contact-change-form';

const emailOtpSchema = emailOtpVerificationSchema.pick({ otp: true });

/** spec.md §4 "E-mail change": the new e-mail, Submit sends a code to it, the code replaces the e-mail (onDone). */
export function EmailChangeForm({ profile, onDone, onCancel }: ContactFormProps) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { email: '', oldEmail: profile.email },
  });
  // Edit opened this form: the typing starts in the new e-mail.
  useEffect(() => form.setFocus('email'), [form]);
  const send = useSendEmailCode();
  const verify = useVerifyEmailCode();

  return (
    <ContactChangeForm
      form={form}
      fields={['email']}
      sendCode={(values) => send.mutateAsync(values)}
      sending={send.isPending}
      otp={{ id: 'contact-email-otp', label: t('contact.emailOtp'), schema: emailOtpSchema }}
      verifyCode={(otp, token) => verify.mutateAsync({ otp, token, oldEmail: profile.email })}
      changedMessage="emailUpdated"
      onDone={onDone}
      onCancel={onCancel}
    >
      <TextField
        id="contact-new-email"
        label={t('contact.newEmail')}
        registration={form.register('email')}
        error={form.formState.errors.email?.message}
        type="email"
        autoComplete="email"
      />
    </ContactChangeForm>
  );
}
