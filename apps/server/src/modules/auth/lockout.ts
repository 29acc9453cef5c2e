import { LOGIN_LOCKOUT } from '@nyaya/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/index.ts';

const MINUTE_MS = 60_000;

export function isLocked(user: Pick<UserRow, 'lockedUntil'>, now = new Date()): boolean {
  return user.lockedUntil !== null && user.lockedUntil > now;
}

/**
 * Counts a failed sign-in inside the rolling window (one UPDATE, so concurrent failures all count) and locks
 * the account once the window holds LOGIN_LOCKOUT.maxFailures. Returns true when this failure locked it.
 */
export async function registerFailure(db: Database, userId: string, now = new Date()): Promise<boolean> {
  const windowStart = new Date(now.getTime() - LOGIN_LOCKOUT.windowMinutes * MINUTE_MS).toISOString();
  const windowExpired = sql`(${users.firstFailedLoginAt} is null or ${users.firstFailedLoginAt} < ${windowStart}::timestamptz)`;
  const [row] = await db
    .update(users)
    .set({
      failedLoginCount: sql`case when ${windowExpired} then 1 else ${users.failedLoginCount} + 1 end`,
      firstFailedLoginAt: sql`case when ${windowExpired} then ${now.toISOString()}::timestamptz else ${users.firstFailedLoginAt} end`,
    })
    .where(eq(users.id, userId))
    .returning({ failures: users.failedLoginCount });
  if (!row || row.failures < LOGIN_LOCKOUT.maxFailures) return false;

  await db
    .update(users)
    .set({
      lockedUntil: new Date(now.getTime() + LOGIN_LOCKOUT.lockMinutes * MINUTE_MS),
      failedLoginCount: 0,
      firstFailedLoginAt: null,
    })
    .where(eq(users.id, userId));
  return true;
}

export async function clearFailures(db: Database, user: UserRow): Promise<void> {
  if (user.failedLoginCount === 0 && user.lockedUntil === null) return;
  await db
    .update(users)
    .set({ failedLoginCount: 0, firstFailedLoginAt: null, lockedUntil: null })
    .where(eq(users.id, user.id));
}
