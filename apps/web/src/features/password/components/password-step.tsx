import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { isApiError } from '../../../lib/api-error';
import { formErrorHandler } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { resetPasswordSchema, useSetPassword } from '../api/set-password';
import { TokenError } from './token-error';
import { formErrorText } from '../../../lib/translate-message';

type PasswordStepProps = {
  token: string;
  onDone: () => void;
  /** Shown but locked until the code is verified (the signed-in /resetpassword page). */
  disabled?: boolean;
};

/** Step 2: the new password twice, with the rules ticking as it is typed. */
export function PasswordStep({ token, onDone, disabled = false }: PasswordStepProps) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const save = useSetPassword();
  const onFieldError = formErrorHandler(form.setError, ['password', 'confirmPassword']);
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { ...values, token },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          onDone();
        },
        onError: (error) =>
          isApiError(error) && error.field === 'token'
            ? form.setError('root.token', { message: formErrorText(error) })
            : onFieldError(error),
      },
    ),
  );
  return (
    <Form noValidate onSubmit={submit}>
      <fieldset disabled={disabled}>
        <h2 className="h5">{t('resetPassword.passwordStep')}</h2>
        <TokenError message={errors.root?.token?.message} />
        <NewPasswordFields idPrefix="reset" form={form} />
        <Button type="submit" className="w-100" disabled={save.isPending}>
          {t('common.save')}
        </Button>
      </fieldset>
    </Form>
  );
}
