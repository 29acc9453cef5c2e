import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { TextField } from '../../../components/form/text-field';
import { PageTitle } from '../../../components/page-title';
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
            <NewPasswordFields idPrefix="change" form={form} />
            <Button type="submit" disabled={change.isPending}>
              {t('changePassword.submit')}
            </Button>
          </Form>
        </Card.Body>
      </Card>
    </section>
  );
}
