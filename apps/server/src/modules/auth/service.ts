import { LOGIN_MOBILE_PATTERN, MESSAGES, type LoginInput, type SignupInput } from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { tooManyRequests, unauthorized } from '../../plugins/errors.ts';
import { recordAccess } from '../accesslog/service.ts';
import { assertContactsFree, rethrowContactTaken } from '../users/contacts.ts';
import { findUserRecord, type UserRecord } from '../users/records.ts';
import { clearFailures, isLocked, registerFailure } from './lockout.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { createSession, revokeSession, type AuthContext, type ClientInfo } from './sessions.ts';

export type SignInResult = { user: UserRecord; sessionId: string; token: string };

function byUserId(userId: string) {
  return LOGIN_MOBILE_PATTERN.test(userId) ? eq(users.mobile, userId) : eq(users.email, userId.toLowerCase());
}

/**
 * Unknown user, wrong password and deactivated account all get the same answer after the same work, so the
 * response says nothing about which accounts exist.
 */
export async function signIn(db: Database, input: LoginInput, client: ClientInfo): Promise<SignInResult> {
  const [user] = await db.select().from(users).where(byUserId(input.userId)).limit(1);
  if (!user) {
    await verifyAgainstDummy(input.password);
    await recordAccess(db, { event: 'sign_in_failed', client, userIdentifier: input.userId });
    throw unauthorized(MESSAGES.invalidCredentials);
  }
  const who = { client, userId: user.id, role: user.role, userIdentifier: input.userId };
  if (isLocked(user)) {
    await recordAccess(db, { ...who, event: 'sign_in_failed' });
    throw tooManyRequests(MESSAGES.accountLocked);
  }
  const passwordMatches = await verifyPassword(user.passwordHash, input.password);
  if (!passwordMatches) {
    await recordAccess(db, { ...who, event: 'sign_in_failed' });
    if (await registerFailure(db, user.id)) {
      await recordAccess(db, { ...who, event: 'account_locked' });
      throw tooManyRequests(MESSAGES.accountLocked);
    }
    throw unauthorized(MESSAGES.invalidCredentials);
  }
  const record = user.isActive ? await findUserRecord(db, user.id) : undefined;
  if (!record) {
    await recordAccess(db, { ...who, event: 'sign_in_failed' });
    throw unauthorized(MESSAGES.invalidCredentials);
  }
  await clearFailures(db, user);
  const session = await createSession(db, user.id, client);
  await recordAccess(db, { ...who, event: 'sign_in' });
  return { user: record, sessionId: session.id, token: session.token };
}

/** Self-service registration of an Individual or Advocate; it does not sign the person in. */
export async function signUp(db: Database, input: SignupInput, client: ClientInfo): Promise<UserRecord> {
  await assertContactsFree(db, input);

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
      enrollmentNumber: input.role === 'Advocate' ? (input.enrollmentNumber ?? null) : null,
      passwordHash,
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
