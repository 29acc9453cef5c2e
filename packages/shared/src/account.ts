/** Answers of the account flows (issue 9). */

/** A code was sent (or, for an unknown userId, pretends to have been): the token names its challenge. */
export type OtpSent = { token: string; resendAfterSeconds: number };

/**
 * POST /auth/resendOTP: the codes that verify a signed-up account's e-mail and mobile, each with where it went
 * (the e-mail, and the mobile with its dial code) and how many seconds from now another may be asked for.
 * `earlier` says they are codes sent before this request and still valid (asked for with `resume`), not new ones;
 * `sentAt` (ISO) is when they were sent.
 */
export type VerificationCodesSent = {
  email: OtpSent & { to: string };
  mobile: OtpSent & { to: string };
  sentAt: string;
  earlier: boolean;
};

/** GET /api/v1/users/profile. */
export type Profile = {
  firstName: string;
  lastName: string;
  email: string;
  dialCode: string;
  mobile: string;
  country: string;
};

/** The ALTCHA challenge at GET /api/v1/auth/captcha, served bare (not in {status, data}) as the widget wants. */
export const CAPTCHA_PATH = '/api/v1/auth/captcha';
