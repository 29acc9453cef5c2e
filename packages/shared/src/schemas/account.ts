import { z } from 'zod';
import { OTP_LENGTH } from '../constants.ts';
import { MESSAGE_CODES } from '../messages.ts';
import { loginUserIdField } from './auth.ts';
import {
  MOBILE_PATTERN,
  challengeTokenField,
  dialCodeField,
  emailField,
  normaliseMobile,
  passwordField,
  requiredText,
} from './fields.ts';
import { otpField } from './otp.ts';

/** The account flows of issue 9, under /api/v1/users (spec.md §7 names them). The forms use the same schemas. */

/** An ALTCHA solution (the widget's base64 payload), verified once by the server with altcha-lib. */
export const captchaField = requiredText(MESSAGE_CODES.captchaRequired);

/**
 * settings/forgetPassword: userId and the captcha. The captcha may be left out only by a signed-in user asking
 * for a code for their own e-mail (/resetpassword); the server enforces that.
 */
export const forgotPasswordSchema = z.object({
  userId: loginUserIdField,
  captchaValue: captchaField.optional(),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** The public /forgot-password form: the captcha is required there. */
export const forgotPasswordFormSchema = forgotPasswordSchema.extend({ captchaValue: captchaField });

/** The e-mail field of the signed-in /resetpassword page (spec.md §5: "Please Enter Email"). */
export const resetEmailSchema = z.object({
  email: requiredText(MESSAGE_CODES.enterEmail).pipe(z.email({ error: MESSAGE_CODES.emailInvalid })),
});

function confirmMatches(form: { password: string; confirmPassword: string }) {
  return form.password === form.confirmPassword;
}

const confirmPasswordField = requiredText(MESSAGE_CODES.confirmPasswordRequired);

/** settings/changePassword. A wrong current password is a 400 on currentPassword. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: MESSAGE_CODES.currentPasswordRequired })
      .min(1, { error: MESSAGE_CODES.currentPasswordRequired }),
    password: passwordField,
    confirmPassword: confirmPasswordField,
  })
  .refine(confirmMatches, { error: MESSAGE_CODES.newPasswordMismatch, path: ['confirmPassword'] })
  .refine((form) => form.password !== form.currentPassword, {
    error: MESSAGE_CODES.passwordSameAsCurrent,
    path: ['password'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const newMobileField = requiredText(MESSAGE_CODES.enterNewMobile)
  .transform(normaliseMobile)
  .pipe(z.string().regex(MOBILE_PATTERN, { error: MESSAGE_CODES.newMobileLength }));

/** The mobile change's code (spec.md §5: "Please enter a 6-digit OTP", without the e-mail's "valid"). */
export const mobileOtpField = z
  .string({ error: MESSAGE_CODES.mobileOtpSixDigits })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: MESSAGE_CODES.mobileOtpSixDigits });

/**
 * profile/mobileUpdate and profile/resendOtp: sends a code to the new number, once the user ticked the box (spec.md §5)
 * (consent to codes by SMS). The server also compares with the stored number, and answers 409 when another
 * account has it.
 */
export const mobileUpdateSchema = z
  .object({
    oldMobile: z.string().trim(),
    newMobile: newMobileField,
    dialCode: dialCodeField,
    consent: z
      .boolean({ error: MESSAGE_CODES.contactConsentRequired })
      .refine(Boolean, { error: MESSAGE_CODES.contactConsentRequired }),
  })
  .refine((form) => form.newMobile !== form.oldMobile, {
    error: MESSAGE_CODES.newMobileSameAsOld,
    path: ['newMobile'],
  });
export type MobileUpdateInput = z.infer<typeof mobileUpdateSchema>;

/** profile/verifyOtp: the code of a change_mobile challenge; newMobile and dialCode must be its target. */
export const mobileOtpVerificationSchema = z.object({
  otp: mobileOtpField,
  token: challengeTokenField,
  newMobile: newMobileField,
  dialCode: dialCodeField,
});
export type MobileOtpVerificationInput = z.infer<typeof mobileOtpVerificationSchema>;

/** profile/sendEmailVerificationContact: sends a code to the new e-mail (409 when another account has it). */
export const emailChangeSchema = z
  .object({
    email: requiredText(MESSAGE_CODES.newEmailInvalid)
      .pipe(z.email({ error: MESSAGE_CODES.newEmailInvalid }))
      .pipe(emailField),
    oldEmail: z.string().trim().toLowerCase(),
  })
  .refine((form) => form.email !== form.oldEmail, {
    error: MESSAGE_CODES.newEmailSameAsOld,
    path: ['email'],
  });
export type EmailChangeInput = z.infer<typeof emailChangeSchema>;

/** profile/emailContactOTPVerification: the code of a change_email challenge; the new e-mail is its target. */
export const emailOtpVerificationSchema = z.object({
  otp: otpField,
  token: challengeTokenField,
  oldEmail: z.string().trim().toLowerCase(),
});
export type EmailOtpVerificationInput = z.infer<typeof emailOtpVerificationSchema>;
