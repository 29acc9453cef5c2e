import type { districtSchema } from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../core/db/client.ts';
import { courtComplexes, districts } from '../../core/db/schema/index.ts';
import { notFound } from '../../core/errors.ts';
import type { Actor } from '../../plugins/actor.ts';
import { changeMaster, describeChanges, inUse, recordMasterChange } from './changes.ts';

type DistrictInput = z.output<typeof districtSchema>;
type DistrictRow = typeof districts.$inferSelect;

const target = (row: DistrictRow) => `district ${row.value}`;

async function requireDistrict(db: Database, id: number): Promise<DistrictRow> {
  const [row] = await db.select().from(districts).where(eq(districts.id, id));
  if (!row) throw notFound();
  return row;
}

export function createDistrict(db: Database, input: DistrictInput, actor: Actor): Promise<DistrictRow> {
  return changeMaster(db, async (tx) => {
    const [row] = await tx.insert(districts).values(input).returning();
    if (!row) throw new Error('District insert returned nothing');
    await recordMasterChange(tx, actor, target(row), `created ${row.name}`);
    return row;
  });
}

export function updateDistrict(db: Database, id: number, input: DistrictInput, actor: Actor) {
  return changeMaster(db, async (tx) => {
    const before = await requireDistrict(tx, id);
    const [row] = await tx.update(districts).set(input).where(eq(districts.id, id)).returning();
    if (!row) throw notFound();
    const detail = describeChanges(before, row, { name: 'name', value: 'value' });
    await recordMasterChange(tx, actor, target(before), detail);
    return row;
  });
}

/** Only a district without court complexes can go. */
export function deleteDistrict(db: Database, id: number, actor: Actor): Promise<void> {
  return changeMaster(db, async (tx) => {
    const before = await requireDistrict(tx, id);
    const [child] = await tx
      .select({ id: courtComplexes.id })
      .from(courtComplexes)
      .where(eq(courtComplexes.districtId, id))
      .limit(1);
    if (child) throw inUse();
    await tx.delete(districts).where(eq(districts.id, id));
    await recordMasterChange(tx, actor, target(before), `deleted ${before.name}`);
  });
}
