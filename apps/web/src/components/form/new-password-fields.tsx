import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordRules } from '../password-rules';
import { TextField } from './text-field';

type NewPassword = { password: string; confirmPassword: string };

type NewPasswordFieldsProps<Values extends NewPassword> = {
  /** The fields' ids are `${idPrefix}-password` and `${idPrefix}-confirm-password`. */
  idPrefix: string;
  form: UseFormReturn<Values>;
};

/** The new password twice, with the policy's rules ticking under the first as it is typed. */
export function NewPasswordFields<Values extends NewPassword>(props: NewPasswordFieldsProps<Values>) {
  const { idPrefix } = props;
  // Any form with these two fields: react-hook-form cannot name them through a generic Values.
  const form = props.form as unknown as UseFormReturn<NewPassword>;
  const { errors } = form.formState;
  const { t } = useTranslation();
  const password = useWatch({ control: form.control, name: 'password' });
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        label={t('password.newPassword')}
        registration={form.register('password')}
        error={errors.password?.message}
        type="password"
        autoComplete="new-password"
        className="mb-2"
      />
      <PasswordRules password={password} />
      <TextField
        id={`${idPrefix}-confirm-password`}
        label={t('password.confirmNewPassword')}
        registration={form.register('confirmPassword')}
        error={errors.confirmPassword?.message}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
