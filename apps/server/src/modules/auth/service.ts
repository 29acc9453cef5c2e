import {
  LOGIN_MOBILE_PATTERN,
  MESSAGES,
  SIGN_IN_CAPTCHA,
  type LoginInput,
  type SignupInput,
} from '@nyaya/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { users } from '../../core/db/schema/index.ts';
import { forbidden, unauthorized } from '../../core/errors.ts';
import { recordAccess } from '../../core/access-log.ts';
import type { Captcha } from '../account/index.ts';
import { insertUser, personColumns } from '../users/index.ts';
import { findUserRecord, type UserRecord } from '../../core/user-records.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../core/passwords.ts';
import {
  createSession,
  revokeSession,
  type AuthContext,
  type ClientInfo,
} from '../../core/sessions/sessions.ts';
import { countAttempt, forgiveFailures, signInIdentifier } from '../../core/sign-in-failures.ts';

export type SignInResult = { user: UserRecord; sessionId: string; token: string };

type UserRow = typeof users.$inferSelect;

/**
 * How many unverified accounts holding one e-mail or mobile a password is tried against (the newest): sign-ups
 * claim their contacts only once verified, so several may hold one until the first verifies.
 */
const UNVERIFIED_CANDIDATES = 3;

/**
 * The account an e-mail or mobile and a password open: the verified account holding the identifier, else the one
 * of its newest unverified holders whose password it is (the one signing up, asking for its codes).
 */
async function accountOpenedBy(db: Database, identifier: string, password: string) {
  const byIdentifier = LOGIN_MOBILE_PATTERN.test(identifier)
    ? eq(users.mobile, identifier)
    : eq(users.email, identifier);
  const holders = await db
    .select()
    .from(users)
    .where(byIdentifier)
    .orderBy(sql`${users.contactsVerifiedAt} is null`, desc(users.createdAt))
    .limit(UNVERIFIED_CANDIDATES);
  const candidates = holders[0]?.contactsVerifiedAt ? holders.slice(0, 1) : holders;
  if (candidates.length === 0)
    return { user: undefined, passwordMatches: await verifyAgainstDummy(password) };
  for (const candidate of candidates) {
    if (await verifyPassword(candidate.passwordHash, password))
      return { user: candidate, passwordMatches: true };
  }
  return { user: candidates[0], passwordMatches: false };
}

/**
 * The account a user id and password open. Failures are counted per identifier typed, so an unknown user id gets
 * the same answers as a known one with a wrong password, after the same work, at every step: first 401, then a
 * captcha before any password is checked. No answer tells which accounts exist, and no number of failures locks
 * the owner out. Only the right password of an account an administrator deactivated learns that it is locked.
 */
export async function checkCredentials(
  { db, captcha }: { db: Database; captcha: Captcha },
  input: LoginInput,
  client: ClientInfo,
): Promise<UserRow> {
  const identifier = signInIdentifier(input.userId);
  if ((await countAttempt(db, identifier)) > SIGN_IN_CAPTCHA.afterFailures) {
    await captcha.verify(input.captchaValue, MESSAGES.signInCaptchaRequired);
  }
  const { user, passwordMatches } = await accountOpenedBy(db, identifier, input.password);
  const who = { client, userId: user?.id, role: user?.role, userIdentifier: input.userId };
  if (!user || !passwordMatches) {
    await recordAccess(db, { ...who, event: 'sign_in_failed' });
    throw unauthorized(MESSAGES.invalidCredentials);
  }
  if (!user.isActive) {
    await recordAccess(db, { ...who, event: 'sign_in_failed' });
    throw forbidden(MESSAGES.accountLocked);
  }
  await forgiveFailures(db, [identifier]);
  return user;
}

export async function signIn(
  deps: { db: Database; captcha: Captcha },
  input: LoginInput,
  client: ClientInfo,
): Promise<SignInResult> {
  const { db } = deps;
  const user = await checkCredentials(deps, input, client);
  // A signed-up account signs in once its e-mail and mobile are verified (contacts-verification.ts).
  if (!user.contactsVerifiedAt) throw forbidden(MESSAGES.contactsUnverified);
  const record = await findUserRecord(db, user.id);
  if (!record) throw new Error('A signed-in user has no record');
  const session = await createSession(db, user.id, client);
  await recordAccess(db, {
    client,
    userId: user.id,
    role: user.role,
    userIdentifier: input.userId,
    event: 'sign_in',
  });
  return { user: record, sessionId: session.id, token: session.token };
}

/**
 * Self-service registration of an Individual or Advocate; it does not sign the person in, who first verifies the
 * e-mail and mobile (contacts-verification.ts).
 */
export async function signUp(db: Database, input: SignupInput, client: ClientInfo): Promise<UserRecord> {
  // An Advocate stays unverified (no lobby) until the control room checks the enrollment against the roll.
  const row = await insertUser(db, {
    ...personColumns(input),
    country: input.country,
    address1: input.address1,
    address2: input.address2 || null,
    pinCode: input.pinCode,
    state: input.state,
    city: input.city,
    passwordHash: await hashPassword(input.password),
    language: input.language,
    contactsVerifiedAt: null,
  });
  const record = await findUserRecord(db, row.id);
  if (!record) throw new Error('Signed-up user not found');
  await recordAccess(db, {
    event: 'signup',
    client,
    userId: record.id,
    role: record.role,
    userIdentifier: input.email,
  });
  return record;
}

export async function signOut(db: Database, auth: AuthContext, client: ClientInfo): Promise<void> {
  await revokeSession(db, auth.sessionId);
  await recordAccess(db, {
    event: 'sign_out',
    client,
    userId: auth.user.id,
    role: auth.user.role,
    userIdentifier: auth.user.email,
  });
}
