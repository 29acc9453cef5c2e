import type { SignupInput, signupSchema } from '@nyaya/shared';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from '../../../components/form/text-field';
import { translateMessage } from '../../../lib/translate-message';
import { useCountries } from '../../../lib/use-countries';

type SignupForm = UseFormReturn<z.input<typeof signupSchema>, unknown, SignupInput>;

/** Country select; choosing one fills in its dial code, which stays editable. */
export function CountryField({ form }: { form: SignupForm }) {
  const { t, i18n } = useTranslation();
  const { errors } = form.formState;
  const countries = useCountries(i18n.language);
  const country = form.register('country', {
    onChange: (event: { target: { value: string } }) => {
      const chosen = countries.find((entry) => entry.code === event.target.value);
      if (chosen) form.setValue('dialCode', chosen.dialCode, { shouldValidate: true });
    },
  });
  return (
    <>
      <Col md={6}>
        <Form.Group controlId="signup-country" className="mb-3">
          <Form.Label>{t('auth.signup.country')}</Form.Label>
          <Form.Select {...country} autoComplete="country" isInvalid={Boolean(errors.country)}>
            {countries.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {`${entry.flag} ${entry.name} (+${entry.dialCode})`}
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid">
            {errors.country?.message && translateMessage(t, errors.country.message)}
          </Form.Control.Feedback>
        </Form.Group>
      </Col>
      <Col md={6}>
        <TextField
          id="signup-dialCode"
          label={t('auth.signup.dialCode')}
          registration={form.register('dialCode')}
          error={errors.dialCode?.message}
          autoComplete="tel-country-code"
          inputMode="numeric"
        />
      </Col>
    </>
  );
}
