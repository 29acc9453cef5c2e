import { z } from 'zod';
import { OTP_LENGTH } from '../constants.ts';
import { MESSAGE_CODES } from '../messages.ts';
import { challengeTokenField, passwordField } from './fields.ts';

export const otpField = z
  .string({ error: MESSAGE_CODES.otpSixDigits })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: MESSAGE_CODES.otpSixDigits });

/** Verifies the code of a challenge (spec.md §7: profile/emailOTPVerification {otp, token}). */
export const otpVerificationSchema = z.object({
  otp: otpField,
  token: challengeTokenField,
});

/** A new code in place of a password code's, asked for with its token (the reset page's Resend). */
export const passwordCodeResendSchema = z.object({ token: challengeTokenField });

/** The new password after a verified code (spec.md §7: settings/resetPassword, token in the forgettoken header). */
export const resetPasswordSchema = z
  .object({
    password: passwordField,
    confirmPassword: z.string({ error: MESSAGE_CODES.confirmPasswordRequired }).min(1, {
      error: MESSAGE_CODES.confirmPasswordRequired,
    }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: MESSAGE_CODES.newPasswordMismatch,
    path: ['confirmPassword'],
  });
