import { zodResolver } from '@hookform/resolvers/zod';
import { SIGN_IN_CAPTCHA } from '@nyaya/shared';
import { useCallback, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CaptchaWidget } from '../../../components/captcha-widget';
import { TextField } from '../../../components/form/text-field';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { failureMessage, formErrorText, translateMessage } from '../../../lib/translate-message';
import { loginSchema, useLogin } from '../api/login';
import { useResendVerification } from '../api/resend-verification';
import { VerifyContactsStep } from './verify-contacts-step';

/** The user id box's id: the front door brings a visitor who wants to watch to it. */
export const LOGIN_USER_ID_FIELD = 'login-user-id';

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { userId: '', password: '', captchaValue: '' },
  });
  const { errors } = form.formState;
  const login = useLogin({ onSuccess });
  const verification = useResendVerification();
  // The check shows once the server asks for it, or as soon as enough failures make it ask (saving a trip).
  const [failures, setFailures] = useState(0);
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const showCaptcha = captchaAsked || failures >= SIGN_IN_CAPTCHA.afterFailures;
  // Each solution is good for one try: a new widget after every answer.
  const [captchaRound, setCaptchaRound] = useState(0);
  const onSolved = useCallback(
    (payload: string) => form.setValue('captchaValue', payload, { shouldValidate: payload !== '' }),
    [form],
  );

  const submit = form.handleSubmit((values) =>
    login.mutate(values, {
      onError: (error) => {
        form.setValue('captchaValue', '');
        setCaptchaRound((round) => round + 1);
        if (!isApiError(error)) return;
        if (error.status === 401) setFailures((count) => count + 1);
        // A signed-up account with its e-mail and mobile unverified: their step instead of the form, with the codes
        // this browser had sent already if they are still valid, else new ones.
        if (error.status === 403 && error.code === 'contactsUnverified') verification.resume(values);
        if (error.field === 'captchaValue') setCaptchaAsked(true);
        if (error.field === 'userId' || error.field === 'password' || error.field === 'captchaValue') {
          form.setError(error.field, { message: formErrorText(error) }, { shouldFocus: true });
        }
      },
    }),
  );
  // No number of failures locks an account (a lock-out would let anyone keep a judge out of court); the
  // user is told when a check comes next, and where to set a new password.
  const signingIn = login.isPending || verification.sending;
  const wrongPassword = isApiError(login.error) && login.error.status === 401;
  const formError =
    login.error && !(isApiError(login.error) && login.error.field) ? failureMessage(login.error) : null;

  // A refusal answers what was typed then: as soon as the user changes it, the refusal goes.
  const forgetRefusal = () => {
    if (!login.error) return;
    login.reset();
    form.clearErrors(['userId', 'password']);
  };

  if (verification.current) {
    return (
      <VerifyContactsStep
        verification={verification.current}
        reason="contactsUnverified"
        resending={verification.sending}
        onResend={verification.resend}
        onBack={() => {
          verification.reset();
          login.reset();
        }}
        onSignedIn={onSuccess}
      />
    );
  }

  return (
    <Form noValidate onSubmit={submit} aria-labelledby="login-title">
      <PageTitle title={t('auth.login.title')} />
      <p className="text-body-secondary">{t('auth.login.intro')}</p>
      {formError && (
        <Alert variant="danger" role="alert">
          {translateMessage(t, formError)}
          {wrongPassword && (
            <div className="mt-1">
              {failures + 1 === SIGN_IN_CAPTCHA.afterFailures && t('auth.login.checkComesNext')}{' '}
              <Link to={paths.public.forgotPassword.getHref()}>{t('auth.login.setNewPassword')}</Link>
            </div>
          )}
        </Alert>
      )}
      <TextField
        id={LOGIN_USER_ID_FIELD}
        label={t('auth.login.userId')}
        registration={form.register('userId', { onChange: forgetRefusal })}
        error={errors.userId?.message}
        autoComplete="username"
      />
      <TextField
        id="login-password"
        label={t('auth.login.password')}
        registration={form.register('password', { onChange: forgetRefusal })}
        error={errors.password?.message}
        type="password"
        autoComplete="current-password"
        className="mb-2"
      />
      <div className="text-end mb-3">
        <Link to={paths.public.forgotPassword.getHref()}>{t('auth.login.forgotPassword')}</Link>
      </div>
      {showCaptcha && (
        <CaptchaWidget key={captchaRound} onSolved={onSolved} error={errors.captchaValue?.message} />
      )}
      <Button type="submit" variant="primary" className="w-100" disabled={signingIn}>
        {signingIn ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
      <p className="mt-4 mb-0 text-center">
        {t('auth.login.noAccount')} <Link to={paths.public.signup.getHref()}>{t('auth.login.signup')}</Link>
      </p>
    </Form>
  );
}
