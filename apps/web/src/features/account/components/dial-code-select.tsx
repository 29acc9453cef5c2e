import { useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { countriesFor, type Country } from '../../../lib/countries';

type DialCodeSelectProps = {
  id: string;
  /** The chosen country's ISO code (several countries share a dial code, so the code is the value). */
  country: string;
  onChange: (country: Country) => void;
};

/** The country dial-code picker: every country by name with its code, India first. */
export function DialCodeSelect({ id, country, onChange }: DialCodeSelectProps) {
  const { t, i18n } = useTranslation();
  const countries = useMemo(() => countriesFor(i18n.language), [i18n.language]);
  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label>{t('contact.dialCode')}</Form.Label>
      <Form.Select
        value={country}
        autoComplete="tel-country-code"
        onChange={(event) => {
          const chosen = countries.find((entry) => entry.code === event.target.value);
          if (chosen) onChange(chosen);
        }}
      >
        {countries.map((entry) => (
          <option key={entry.code} value={entry.code}>
            {`${entry.name} (+${entry.dialCode})`}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
