import { getCountries } from 'libphonenumber-js';
import { z } from 'zod';
import { MESSAGE_CODES } from '../messages.ts';
import { signupSchema } from './auth.ts';
import { requiredText } from './fields.ts';

// Apart from the other account schemas: the country list is the phone-number library's, which only the pages
// that offer countries load.
const COUNTRY_CODES: ReadonlySet<string> = new Set(getCountries());

/** An ISO 3166 alpha-2 code of the country list the forms offer (libphonenumber-js). */
function isCountryCode(code: string): boolean {
  return COUNTRY_CODES.has(code);
}

/** PUT profile: what can change without a code. Mobile and e-mail change only through their codes. */
export const profileUpdateSchema = z.object({
  country: requiredText(MESSAGE_CODES.countryRequired).refine(isCountryCode, {
    error: MESSAGE_CODES.countryRequired,
  }),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/**
 * POST /auth/signup as the server checks it: the form's schema, and the country one of the list (kept out of the
 * form's own schema, which the first page loads, for the list's size).
 */
export const signupWithCountrySchema = signupSchema.refine((form) => isCountryCode(form.country), {
  error: MESSAGE_CODES.countryRequired,
  path: ['country'],
  when: ({ issues }) => !issues.some((issue) => issue.path?.[0] === 'country'),
});
