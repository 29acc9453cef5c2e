import { COURT_TYPES, RETENTION_DAYS, type CourtType, type retentionSchema } from '@nyaya/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../core/db/client.ts';
import { retentionPeriods } from '../../core/db/schema/index.ts';
import type { Actor } from '../../plugins/actor.ts';
import { recordAccess } from '../../core/access-log.ts';

export type RetentionDays = Record<CourtType, number>;
type RetentionInput = z.output<typeof retentionSchema>;

/** Days recordings are kept per court type; a type never saved keeps the default. */
export async function retentionDays(db: Database): Promise<RetentionDays> {
  const rows = await db.select().from(retentionPeriods);
  const days: RetentionDays = { district: RETENTION_DAYS.default, high: RETENTION_DAYS.default };
  for (const row of rows) days[row.courtType] = row.days;
  return days;
}

export async function saveRetention(
  db: Database,
  input: RetentionInput,
  actor: Actor,
): Promise<RetentionDays> {
  const after: RetentionDays = { district: input.districtCourtDays, high: input.highCourtDays };
  await db.transaction(async (tx) => {
    const before = await retentionDays(tx);
    await tx
      .insert(retentionPeriods)
      .values(
        COURT_TYPES.map((courtType) => ({ courtType, days: after[courtType], updatedBy: actor.userId })),
      )
      .onConflictDoUpdate({
        target: retentionPeriods.courtType,
        set: {
          days: sql`excluded.days`,
          updatedBy: sql`excluded.updated_by`,
          updatedAt: sql`now()`,
        },
      });
    const detail = `district ${before.district} → ${after.district}, high ${before.high} → ${after.high}`;
    await recordAccess(tx, { ...actor, event: 'retention_changed', detail });
  });
  return after;
}
