import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { savedCases } from '../../core/db/schema/index.ts';

export type SavedCaseRecord = { cnr: string; savedAt: Date };

const columns = { cnr: savedCases.cnr, savedAt: savedCases.savedAt };

/** An account's saved cases, newest saved first. */
export function listSavedCases(db: Database, userId: string): Promise<SavedCaseRecord[]> {
  return db
    .select(columns)
    .from(savedCases)
    .where(eq(savedCases.userId, userId))
    .orderBy(desc(savedCases.savedAt), desc(savedCases.id));
}

/** Saves a case for an account; `created` is false when it was already saved (the row is left as it was). */
export async function insertSavedCase(
  db: Database,
  userId: string,
  cnr: string,
): Promise<{ saved: SavedCaseRecord; created: boolean }> {
  const [created] = await db
    .insert(savedCases)
    .values({ userId, cnr })
    .onConflictDoNothing()
    .returning(columns);
  if (created) return { saved: created, created: true };
  const [existing] = await db
    .select(columns)
    .from(savedCases)
    .where(and(eq(savedCases.userId, userId), eq(savedCases.cnr, cnr)));
  if (!existing) throw new Error(`saved case ${cnr} vanished while saving`);
  return { saved: existing, created: false };
}

/** Removes a saved case of an account; false when it was not saved. */
export async function deleteSavedCase(db: Database, userId: string, cnr: string): Promise<boolean> {
  const removed = await db
    .delete(savedCases)
    .where(and(eq(savedCases.userId, userId), eq(savedCases.cnr, cnr)))
    .returning({ id: savedCases.id });
  return removed.length > 0;
}
