import { DEFAULT_COUNTRY, DEFAULT_DIAL_CODE } from '@nyaya/shared';

/** Countries offered at signup (India first) with their dial codes; names come from Intl in the UI language. */
export const COUNTRIES = [
  { code: DEFAULT_COUNTRY, dialCode: DEFAULT_DIAL_CODE },
  { code: 'BD', dialCode: '880' },
  { code: 'BT', dialCode: '975' },
  { code: 'LK', dialCode: '94' },
  { code: 'NP', dialCode: '977' },
  { code: 'AE', dialCode: '971' },
  { code: 'GB', dialCode: '44' },
  { code: 'US', dialCode: '1' },
] as const;

export function countryName(code: string, language: string): string {
  return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
}
