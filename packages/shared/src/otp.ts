/** What a one-time code is for; a code verifies only the purpose (and user and target) it was sent for. */
export const OTP_PURPOSES = [
  'set_password',
  'reset_password',
  'change_mobile',
  'change_email',
  'verify_email',
  'verify_mobile',
] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** The header that carries a verified reset token to settings/resetPassword (spec.md §7: "forgettoken"). */
export const RESET_TOKEN_HEADER = 'forgettoken';
