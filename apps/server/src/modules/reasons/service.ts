import { MESSAGES, type reasonSchema } from '@nyaya/shared';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../core/db/client.ts';
import { onDuplicate } from '../../core/db/errors.ts';
import { pauseReasons } from '../../core/db/schema/index.ts';
import { conflict, notFound } from '../../core/errors.ts';
import type { Actor } from '../../plugins/actor.ts';
import { recordAccess } from '../../core/access-log.ts';

type ReasonInput = z.output<typeof reasonSchema>;
export type ReasonRow = typeof pauseReasons.$inferSelect;

const reasonTaken = () => conflict(MESSAGES.reasonTaken, 'reason');

export function listReasons(db: Database): Promise<ReasonRow[]> {
  return db.select().from(pauseReasons).orderBy(asc(pauseReasons.reason), asc(pauseReasons.id));
}

/** "Lunch break" and "lunch break" are one reason to the judge who picks from the list. */
async function assertReasonFree(db: Database, reason: string, exceptId?: number): Promise<void> {
  const sameReason = sql`lower(${pauseReasons.reason}) = lower(${reason})`;
  const [taken] = await db
    .select({ id: pauseReasons.id })
    .from(pauseReasons)
    .where(exceptId === undefined ? sameReason : and(sameReason, ne(pauseReasons.id, exceptId)))
    .limit(1);
  if (taken) throw reasonTaken();
}

async function recordReasonChange(db: Database, actor: Actor, reason: string, detail: string) {
  await recordAccess(db, { ...actor, event: 'reason_changed', target: reason, detail });
}

export function createReason(db: Database, input: ReasonInput, actor: Actor): Promise<ReasonRow> {
  return onDuplicate(
    () =>
      db.transaction(async (tx) => {
        await assertReasonFree(tx, input.reason);
        const [row] = await tx.insert(pauseReasons).values(input).returning();
        if (!row) throw new Error('Reason insert returned nothing');
        await recordReasonChange(tx, actor, row.reason, `created: ${row.message}`);
        return row;
      }),
    reasonTaken,
  );
}

export function updateReason(db: Database, id: number, input: ReasonInput, actor: Actor) {
  return onDuplicate(
    () =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(pauseReasons).where(eq(pauseReasons.id, id));
        if (!before) throw notFound();
        await assertReasonFree(tx, input.reason, id);
        const [row] = await tx.update(pauseReasons).set(input).where(eq(pauseReasons.id, id)).returning();
        if (!row) throw notFound();
        const detail = `reason ${before.reason} → ${row.reason}, message ${before.message} → ${row.message}`;
        await recordReasonChange(tx, actor, before.reason, detail);
        return row;
      }),
    reasonTaken,
  );
}

export function deleteReason(db: Database, id: number, actor: Actor): Promise<void> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(pauseReasons).where(eq(pauseReasons.id, id)).returning();
    if (!row) throw notFound();
    await recordReasonChange(tx, actor, row.reason, 'deleted');
  });
}
