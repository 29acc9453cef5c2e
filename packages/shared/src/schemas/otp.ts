import { z } from 'zod';
import { OTP_LENGTH } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { challengeTokenField, passwordField } from './fields.ts';

export const otpField = z
  .string({ error: MESSAGES.otpSixDigits })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: MESSAGES.otpSixDigits });

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
    confirmPassword: z.string({ error: MESSAGES.confirmPasswordRequired }).min(1, {
      error: MESSAGES.confirmPasswordRequired,
    }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: MESSAGES.newPasswordMismatch,
    path: ['confirmPassword'],
  });
