import { SELF_SIGNUP_ROLES } from '@nyaya/shared';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFormError } from '../../../lib/translate-message';

/** Individual or Advocate, as radio buttons in a labelled group. */
export function RoleField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  const { t } = useTranslation();
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{t('auth.signup.role')}</legend>
      {SELF_SIGNUP_ROLES.map((role) => (
        <Form.Check
          key={role}
          inline
          type="radio"
          id={`signup-role-${role}`}
          value={role}
          label={t(`roles.${role}`)}
          isInvalid={Boolean(error)}
          {...registration}
        />
      ))}
      {error && (
        <div className="invalid-feedback d-block" role="alert">
          {translateFormError(t, error)}
        </div>
      )}
    </fieldset>
  );
}
