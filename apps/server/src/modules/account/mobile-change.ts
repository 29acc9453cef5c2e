import {
  MESSAGES,
  OTP_TTL_MINUTES,
  type MobileOtpVerificationInput,
  type MobileUpdateInput,
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
import { assertMobileFree } from './contact-owner.ts';
import { loadProfile } from './profile.ts';

type Log = { error: (details: object, message: string) => void };

/** The code's target: dial code and number (a mobile is always MOBILE_LENGTH digits, so this is unambiguous). */
function mobileTarget({ dialCode, newMobile }: { dialCode: string; newMobile: string }): string {
  return `+${dialCode}${newMobile}`;
}

/**
 * profile/mobileUpdate and profile/resendOtp: a change_mobile code texted to the new number, which must differ
 * from the stored one and be no other account's. A text that cannot be sent withdraws its code (503).
 */
export async function sendMobileCode(
  db: Database,
  notifier: Notifier,
  { auth, input, log }: { auth: AuthContext; input: MobileUpdateInput; log: Log },
): Promise<string> {
  const { user } = auth;
  if (input.newMobile === user.mobile && input.dialCode === user.dialCode) {
    throw badRequest(MESSAGES.newMobileSameAsOld, 'newMobile');
  }
  await assertMobileFree(db, input.newMobile, user.id);
  const target = mobileTarget(input);
  const { token, code, challengeId } = await issueOtp(db, {
    userId: user.id,
    purpose: 'change_mobile',
    target,
  });
  const text = `Your Nyaya Live code to change your mobile number is ${code} (valid ${OTP_TTL_MINUTES} minutes).`;
  try {
    await notifier.sms(target, text);
  } catch (error) {
    log.error({ err: error, userId: user.id }, 'mobile change code not delivered');
    await withdrawOtp(db, challengeId);
    throw serviceUnavailable(MESSAGES.otpSendFailed);
  }
  return token;
}

/**
 * profile/verifyOtp: the code must be this user's change_mobile code for exactly this number; the number is
 * checked again for another owner when it is saved.
 */
export async function verifyMobileCode(
  db: Database,
  { auth, input, client }: { auth: AuthContext; input: MobileOtpVerificationInput; client: ClientInfo },
): Promise<Profile> {
  const { user } = auth;
  const challenge = await verifyOtp(db, { token: input.token, code: input.otp, purposes: ['change_mobile'] });
  if (challenge.userId !== user.id || challenge.target !== mobileTarget(input)) {
    throw badRequest(MESSAGES.verificationFailed, 'otp');
  }
  await db.transaction(async (tx) => {
    await consumeOtp(tx, input.token, ['change_mobile']);
    await assertMobileFree(tx, input.newMobile, user.id);
    await tx
      .update(users)
      .set({ mobile: input.newMobile, dialCode: input.dialCode })
      .where(eq(users.id, user.id))
      .catch(rethrowContactTaken);
    await recordAccess(tx, {
      event: 'contact_changed',
      client,
      userId: user.id,
      role: user.role,
      userIdentifier: user.email,
      detail: 'mobile',
    });
  });
  return loadProfile(db, user.id);
}
