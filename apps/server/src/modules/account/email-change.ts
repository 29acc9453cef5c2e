import {
  MESSAGES,
  OTP_TTL_MINUTES,
  type EmailChangeInput,
  type EmailOtpVerificationInput,
  type Profile,
} from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { badRequest, serviceUnavailable } from '../../plugins/errors.ts';
import { recordAccess } from '../accesslog/service.ts';
import type { AuthContext, ClientInfo } from '../auth/sessions.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { consumeOtp, issueOtp, verifyOtp, withdrawOtp } from '../otp/service.ts';
import { rethrowContactTaken } from '../users/contacts.ts';
import { assertEmailFree } from './contact-owner.ts';
import { loadProfile } from './profile.ts';

type Log = { error: (details: object, message: string) => void };

/**
 * profile/sendEmailVerificationContact: a change_email code e-mailed to the new address, which must differ
 * from the stored one and be no other account's. A message that cannot be sent withdraws its code (503).
 */
export async function sendEmailCode(
  db: Database,
  notifier: Notifier,
  { auth, input, log }: { auth: AuthContext; input: EmailChangeInput; log: Log },
): Promise<string> {
  const { user } = auth;
  if (input.email === user.email) throw badRequest(MESSAGES.newEmailSameAsOld, 'email');
  await assertEmailFree(db, input.email, user.id);
  const { token, code, challengeId } = await issueOtp(db, {
    userId: user.id,
    purpose: 'change_email',
    target: input.email,
  });
  const text = `Your Nyaya Live code to confirm this e-mail address is ${code} (valid ${OTP_TTL_MINUTES} minutes).`;
  try {
    await notifier.email(input.email, 'Confirm your new Nyaya Live e-mail address', text);
  } catch (error) {
    log.error({ err: error, userId: user.id }, 'e-mail change code not delivered');
    await withdrawOtp(db, challengeId);
    throw serviceUnavailable(MESSAGES.otpSendFailed);
  }
  return token;
}

/**
 * profile/emailContactOTPVerification: the e-mail the change started from must still be the stored one, and the
 * code this user's change_email code; its target becomes the e-mail, checked again for another owner.
 */
export async function verifyEmailCode(
  db: Database,
  { auth, input, client }: { auth: AuthContext; input: EmailOtpVerificationInput; client: ClientInfo },
): Promise<Profile> {
  const { user } = auth;
  if (input.oldEmail !== user.email) throw badRequest(MESSAGES.contactChanged, 'oldEmail');
  const challenge = await verifyOtp(db, { token: input.token, code: input.otp, purposes: ['change_email'] });
  if (challenge.userId !== user.id) throw badRequest(MESSAGES.verificationFailed, 'otp');
  await db.transaction(async (tx) => {
    await consumeOtp(tx, input.token, ['change_email']);
    await assertEmailFree(tx, challenge.target, user.id);
    await tx
      .update(users)
      .set({ email: challenge.target })
      .where(eq(users.id, user.id))
      .catch(rethrowContactTaken);
    await recordAccess(tx, {
      event: 'contact_changed',
      client,
      userId: user.id,
      role: user.role,
      userIdentifier: user.email,
      detail: 'email',
    });
  });
  return loadProfile(db, user.id);
}
