import { z } from 'zod';
import { DEFAULT_COUNTRY, SIGNUP_FIRST_NAME, SIGNUP_LAST_NAME } from '../constants.ts';
import { isIndianState } from '../india.ts';
import { MESSAGES } from '../messages.ts';
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
export const loginUserIdField = requiredText(MESSAGES.userIdRequired)
  .transform((userId) => (userId.includes('@') ? userId : normaliseMobile(userId)))
  .refine((userId) => LOGIN_MOBILE_PATTERN.test(userId) || loginEmail.safeParse(userId).success, {
    error: MESSAGES.userIdInvalid,
  });

export const loginSchema = z.object({
  userId: loginUserIdField,
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, { error: MESSAGES.passwordRequired }),
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
    role: z.enum(SELF_SIGNUP_ROLES, { error: MESSAGES.roleInvalid }),
    enrollmentNumber: enrollmentNumberField.optional(),
    firstName: personName(MESSAGES.firstNameRequired, MESSAGES.firstNameLength, SIGNUP_FIRST_NAME),
    lastName: personName(MESSAGES.lastNameRequired, MESSAGES.lastNameLength, SIGNUP_LAST_NAME),
    email: emailField,
    dialCode: dialCodeField,
    mobile: mobileField,
    address1: addressLine(MESSAGES.addressLength),
    address2: addressLine(MESSAGES.addressLength).optional().or(z.literal('')),
    pinCode: pinCodeField,
    state: z
      .string({ error: MESSAGES.stateLength })
      .trim()
      .pipe(z.literal('').or(placeName(MESSAGES.stateLength))),
    city: placeName(MESSAGES.cityLength),
    country: requiredText(MESSAGES.countryRequired),
    password: passwordField,
    confirmPassword: z.string({ error: MESSAGES.confirmPasswordRequired }).min(1, {
      error: MESSAGES.confirmPasswordRequired,
    }),
    /** The language the form was filled in: the account's e-mails and codes come in it. */
    language: languageField.optional(),
  })
  .refine((form) => form.role !== 'Advocate' || Boolean(form.enrollmentNumber), {
    error: MESSAGES.enrollmentRequired,
    path: ['enrollmentNumber'],
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: MESSAGES.passwordsMustMatch,
    path: ['confirmPassword'],
  })
  // India's state is chosen from a list: left empty it is to be selected; elsewhere it is typed, 3 characters or more.
  .refine((form) => form.state !== '', {
    error: (issue) =>
      (issue.input as { country?: unknown }).country === DEFAULT_COUNTRY
        ? MESSAGES.stateRequired
        : MESSAGES.stateLength,
    path: ['state'],
    when: noStateIssue,
  })
  .refine((form) => form.country !== DEFAULT_COUNTRY || isIndianState(form.state), {
    error: MESSAGES.stateNotInIndia,
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
