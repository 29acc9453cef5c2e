import { LOGIN_MOBILE_PATTERN, MESSAGES, type ChangePasswordInput } from '@nyaya/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { users } from '../../core/db/schema/index.ts';
import { badRequest } from '../../core/errors.ts';
import { recordAccess } from '../../core/access-log.ts';
import { hashPassword, verifyPassword } from '../../core/passwords.ts';
import { contactsVerified } from '../users/index.ts';
import { revokeOtherSessions, type AuthContext, type ClientInfo } from '../../core/sessions/sessions.ts';
import type { Notifier } from '../../core/notifications/notifier.ts';
import {
  codeSentWithinInterval,
  deliverPasswordCode,
  issueDecoyOtp,
  issueOtp,
  openChallengeOf,
  PASSWORD_PURPOSES,
} from '../otp/index.ts';

type Log = { error: (details: object, message: string) => void };
export type PasswordCodeContext = {
  notifier: Notifier;
  origin: string;
  client: ClientInfo;
  log: Log;
  resendAfterSeconds: number;
};

function byUserId(userId: string) {
  return LOGIN_MOBILE_PATTERN.test(userId) ? eq(users.mobile, userId) : eq(users.email, userId.toLowerCase());
}

/** What sending an account a password code needs of it. */
const CODE_RECIPIENT = {
  id: users.id,
  role: users.role,
  email: users.email,
  dialCode: users.dialCode,
  mobile: users.mobile,
  language: users.language,
};

/**
 * Forgot password: a reset code for the account of an e-mail or mobile, to its e-mail and mobile. An unknown,
 * deactivated or unverified account (whose contacts may be someone else's) gets a decoy challenge instead, and
 * delivery happens after the answer, so neither the answer, its token nor its timing tells whether the account
 * exists. Returns the challenge's token.
 */
export async function requestPasswordCode(
  db: Database,
  userId: string,
  context: PasswordCodeContext,
): Promise<string> {
  const [user] = await db
    .select(CODE_RECIPIENT)
    .from(users)
    .where(and(byUserId(userId), eq(users.isActive, true), contactsVerified));
  const timing = { resendAfterSeconds: context.resendAfterSeconds };
  // Every request leaves a decoy challenge for the identifier asked, which keeps the resend interval per identifier
  // (429 within it, known account or not): kept per account, asking by e-mail and then by mobile would answer 429
  // exactly when the two are one account's. An account sent a code within the interval gets no second one: the
  // answer is the decoy's token, and the code already sent stays good.
  const decoy = await issueDecoyOtp(db, { purpose: 'reset_password', target: userId.toLowerCase() }, timing);
  if (!user || (await codeSentWithinInterval(db, { userId: user.id, purpose: 'reset_password' }, timing)))
    return decoy;

  const issued = await issueOtp(
    db,
    { userId: user.id, purpose: 'reset_password', target: user.email },
    timing,
  );
  await recordAccess(db, {
    event: 'reset_code_sent',
    client: context.client,
    userId: user.id,
    role: user.role,
    userIdentifier: userId,
  });
  const request = { user, purpose: 'reset_password', origin: context.origin } as const;
  // deliverPasswordCode logs a failure and withdraws the code; the caller was answered already.
  void deliverPasswordCode(db, context.notifier, request, issued, context.log).catch(() => undefined);
  return issued.token;
}

/**
 * The reset page's Resend: a new code in place of the one the token stands for, sent where that one went, after the
 * resend interval (429 within it). A decoy's token gets another decoy, as a real one gets a code, so this tells no
 * more than forgot password. Returns the new challenge's token; the old one no longer works.
 */
export async function resendPasswordCode(
  db: Database,
  token: string,
  context: PasswordCodeContext,
): Promise<string> {
  const { userId, purpose, target } = await openChallengeOf(db, token, PASSWORD_PURPOSES);
  const timing = { resendAfterSeconds: context.resendAfterSeconds };
  const [user] = userId
    ? await db
        .select(CODE_RECIPIENT)
        .from(users)
        .where(and(eq(users.id, userId), eq(users.isActive, true)))
    : [];
  if (!user) return issueDecoyOtp(db, { purpose, target }, timing);

  const issued = await issueOtp(db, { userId: user.id, purpose, target: user.email }, timing);
  await recordAccess(db, {
    event: 'reset_code_sent',
    client: context.client,
    userId: user.id,
    role: user.role,
    userIdentifier: user.email,
  });
  const request = { user, purpose, origin: context.origin } as const;
  void deliverPasswordCode(db, context.notifier, request, issued, context.log).catch(() => undefined);
  return issued.token;
}

/**
 * Change password: the current one must match; the new one is saved and every other session of the user ends
 * (the current one stays). Returns the ended sessions, whose sockets the caller must close.
 */
export async function changePassword(
  db: Database,
  auth: AuthContext,
  input: ChangePasswordInput,
  client: ClientInfo,
): Promise<string[]> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, auth.user.id));
  if (!row || !(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw badRequest(MESSAGES.currentPasswordWrong, 'currentPassword');
  }
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, auth.user.id));
    const ended = await revokeOtherSessions(tx, auth);
    await recordAccess(tx, {
      event: 'password_changed',
      client,
      userId: auth.user.id,
      role: auth.user.role,
      userIdentifier: auth.user.email,
    });
    return ended;
  });
}
