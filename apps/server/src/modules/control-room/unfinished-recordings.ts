import type { UnfinishedRecording } from '@nyaya/shared';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { causeListEntries, recordingSessions } from '../../core/db/schema/index.ts';

/** Stopped recordings without their MP4 yet, oldest first: the Controller's list of what to watch or retry. */
export async function listUnfinishedRecordings(db: Database): Promise<UnfinishedRecording[]> {
  const rows = await db
    .select({
      session: recordingSessions,
      cnr: causeListEntries.cnr,
      caseNumber: causeListEntries.caseNumber,
    })
    .from(recordingSessions)
    .innerJoin(causeListEntries, eq(causeListEntries.id, recordingSessions.hearingId))
    .where(and(isNotNull(recordingSessions.stoppedAt), isNull(recordingSessions.recordingId)))
    .orderBy(asc(recordingSessions.stoppedAt));
  return rows.map(({ session, cnr, caseNumber }) => ({
    sessionId: session.id,
    roomId: session.roomId,
    cnr,
    caseNumber,
    startedAt: session.startedAt.toISOString(),
    stoppedAt: (session.stoppedAt ?? session.startedAt).toISOString(),
    state: session.failure === null ? 'pending' : 'failed',
    failure: session.failure,
    attempts: session.finaliseAttempts,
    nextAttemptAt: session.failure === null ? null : (session.nextAttemptAt?.toISOString() ?? null),
  }));
}
