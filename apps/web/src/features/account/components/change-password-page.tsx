import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/text-field';
import { PageTitle } from '../../../components/page-title';
import { PasswordRules } from '../../../components/password-rules';
import { formErrorHandler } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { changePasswordSchema, useChangePassword } from '../api/change-password';
import { SettingsBreadcrumb } from '../../../components/settings-breadcrumb';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/** /changepassword: the current password, the new one twice; the user's other sessions end on success. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });
  const change = useChangePassword();
  const submit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: ({ message }) => {
        notifySuccess(message);
        form.reset(EMPTY);
      },
      onError: formErrorHandler(form.setError, ['currentPassword', 'password', 'confirmPassword']),
    }),
  );
  return (
    <section className="page">
      <SettingsBreadcrumb current={t('pages.changePassword')} />
      <PageTitle title={t('pages.changePassword')} />
      <Card className="form-card">
        <Card.Body>
          <Form noValidate onSubmit={submit}>
            <TextField
              id="change-current-password"
              label={t('changePassword.currentPassword')}
              registration={form.register('currentPassword')}
              error={errors.currentPassword?.message}
              type="password"
              autoComplete="current-password"
            />
            <TextField
              id="change-password"
              label={t('changePassword.password')}
              registration={form.register('password')}
              error={errors.password?.message}
              type="password"
              autoComplete="new-password"
              className="mb-2"
            />
            <PasswordRules password={password} />
            <TextField
              id="change-confirm-password"
              label={t('changePassword.confirmPassword')}
              registration={form.register('confirmPassword')}
              error={errors.confirmPassword?.message}
              type="password"
              autoComplete="new-password"
            />
            <Button type="submit" disabled={change.isPending}>
              {t('changePassword.submit')}
            </Button>
          </Form>
        </Card.Body>
      </Card>
    </section>
  );
}
