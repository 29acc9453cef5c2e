import { MESSAGES, type courtComplexSchema } from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../core/db/client.ts';
import { courtComplexes, courtRooms, districts } from '../../core/db/schema/index.ts';
import { badRequest, notFound } from '../../core/errors.ts';
import type { Actor } from '../../plugins/actor.ts';
import { changeMaster, describeChanges, inUse, recordMasterChange } from './changes.ts';

type ComplexInput = z.output<typeof courtComplexSchema>;
type ComplexRow = typeof courtComplexes.$inferSelect;

const target = (row: ComplexRow) => `court complex ${row.value}`;
const unknownDistrict = () => badRequest(MESSAGES.districtRequired, 'districtId');

async function requireComplex(db: Database, id: number): Promise<ComplexRow> {
  const [row] = await db.select().from(courtComplexes).where(eq(courtComplexes.id, id));
  if (!row) throw notFound();
  return row;
}

async function assertDistrictExists(db: Database, districtId: number): Promise<void> {
  const [district] = await db
    .select({ id: districts.id })
    .from(districts)
    .where(eq(districts.id, districtId));
  if (!district) throw unknownDistrict();
}

export function createComplex(db: Database, input: ComplexInput, actor: Actor): Promise<ComplexRow> {
  return changeMaster(
    db,
    async (tx) => {
      await assertDistrictExists(tx, input.districtId);
      const [row] = await tx.insert(courtComplexes).values(input).returning();
      if (!row) throw new Error('Court complex insert returned nothing');
      await recordMasterChange(tx, actor, target(row), `created ${row.name} in district ${row.districtId}`);
      return row;
    },
    unknownDistrict,
  );
}

export function updateComplex(db: Database, id: number, input: ComplexInput, actor: Actor) {
  return changeMaster(
    db,
    async (tx) => {
      const before = await requireComplex(tx, id);
      await assertDistrictExists(tx, input.districtId);
      const [row] = await tx.update(courtComplexes).set(input).where(eq(courtComplexes.id, id)).returning();
      if (!row) throw notFound();
      const labels = { name: 'name', nameHi: 'Hindi name', value: 'value', districtId: 'district' } as const;
      await recordMasterChange(tx, actor, target(before), describeChanges(before, row, labels));
      return row;
    },
    unknownDistrict,
  );
}

/** Only a complex without court rooms can go. */
export function deleteComplex(db: Database, id: number, actor: Actor): Promise<void> {
  return changeMaster(db, async (tx) => {
    const before = await requireComplex(tx, id);
    const [child] = await tx
      .select({ id: courtRooms.id })
      .from(courtRooms)
      .where(eq(courtRooms.complexId, id))
      .limit(1);
    if (child) throw inUse();
    await tx.delete(courtComplexes).where(eq(courtComplexes.id, id));
    await recordMasterChange(tx, actor, target(before), `deleted ${before.name}`);
  });
}
