import type { CountryCode } from 'libphonenumber-js';

export type Country = { code: CountryCode; dialCode: string; name: string; flag: string };

/** A flag emoji from the two regional-indicator letters of an ISO 3166 code. */
export function flagOf(code: string): string {
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}
