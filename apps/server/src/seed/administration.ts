import { COURT_TYPES, MESSAGES, RETENTION_DAYS } from '@nyaya/shared';
import { count } from 'drizzle-orm';
import type { Database } from '../core/db/client.ts';
import { pauseReasons, retentionPeriods } from '../core/db/schema/index.ts';

/** What a judge can pick when pausing the stream, until a SuperAdmin edits the list. */
export const DEFAULT_PAUSE_REASONS = [
  { reason: 'Lunch break', message: MESSAGES.pauseLunchMessage },
  { reason: 'Court not in session', message: MESSAGES.courtNotInSession },
  { reason: 'Technical difficulty', message: MESSAGES.pauseTechnicalMessage },
  { reason: 'In-camera proceedings', message: MESSAGES.pauseInCameraMessage },
] as const;

/** Only into an empty table: a reason the SuperAdmin deleted must not come back at the next start. */
export async function seedPauseReasons(db: Database): Promise<void> {
  const [existing] = await db.select({ total: count() }).from(pauseReasons);
  if ((existing?.total ?? 0) > 0) return;
  await db
    .insert(pauseReasons)
    .values([...DEFAULT_PAUSE_REASONS])
    .onConflictDoNothing();
}

export async function seedRetention(db: Database): Promise<void> {
  await db
    .insert(retentionPeriods)
    .values(COURT_TYPES.map((courtType) => ({ courtType, days: RETENTION_DAYS.default })))
    .onConflictDoNothing();
}
