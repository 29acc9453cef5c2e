import { DEFAULT_COUNTRY } from '@nyaya/shared';
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';

export type Country = { code: CountryCode; dialCode: string; name: string; flag: string };

/** A flag emoji from the two regional-indicator letters of an ISO 3166 code. */
function flagOf(code: string): string {
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

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
    flag: flagOf(code),
  }));
  const collator = new Intl.Collator(language);
  return countries.sort((a, b) =>
    a.code === DEFAULT_COUNTRY ? -1 : b.code === DEFAULT_COUNTRY ? 1 : collator.compare(a.name, b.name),
  );
}
