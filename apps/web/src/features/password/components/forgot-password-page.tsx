import { zodResolver } from '@hookform/resolvers/zod';
import type { OtpSent } from '@nyaya/shared';
import { useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CaptchaWidget } from '../../../components/captcha-widget';
import { TextField } from '../../../components/form/text-field';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { formErrorHandler } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { forgotPasswordFormSchema, useSendResetCode } from '../api/send-reset-code';

/** /forgot-password: the user id and the robot check; the code goes to the account's e-mail (and mobile). */
export function ForgotPasswordPage({ onCodeSent }: { onCodeSent: (sent: OtpSent) => void }) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { userId: '', captchaValue: '' },
  });
  const { errors } = form.formState;
  // Each solution is good for one request: a new widget after every answer.
  const [captchaRound, setCaptchaRound] = useState(0);
  const onSolved = useCallback(
    (payload: string) => form.setValue('captchaValue', payload, { shouldValidate: payload !== '' }),
    [form],
  );
  const send = useSendResetCode();
  const onFieldError = formErrorHandler(form.setError, ['userId', 'captchaValue']);
  const submit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: ({ data, message }) => {
        notifySuccess(message);
        onCodeSent(data);
      },
      onError: (error) => {
        form.setValue('captchaValue', '');
        setCaptchaRound((round) => round + 1);
        onFieldError(error);
      },
    }),
  );
  return (
    <Form noValidate onSubmit={submit}>
      <PageTitle title={t('pages.forgotPassword')} />
      <p className="text-body-secondary">{t('forgotPassword.intro')}</p>
      <TextField
        id="forgot-user-id"
        label={t('auth.login.userId')}
        registration={form.register('userId')}
        error={errors.userId?.message}
        autoComplete="username"
      />
      <CaptchaWidget key={captchaRound} onSolved={onSolved} error={errors.captchaValue?.message} />
      <Button type="submit" className="w-100" disabled={send.isPending}>
        {send.isPending ? t('forgotPassword.sending') : t('forgotPassword.submit')}
      </Button>
      <Link to={paths.public.login.getHref()} className="mt-3 d-inline-block">
        {t('auth.backToLogin')}
      </Link>
    </Form>
  );
}
