import { zodResolver } from '@hookform/resolvers/zod';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '../../../components/form/text-field';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { translateMessage } from '../../../lib/translate-message';
import { loginSchema, useLogin } from '../api/login';

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { userId: '', password: '' } });
  const { errors } = form.formState;
  const login = useLogin({ onSuccess });

  const submit = form.handleSubmit((values) =>
    login.mutate(values, {
      onError: (error) => {
        if (isApiError(error) && (error.field === 'userId' || error.field === 'password')) {
          form.setError(error.field, { message: error.message }, { shouldFocus: true });
        }
      },
    }),
  );
  const formError =
    login.error && !(isApiError(login.error) && login.error.field) ? login.error.message : null;

  return (
    <Form noValidate onSubmit={submit} aria-labelledby="login-title">
      <PageTitle title={t('auth.login.title')} />
      <p className="text-body-secondary">{t('auth.login.intro')}</p>
      {formError && (
        <Alert variant="danger" role="alert">
          {translateMessage(t, formError)}
        </Alert>
      )}
      <TextField
        id="login-user-id"
        label={t('auth.login.userId')}
        registration={form.register('userId')}
        error={errors.userId?.message}
        autoComplete="username"
      />
      <TextField
        id="login-password"
        label={t('auth.login.password')}
        registration={form.register('password')}
        error={errors.password?.message}
        type="password"
        autoComplete="current-password"
        className="mb-2"
      />
      <div className="text-end mb-3">
        <Link to={paths.public.forgotPassword.getHref()}>{t('auth.login.forgotPassword')}</Link>
      </div>
      <Button type="submit" variant="primary" className="w-100" disabled={login.isPending}>
        {login.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
      <p className="mt-4 mb-0 text-center">
        {t('auth.login.noAccount')} <Link to={paths.public.signup.getHref()}>{t('auth.login.signup')}</Link>
      </p>
    </Form>
  );
}
