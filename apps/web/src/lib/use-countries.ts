import { DEFAULT_COUNTRY, DEFAULT_DIAL_CODE } from '@nyaya/shared';
import type { CountryCode } from 'libphonenumber-js';
import { useEffect, useState } from 'react';
import type { Country } from './country';

/** India, as the list has it first: what a form shows (and has chosen) while the list loads. */
function defaultCountry(language: string): Country {
  const code = DEFAULT_COUNTRY as CountryCode;
  const name = new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  return { code, dialCode: DEFAULT_DIAL_CODE, name };
}

/**
 * Every country with its dial code, named in the language (see countriesFor). The phone-number library the list
 * comes from loads only when a form first shows it: until then the list is India alone, its default.
 */
export function useCountries(language: string): Country[] {
  const [countries, setCountries] = useState(() => [defaultCountry(language)]);
  useEffect(() => {
    let current = true;
    void import('./countries').then(({ countriesFor }) => current && setCountries(countriesFor(language)));
    return () => {
      current = false;
    };
  }, [language]);
  return countries;
}
