import { z } from 'zod';
import { DEFAULT_COUNTRY, SIGNUP_FIRST_NAME, SIGNUP_LAST_NAME } from '../constants.ts';
import { isIndianState } from '../india.ts';
import { MESSAGE_CODES } from '../messages.ts';
import { SELF_SIGNUP_ROLES } from '../roles.ts';
import {
  LOGIN_MOBILE_PATTERN,
  addressLine,
  challengeTokenField,
  dialCodeField,
  emailField,
  enrollmentNumberField,
  languageField,
  mobileField,
  passwordField,
  personName,
  pinCodeField,
  normaliseMobile,
  placeName,
  requiredText,
} from './fields.ts';
import { otpField } from './otp.ts';

const loginEmail = z.email();

/** Whether the form's state has no message yet: it is given one at most. */
const noStateIssue = ({ issues }: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
  !issues.some((issue) => issue.path?.[0] === 'state');

/** userId is an e-mail or a 10-digit Indian mobile starting 6 to 9 (spec.md §5), however its digits are spaced. */
export const loginUserIdField = requiredText(MESSAGE_CODES.userIdRequired)
  .transform((userId) => (userId.includes('@') ? userId : normaliseMobile(userId)))
  .refine((userId) => LOGIN_MOBILE_PATTERN.test(userId) || loginEmail.safeParse(userId).success, {
    error: MESSAGE_CODES.userIdInvalid,
  });

export const loginSchema = z.object({
  userId: loginUserIdField,
  password: z
    .string({ error: MESSAGE_CODES.passwordRequired })
    .min(1, { error: MESSAGE_CODES.passwordRequired }),
  /** API clients ask for the session token in the body to use it as a Bearer token. */
  client: z.enum(['web', 'api']).optional(),
  /** The solved ALTCHA, needed once the user id has failed SIGN_IN_CAPTCHA.afterFailures times in the window. */
  captchaValue: z.string().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * POST /auth/resendOTP: a signed-up account's user id and password; with `resume`, the codes sent to it earlier
 * that are still valid are the answer, and new ones are sent only when there are none (a sign-in from anywhere).
 */
export const verificationCodesRequestSchema = loginSchema.extend({ resume: z.boolean().optional() });
export type VerificationCodesRequest = z.infer<typeof verificationCodesRequestSchema>;

export const signupSchema = z
  .object({
    role: z.enum(SELF_SIGNUP_ROLES, { error: MESSAGE_CODES.roleInvalid }),
    enrollmentNumber: enrollmentNumberField.optional(),
    firstName: personName(MESSAGE_CODES.firstNameRequired, MESSAGE_CODES.firstNameLength, SIGNUP_FIRST_NAME),
    lastName: personName(MESSAGE_CODES.lastNameRequired, MESSAGE_CODES.lastNameLength, SIGNUP_LAST_NAME),
    email: emailField,
    dialCode: dialCodeField,
    mobile: mobileField,
    address1: addressLine(MESSAGE_CODES.addressLength),
    address2: addressLine(MESSAGE_CODES.addressLength).optional().or(z.literal('')),
    pinCode: pinCodeField,
    state: z
      .string({ error: MESSAGE_CODES.stateLength })
      .trim()
      .pipe(z.literal('').or(placeName(MESSAGE_CODES.stateLength))),
    city: placeName(MESSAGE_CODES.cityLength),
    country: requiredText(MESSAGE_CODES.countryRequired),
    password: passwordField,
    confirmPassword: z.string({ error: MESSAGE_CODES.confirmPasswordRequired }).min(1, {
      error: MESSAGE_CODES.confirmPasswordRequired,
    }),
    /** The language the form was filled in: the account's e-mails and codes come in it. */
    language: languageField.optional(),
  })
  .refine((form) => form.role !== 'Advocate' || Boolean(form.enrollmentNumber), {
    error: MESSAGE_CODES.enrollmentRequired,
    path: ['enrollmentNumber'],
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: MESSAGE_CODES.passwordsMustMatch,
    path: ['confirmPassword'],
  })
  // India's state is chosen from a list: left empty it is to be selected; elsewhere it is typed, 3 characters or more.
  .refine((form) => form.state !== '', {
    error: (issue) =>
      (issue.input as { country?: unknown }).country === DEFAULT_COUNTRY
        ? MESSAGE_CODES.stateRequired
        : MESSAGE_CODES.stateLength,
    path: ['state'],
    when: noStateIssue,
  })
  .refine((form) => form.country !== DEFAULT_COUNTRY || isIndianState(form.state), {
    error: MESSAGE_CODES.stateNotInIndia,
    path: ['state'],
    // A state already refused (too short, or not chosen) keeps that one message.
    when: noStateIssue,
  });
export type SignupInput = z.infer<typeof signupSchema>;

/** POST /auth/verifyOTP: the two codes of a signed-up account, e-mail and mobile, with their challenges' tokens. */
export const contactsVerificationSchema = z.object({
  emailToken: challengeTokenField,
  emailOtp: otpField,
  mobileToken: challengeTokenField,
  mobileOtp: otpField,
});
export type ContactsVerificationInput = z.infer<typeof contactsVerificationSchema>;
