import type { benchSchema } from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../core/db/client.ts';
import { highCourtBenches } from '../../core/db/schema/index.ts';
import { notFound } from '../../core/errors.ts';
import type { Actor } from '../../plugins/actor.ts';
import { changeMaster, describeChanges, recordMasterChange } from './changes.ts';

type BenchInput = z.output<typeof benchSchema>;
type BenchRow = typeof highCourtBenches.$inferSelect;

const target = (row: BenchRow) => `bench ${row.value}`;

async function requireBench(db: Database, id: number): Promise<BenchRow> {
  const [row] = await db.select().from(highCourtBenches).where(eq(highCourtBenches.id, id));
  if (!row) throw notFound();
  return row;
}

export function createBench(db: Database, input: BenchInput, actor: Actor): Promise<BenchRow> {
  return changeMaster(db, async (tx) => {
    const [row] = await tx.insert(highCourtBenches).values(input).returning();
    if (!row) throw new Error('Bench insert returned nothing');
    await recordMasterChange(tx, actor, target(row), `created ${row.label}`);
    return row;
  });
}

export function updateBench(db: Database, id: number, input: BenchInput, actor: Actor) {
  return changeMaster(db, async (tx) => {
    const before = await requireBench(tx, id);
    const [row] = await tx.update(highCourtBenches).set(input).where(eq(highCourtBenches.id, id)).returning();
    if (!row) throw notFound();
    const detail = describeChanges(before, row, { label: 'label', labelHi: 'Hindi label', value: 'value' });
    await recordMasterChange(tx, actor, target(before), detail);
    return row;
  });
}

/** Nothing refers to a bench yet; the foreign-key guard answers "in use" once something does. */
export function deleteBench(db: Database, id: number, actor: Actor): Promise<void> {
  return changeMaster(db, async (tx) => {
    const before = await requireBench(tx, id);
    await tx.delete(highCourtBenches).where(eq(highCourtBenches.id, id));
    await recordMasterChange(tx, actor, target(before), `deleted ${before.label}`);
  });
}
