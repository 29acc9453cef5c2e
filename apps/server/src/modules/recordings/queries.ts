import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { archivalRequests, causeListEntries, recordings } from '../../core/db/schema/index.ts';
import { accessOpen } from '../archival/index.ts';

/** A hearing's recordings, newest first. */
export function recordingsOfHearing(db: Database, hearingId: number) {
  return db
    .select()
    .from(recordings)
    .where(eq(recordings.hearingId, hearingId))
    .orderBy(desc(recordings.recordedAt), desc(recordings.id));
}

/** A recording with what deciding who may watch it needs: its hearing's case, date and exclusion. */
export async function findRecording(db: Database, recordingId: number) {
  const [row] = await db
    .select({
      id: recordings.id,
      file: recordings.file,
      publicFile: recordings.publicFile,
      durationSeconds: recordings.durationSeconds,
      publicDurationSeconds: recordings.publicDurationSeconds,
      state: recordings.state,
      cnr: causeListEntries.cnr,
      hearingDate: causeListEntries.nextDate,
      streamingExclusion: causeListEntries.streamingExclusion,
      publicStreamDecision: causeListEntries.publicStreamDecision,
    })
    .from(recordings)
    .innerJoin(causeListEntries, eq(recordings.hearingId, causeListEntries.id))
    .where(eq(recordings.id, recordingId));
  return row;
}

/** Whether an approved archival request of this user restores this hearing's recordings at `now`. */
export async function hasArchivalAccess(
  db: Database,
  hearing: { userId: string; cnr: string; hearingDate: string },
  now: Date,
): Promise<boolean> {
  const [request] = await db
    .select({ id: archivalRequests.id })
    .from(archivalRequests)
    .where(
      and(
        eq(archivalRequests.requesterId, hearing.userId),
        eq(archivalRequests.cnr, hearing.cnr),
        eq(archivalRequests.hearingDate, hearing.hearingDate),
        accessOpen(now),
      ),
    )
    .limit(1);
  return request !== undefined;
}
