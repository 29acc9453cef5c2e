import type { SiteLanguage } from '@nyaya/shared';
import type { Database } from '../../core/db/client.ts';
import type { Notifier } from '../../core/notifications/notifier.ts';
import { textsIn } from '../../core/notifications/texts.ts';
import { serviceUnavailable } from '../../core/errors.ts';
import { issueOtp, withdrawOtp, type IssuedOtp } from './service.ts';

/** The two purposes a code sets a password for; emailOTPVerification and resetPassword accept both. */
export const PASSWORD_PURPOSES = ['set_password', 'reset_password'] as const;
export type PasswordPurpose = (typeof PASSWORD_PURPOSES)[number];

export type Recipient = {
  id: string;
  email: string;
  dialCode: string;
  mobile: string;
  language: SiteLanguage;
};

/** The web page that takes the code and the new password (apps/web: /reset-password). */
export function passwordCodeLink(origin: string, token: string): string {
  return `${origin}/reset-password?token=${token}`;
}

type Log = { error: (details: object, message: string) => void };
type PasswordCodeRequest = { user: Recipient; purpose: PasswordPurpose; origin: string };

/**
 * Issues a code for setting the password and sends it (see deliverPasswordCode); returns the code's token.
 */
export async function sendPasswordCode(
  db: Database,
  notifier: Notifier,
  request: PasswordCodeRequest,
  log: Log,
): Promise<string> {
  const { user, purpose } = request;
  const issued = await issueOtp(db, { userId: user.id, purpose, target: user.email });
  await deliverPasswordCode(db, notifier, request, issued, log);
  return issued.token;
}

/**
 * Sends an issued code by e-mail, which must arrive (if it cannot, the code is withdrawn, so it neither lingers
 * nor holds back a resend, and the caller gets a 503), and by SMS, which is a courtesy: its failure is only
 * logged.
 */
export async function deliverPasswordCode(
  db: Database,
  notifier: Notifier,
  { user, purpose, origin }: PasswordCodeRequest,
  { token, code, challengeId }: IssuedOtp,
  log: Log,
): Promise<void> {
  const message =
    purpose === 'set_password' ? textsIn(user.language).setPassword : textsIn(user.language).resetPassword;
  const { subject, text } = message(code, passwordCodeLink(origin, token));
  try {
    await notifier.email(user.email, subject, text);
  } catch (error) {
    log.error({ err: error, userId: user.id }, 'password code e-mail not delivered');
    await withdrawOtp(db, challengeId);
    throw serviceUnavailable();
  }
  await notifier.sms(`+${user.dialCode}${user.mobile}`, text).catch((error: unknown) => {
    log.error({ err: error, userId: user.id }, 'password code SMS not delivered');
  });
}
