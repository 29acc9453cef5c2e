import { LOGIN_MOBILE_PATTERN, SIGN_IN_CAPTCHA } from '@nyaya/shared';
import { inArray, lt, sql } from 'drizzle-orm';
import type { Database } from './db/client.ts';
import { signInFailures } from './db/schema/index.ts';

const WINDOW_MS = SIGN_IN_CAPTCHA.windowMinutes * 60_000;

/** The user id as sign-in looks it up: a mobile as typed, an e-mail in lower case. */
export function signInIdentifier(userId: string): string {
  return LOGIN_MOBILE_PATTERN.test(userId) ? userId : userId.toLowerCase();
}

/**
 * Counts an attempt for the identifier as a failure before its password is checked (a success forgives it
 * with `forgiveFailures`), so concurrent attempts cannot all slip in under the threshold. One upsert: a
 * count whose window has passed starts again at 1. Returns the failures in the window, this attempt
 * included; rows past the window are pruned on the way.
 */
export async function countAttempt(db: Database, identifier: string, now = new Date()): Promise<number> {
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const stale = sql`${signInFailures.firstFailedAt} < ${windowStart.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(signInFailures)
    .values({ identifier, failures: 1, firstFailedAt: now })
    .onConflictDoUpdate({
      target: signInFailures.identifier,
      set: {
        failures: sql`case when ${stale} then 1 else ${signInFailures.failures} + 1 end`,
        firstFailedAt: sql`case when ${stale} then excluded.first_failed_at else ${signInFailures.firstFailedAt} end`,
      },
    })
    .returning({ failures: signInFailures.failures });
  await db.delete(signInFailures).where(lt(signInFailures.firstFailedAt, windowStart));
  if (!row) throw new Error('The sign-in failure upsert returned no row');
  return row.failures;
}

export async function forgiveFailures(db: Database, identifiers: string[]): Promise<void> {
  await db.delete(signInFailures).where(inArray(signInFailures.identifier, identifiers));
}
