import { HOUR_MS, UNVERIFIED_ACCOUNT_TTL_HOURS } from '@nyaya/shared';
import { and, eq, isNotNull, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { users } from '../../core/db/schema/index.ts';

/**
 * A self-signed-up account claims its e-mail and mobile only once it has shown them to be its own (the codes of
 * contacts-verification.ts): until then another sign-up may use them too, and whoever verifies first keeps them.
 */
export const contactsVerified = isNotNull(users.contactsVerifiedAt);

/**
 * Removes the unverified accounts other than `keeperId` that hold this e-mail or mobile: the keeper has just shown
 * it (or an administrator gave it) to be theirs. Returns how many.
 */
export async function removeUnverifiedHolders(
  db: Database,
  contacts: { email?: string | undefined; mobile?: string | undefined },
  keeperId: string,
): Promise<number> {
  const holding = [
    contacts.email === undefined ? undefined : eq(users.email, contacts.email),
    contacts.mobile === undefined ? undefined : eq(users.mobile, contacts.mobile),
  ].filter((condition): condition is SQL => condition !== undefined);
  if (holding.length === 0) return 0;
  const removed = await db
    .delete(users)
    .where(and(isNull(users.contactsVerifiedAt), ne(users.id, keeperId), or(...holding)))
    .returning({ id: users.id });
  return removed.length;
}

/** Removes the accounts not verified within UNVERIFIED_ACCOUNT_TTL_HOURS of signing up; returns how many. */
export async function removeStaleUnverifiedAccounts(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNVERIFIED_ACCOUNT_TTL_HOURS * HOUR_MS);
  const removed = await db
    .delete(users)
    .where(and(isNull(users.contactsVerifiedAt), lt(users.createdAt, cutoff)))
    .returning({ id: users.id });
  return removed.length;
}
