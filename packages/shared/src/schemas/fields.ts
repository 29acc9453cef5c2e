import { z } from 'zod';
import {
  ADDRESS_MAX_LENGTH,
  ADDRESS_MIN_LENGTH,
  EMAIL_MAX_LENGTH,
  ENROLLMENT_MAX_LENGTH,
  MOBILE_LENGTH,
  PASSWORD_MIN_LENGTH,
  PIN_CODE_LENGTH,
  PLACE_MAX_LENGTH,
  PLACE_MIN_LENGTH,
} from '../constants.ts';
import { SITE_LANGUAGES } from '../languages.ts';
import { MESSAGE_CODES, type MessageKey } from '../messages.ts';

/** Field schemas reused by every form and route; each carries the message a user sees. */

export const LETTERS_AND_SPACES = /^[A-Za-z ]+$/;
export const MOBILE_PATTERN = new RegExp(`^\\d{${MOBILE_LENGTH}}$`);
/** Login accepts an Indian mobile: 10 digits starting 6 to 9 (spec.md §5). */
export const LOGIN_MOBILE_PATTERN = /^[6-9]\d{9}$/;
const DIAL_CODE_PATTERN = /^\d{1,4}$/;
const PIN_CODE_PATTERN = new RegExp(`^\\d{${PIN_CODE_LENGTH}}$`);

/** What people type between a number's digits: spaces, dashes, dots, brackets. */
const NUMBER_SEPARATORS = /[\s\-.()]/g;
/** India's +91 (or 91, or the trunk 0 of a domestic call) before a 10-digit mobile. */
const INDIAN_PREFIX = /^(?:\+?91|0)(\d{10})$/;

/**
 * A mobile as people write it ("+91 98110 22334", "098110-22334", "98110 22334") as its 10 digits. Anything else
 * is left as typed (without its separators), for the field's own check to refuse.
 */
export function normaliseMobile(typed: string): string {
  const digits = typed.replace(NUMBER_SEPARATORS, '');
  return INDIAN_PREFIX.exec(digits)?.[1] ?? digits;
}

/** A required string: trimmed, and empty counts as missing. */
export function requiredText(requiredMessage: MessageKey) {
  return z.string({ error: requiredMessage }).trim().min(1, { error: requiredMessage });
}

export function personName(
  requiredMessage: MessageKey,
  lengthMessage: MessageKey,
  length: { min: number; max: number },
) {
  return requiredText(requiredMessage)
    .min(length.min, { error: lengthMessage })
    .max(length.max, { error: lengthMessage })
    .regex(LETTERS_AND_SPACES, { error: MESSAGE_CODES.nameLettersOnly });
}

export const emailField = requiredText(MESSAGE_CODES.emailRequired)
  .max(EMAIL_MAX_LENGTH, { error: MESSAGE_CODES.emailTooLong })
  .pipe(z.email({ error: MESSAGE_CODES.emailInvalid }))
  .transform((email) => email.toLowerCase());

export const mobileField = requiredText(MESSAGE_CODES.mobileRequired)
  .transform(normaliseMobile)
  .pipe(z.string().regex(MOBILE_PATTERN, { error: MESSAGE_CODES.mobileInvalid }));

export const dialCodeField = z
  .string({ error: MESSAGE_CODES.dialCodeInvalid })
  .trim()
  .transform((code) => code.replace(/^\+/, ''))
  .pipe(z.string().regex(DIAL_CODE_PATTERN, { error: MESSAGE_CODES.dialCodeInvalid }));

export const pinCodeField = z
  .string({ error: MESSAGE_CODES.pinCodeInvalid })
  .trim()
  .regex(PIN_CODE_PATTERN, { error: MESSAGE_CODES.pinCodeInvalid });

export function addressLine(message: MessageKey) {
  return z
    .string({ error: message })
    .trim()
    .min(ADDRESS_MIN_LENGTH, { error: message })
    .max(ADDRESS_MAX_LENGTH, {
      error: message,
    });
}

export function placeName(message: MessageKey) {
  return z.string({ error: message }).trim().min(PLACE_MIN_LENGTH, { error: message }).max(PLACE_MAX_LENGTH, {
    error: message,
  });
}

/** Unicode's format characters (Cf): zero-width spaces and joiners, the byte-order mark, the word joiner, bidi marks. */
const FORMAT_CHARACTERS = /\p{Cf}/gu;
/** What an enrollment number is written with: ASCII letters, digits, '/' and '-'. */
const ENROLLMENT_ALPHABET = /^[A-Za-z0-9/-]*$/;

/**
 * An enrollment number as typed, in the one form it is compared and stored in: NFKC (fullwidth 'Ｄ/１２３４' is
 * 'D/1234'), invisible format characters removed, trimmed. It may still hold look-alikes NFKC keeps (the division
 * slash U+2215, the minus sign U+2212), which enrollmentNumberField refuses.
 */
function canonicalEnrollment(typed: string): string {
  return typed.normalize('NFKC').replace(FORMAT_CHARACTERS, '').trim();
}

/** Canonical (canonicalEnrollment), within ENROLLMENT_ALPHABET, upper-cased; empty when not given. */
export const enrollmentNumberField = z
  .string()
  .transform(canonicalEnrollment)
  .pipe(
    z
      .string()
      .max(ENROLLMENT_MAX_LENGTH, { error: MESSAGE_CODES.enrollmentTooLong })
      .regex(ENROLLMENT_ALPHABET, { error: MESSAGE_CODES.enrollmentInvalid })
      .transform((enrollment) => enrollment.toUpperCase()),
  );

/** The password policy of spec.md §5: at least 8, with lower, upper, digit and one of !@#$%^&*. */
export const PASSWORD_RULES = [
  {
    id: 'length',
    test: (p: string) => p.length >= PASSWORD_MIN_LENGTH,
    message: MESSAGE_CODES.passwordTooShort,
  },
  { id: 'lowercase', test: (p: string) => /[a-z]/.test(p), message: MESSAGE_CODES.passwordNeedsLowercase },
  { id: 'uppercase', test: (p: string) => /[A-Z]/.test(p), message: MESSAGE_CODES.passwordNeedsUppercase },
  { id: 'digit', test: (p: string) => /\d/.test(p), message: MESSAGE_CODES.passwordNeedsDigit },
  { id: 'special', test: (p: string) => /[!@#$%^&*]/.test(p), message: MESSAGE_CODES.passwordNeedsSpecial },
] as const;

export const passwordField = PASSWORD_RULES.reduce(
  (schema, rule) => schema.refine(rule.test, { error: rule.message }),
  z.string({ error: MESSAGE_CODES.passwordRequired }).min(1, { error: MESSAGE_CODES.passwordRequired }),
);

/** One of the site's languages (SITE_LANGUAGES). */
export const languageField = z.enum(SITE_LANGUAGES, { error: MESSAGE_CODES.languageInvalid });

/** PUT /users/me/language: the language a signed-in user reads the site, e-mails and codes in. */
export const languageUpdateSchema = z.object({ language: languageField });

/** The token of a one-time-code challenge, as the server handed it out. */
export const challengeTokenField = requiredText(MESSAGE_CODES.resetTokenInvalid);
