import { DEFAULT_COUNTRY } from '@nyaya/shared';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';

import type { Country } from './country';

export type { Country };

/**
 * Every country libphonenumber-js knows (about 245) with its dial code, named in the UI language,
 * India first and the rest in alphabetical order.
 */
export function countriesFor(language: string): Country[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const countries = getCountries().map((code) => ({
    code,
    dialCode: getCountryCallingCode(code),
    name: names.of(code) ?? code,
  }));
  const collator = new Intl.Collator(language);
  return countries.sort((a, b) =>
    a.code === DEFAULT_COUNTRY ? -1 : b.code === DEFAULT_COUNTRY ? 1 : collator.compare(a.name, b.name),
  );
}
