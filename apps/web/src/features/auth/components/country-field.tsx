import type { SignupInput, signupSchema } from '@nyaya/shared';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translateFormError } from '../../../lib/translate-message';
import { useCountries } from '../../../lib/use-countries';

type SignupForm = UseFormReturn<z.input<typeof signupSchema>, unknown, SignupInput>;

/**
 * Country select, each country named with its dial code: choosing one is choosing the mobile's dial code too, so
 * the form asks it once. A refused dial code is told here.
 */
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
  const message = errors.country?.message ?? errors.dialCode?.message;
  return (
    <Col md={6}>
      <Form.Group controlId="signup-country" className="mb-3">
        <Form.Label>{t('auth.signup.country')}</Form.Label>
        <Form.Select {...country} autoComplete="country" isInvalid={Boolean(message)}>
          {countries.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {`${entry.name} (+${entry.dialCode})`}
            </option>
          ))}
        </Form.Select>
        <input type="hidden" {...form.register('dialCode')} />
        <Form.Control.Feedback type="invalid">
          {message && translateFormError(t, message)}
        </Form.Control.Feedback>
      </Form.Group>
    </Col>
  );
}
