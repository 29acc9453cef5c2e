import {
  LOGIN_MOBILE_PATTERN,
  MESSAGES,
  SIGN_IN_CAPTCHA,
  type LoginInput,
  type SignupInput,
} from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { forbidden, unauthorized } from '../../plugins/errors.ts';
import { recordAccess } from '../accesslog/service.ts';
import type { Captcha } from '../account/captcha.ts';
import { assertContactsFree, rethrowContactTaken } from '../users/contacts.ts';
import { assertEnrollmentFree } from '../users/enrollment.ts';
import { findUserRecord, type UserRecord } from '../users/records.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { createSession, revokeSession, type AuthContext, type ClientInfo } from './sessions.ts';
import { countAttempt, forgiveFailures, signInIdentifier } from './sign-in-failures.ts';

export type SignInResult = { user: UserRecord; sessionId: string; token: string };

type UserRow = typeof users.$inferSelect;

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
  const byIdentifier = LOGIN_MOBILE_PATTERN.test(identifier)
    ? eq(users.mobile, identifier)
    : eq(users.email, identifier);
  const [user] = await db.select().from(users).where(byIdentifier).limit(1);
  const passwordMatches = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
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
  const enrollmentNumber = input.role === 'Advocate' ? (input.enrollmentNumber ?? null) : null;
  await assertContactsFree(db, input);
  await assertEnrollmentFree(db, enrollmentNumber);

  const passwordHash = await hashPassword(input.password);
  const inserted = await db
    .insert(users)
    .values({
      role: input.role,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      dialCode: input.dialCode,
      mobile: input.mobile,
      country: input.country,
      address1: input.address1,
      address2: input.address2 || null,
      pinCode: input.pinCode,
      state: input.state,
      city: input.city,
      enrollmentNumber,
      passwordHash,
      language: input.language,
      contactsVerifiedAt: null,
    })
    .returning({ id: users.id })
    .catch(rethrowContactTaken);
  const record = inserted[0] && (await findUserRecord(db, inserted[0].id));
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
