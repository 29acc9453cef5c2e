import {
  MESSAGES,
  type ContactsVerificationInput,
  type OtpPurpose,
  type VerificationCodesSent,
} from '@nyaya/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { users } from '../../core/db/schema/index.ts';
import { AppError, badRequest } from '../../core/errors.ts';
import {
  assertCodesLeftToday,
  type ContactCodeContext,
  mobileCodeTarget,
  sendContactCode,
} from '../account/index.ts';
import type { Notifier } from '../../core/notifications/notifier.ts';
import { textsIn } from '../../core/notifications/texts.ts';
import { consumeOtp, pendingOtps, verifyOtp, type TokenOf } from '../otp/index.ts';
import { assertContactsFree, removeUnverifiedHolders, rethrowContactTaken } from '../users/index.ts';

type Contacts = Pick<typeof users.$inferSelect, 'id' | 'email' | 'dialCode' | 'mobile' | 'language'>;

const mobileTarget = ({ dialCode, mobile }: Pick<Contacts, 'dialCode' | 'mobile'>) =>
  mobileCodeTarget(dialCode, mobile);
/** Where the codes went, as the step shows it: the e-mail, and the mobile with its dial code. */
const shownMobile = ({ dialCode, mobile }: Pick<Contacts, 'dialCode' | 'mobile'>) => `+${dialCode} ${mobile}`;

/**
 * POST /auth/resendOTP: a code to the e-mail and another to the mobile of a signed-up account, each replacing the
 * one sent before (and refused within the resend interval of it).
 */
export async function sendVerificationCodes(
  db: Database,
  notifier: Notifier,
  user: Contacts,
  sending: ContactCodeContext,
): Promise<VerificationCodesSent> {
  const texts = textsIn(user.language);
  const mobile = mobileTarget(user);
  // Both codes or neither: a mobile past its day's cap must not leave the e-mail's code sent alone.
  await assertCodesLeftToday(db, [user.email, mobile]);
  const emailToken = await sendContactCode(
    db,
    { userId: user.id, purpose: 'verify_email', target: user.email },
    (code) => {
      const mail = texts.verifyEmail(code);
      return notifier.email(user.email, mail.subject, mail.text);
    },
    sending,
  );
  const mobileToken = await sendContactCode(
    db,
    { userId: user.id, purpose: 'verify_mobile', target: mobile },
    (code) => notifier.sms(mobile, texts.verifyMobile(code)),
    sending,
  );
  const { resendAfterSeconds } = sending;
  return {
    email: { token: emailToken, resendAfterSeconds, to: user.email },
    mobile: { token: mobileToken, resendAfterSeconds, to: shownMobile(user) },
    sentAt: new Date().toISOString(),
    earlier: false,
  };
}

/**
 * The account's codes sent earlier that can still be entered, one to its e-mail and one to its mobile as they are
 * now, with their tokens made again (never the codes); null when either is missing (used, expired, out of tries,
 * replaced, sent to a former contact, or issued with a token that cannot be made again). Another may be asked for
 * after what is left of the resend interval since the later of the two.
 */
export async function pendingVerificationCodes(
  db: Database,
  user: Contacts,
  { tokenOf, resendAfterSeconds }: { tokenOf: TokenOf; resendAfterSeconds: number },
  now = new Date(),
): Promise<VerificationCodesSent | null> {
  const purposes = ['verify_email', 'verify_mobile'] as const;
  const pending = await pendingOtps(db, { userId: user.id, purposes, tokenOf }, now);
  const email = pending.find((code) => code.purpose === 'verify_email' && code.target === user.email);
  const mobile = pending.find(
    (code) => code.purpose === 'verify_mobile' && code.target === mobileTarget(user),
  );
  if (!email || !mobile) return null;
  const sentTimes = [email.lastSentAt.getTime(), mobile.lastSentAt.getTime()];
  const resendAt = Math.max(...sentTimes) + resendAfterSeconds * 1000;
  const left = Math.max(0, Math.ceil((resendAt - now.getTime()) / 1000));
  return {
    email: { token: email.token, resendAfterSeconds: left, to: user.email },
    mobile: { token: mobile.token, resendAfterSeconds: left, to: shownMobile(user) },
    sentAt: new Date(Math.min(...sentTimes)).toISOString(),
    earlier: true,
  };
}

/** Checks one code; its refusal names the box it was typed in (emailOtp or mobileOtp). */
async function verifyCode(db: Database, token: string, code: string, purpose: OtpPurpose, field: string) {
  try {
    return await verifyOtp(db, { token, code, purposes: [purpose] });
  } catch (error) {
    if (error instanceof AppError) throw new AppError(error.statusCode, error.message, field);
    throw error;
  }
}

/**
 * POST /auth/verifyOTP: both codes right, for the account's e-mail and mobile as they are now, verify them
 * (using up both codes); the account may then sign in. The first to verify keeps the e-mail and mobile: 409 when
 * another account verified either meanwhile, and the other unverified accounts holding either are removed.
 */
export async function verifyContacts(db: Database, input: ContactsVerificationInput): Promise<void> {
  const email = await verifyCode(db, input.emailToken, input.emailOtp, 'verify_email', 'emailOtp');
  const mobile = await verifyCode(db, input.mobileToken, input.mobileOtp, 'verify_mobile', 'mobileOtp');
  if (email.userId !== mobile.userId) throw badRequest(MESSAGES.verificationFailed, 'mobileOtp');
  const [user] = await db.select().from(users).where(eq(users.id, email.userId));
  if (!user || email.target !== user.email || mobile.target !== mobileTarget(user)) {
    throw badRequest(MESSAGES.contactChanged);
  }
  await db.transaction(async (tx) => {
    await consumeOtp(tx, input.emailToken, ['verify_email']);
    await consumeOtp(tx, input.mobileToken, ['verify_mobile']);
    await assertContactsFree(tx, user, user.id);
    await tx
      .update(users)
      .set({ contactsVerifiedAt: new Date() })
      .where(and(eq(users.id, user.id), isNull(users.contactsVerifiedAt)))
      .catch(rethrowContactTaken);
    await removeUnverifiedHolders(tx, user, user.id);
  });
}
