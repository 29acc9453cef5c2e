import { MESSAGES, type OtpPurpose } from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { users } from '../../core/db/schema/index.ts';
import { serviceUnavailable } from '../../core/errors.ts';
import { recordAccess } from '../../core/access-log.ts';
import type { AuthContext, ClientInfo } from '../../core/sessions/sessions.ts';
import { consumeOtp, issueOtp, withdrawCodesSentTo, withdrawOtp, type TokenOf } from '../otp/index.ts';
import { removeUnverifiedHolders, rethrowContactTaken } from '../users/index.ts';
import { countCode, uncountCode } from './contact-code-cap.ts';

export type Log = { error: (details: object, message: string) => void };
/**
 * Where a failed delivery is logged, how soon another code may follow, and, for a code whose token is to be handed
 * out again, how its token is made (otp/service.ts TokenOf).
 */
export type ContactCodeContext = { log: Log; resendAfterSeconds: number; tokenOf?: TokenOf };
type ContactPurpose = Extract<OtpPurpose, 'change_mobile' | 'change_email'>;
/** The codes sent to a contact to show it is the user's: a new one, or those of a new account. */
type ContactCodePurpose = ContactPurpose | Extract<OtpPurpose, 'verify_email' | 'verify_mobile'>;

/** Where a mobile's code is texted: '+', dial code and number (a mobile is always MOBILE_LENGTH digits). */
export const mobileCodeTarget = (dialCode: string, mobile: string) => `+${dialCode}${mobile}`;

type Contacts = { email: string; dialCode: string; mobile: string };

/** Where the account's codes went that it no longer reaches after a change: its former e-mail and mobile. */
export function formerCodeTargets(before: Contacts, after: Partial<Contacts>): string[] {
  const targets = [];
  if (after.email !== undefined && after.email !== before.email) targets.push(before.email);
  const mobile = mobileCodeTarget(before.dialCode, before.mobile);
  const { dialCode = before.dialCode, mobile: number = before.mobile } = after;
  if (mobileCodeTarget(dialCode, number) !== mobile) targets.push(mobile);
  return targets;
}

/**
 * Issues a code for a mobile or e-mail no account has verified yet (a new contact, or a new account's) and hands it
 * to `deliver`; the code counts towards the target's daily cap (contact-code-cap.ts), whoever asked. A code that
 * cannot be delivered is withdrawn (503), so it neither lingers, holds back a resend nor counts. Returns the
 * challenge token.
 */
export async function sendContactCode(
  db: Database,
  { userId, purpose, target }: { userId: string; purpose: ContactCodePurpose; target: string },
  deliver: (code: string) => Promise<void>,
  { log, resendAfterSeconds, tokenOf }: ContactCodeContext,
): Promise<string> {
  const counted = await countCode(db, target);
  const issued = await issueOtp(db, { userId, purpose, target }, { resendAfterSeconds }, tokenOf).catch(
    async (error: unknown) => {
      await uncountCode(db, counted);
      throw error;
    },
  );
  try {
    await deliver(issued.code);
  } catch (error) {
    log.error({ err: error, userId, purpose }, 'contact code not delivered');
    await withdrawOtp(db, issued.challengeId);
    await uncountCode(db, counted);
    throw serviceUnavailable(MESSAGES.otpSendFailed);
  }
  return issued.token;
}

/**
 * Uses up a verified contact code and saves the new contact in one transaction, after `assertFree` checks
 * again that no other account took it meanwhile; the change goes to the access log.
 */
export async function saveContact(
  db: Database,
  {
    auth,
    client,
    token,
    purpose,
    changes,
    assertFree,
  }: {
    auth: AuthContext;
    client: ClientInfo;
    token: string;
    purpose: ContactPurpose;
    changes: Partial<Pick<typeof users.$inferInsert, 'email' | 'mobile' | 'dialCode'>>;
    assertFree: (tx: Database) => Promise<void>;
  },
): Promise<void> {
  const { user } = auth;
  await db.transaction(async (tx) => {
    await consumeOtp(tx, token, [purpose]);
    await assertFree(tx);
    await tx.update(users).set(changes).where(eq(users.id, user.id)).catch(rethrowContactTaken);
    await removeUnverifiedHolders(tx, changes, user.id);
    await withdrawCodesSentTo(tx, user.id, formerCodeTargets(user, changes));
    await recordAccess(tx, {
      event: 'contact_changed',
      client,
      userId: user.id,
      role: user.role,
      userIdentifier: user.email,
      detail: purpose === 'change_email' ? 'email' : 'mobile',
    });
  });
}
