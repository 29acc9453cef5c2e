import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { causeListEntries, hearingSessions, streamingRooms } from '../../core/db/schema/index.ts';
import { entryNames, hearingColumns } from '../cause-list/index.ts';

const e = causeListEntries;

/** A session of the hearing has ended: the judge heard it (or heard it in part). */
const heard = sql<boolean>`exists (select 1 from ${hearingSessions} where ${hearingSessions.hearingId} = ${e.id} and ${hearingSessions.endedAt} is not null)`;

export type MatterRecord = Awaited<ReturnType<typeof hearingsNaming>>[number];

/** The hearings on `date` whose cause-list entry names this enrollment for either side, by case number. */
export function hearingsNaming(db: Database, enrollmentNumber: string, date: string) {
  return db
    .select({ ...hearingColumns, heard })
    .from(e)
    .innerJoin(streamingRooms, eq(e.streamingRoomId, streamingRooms.id))
    .where(and(eq(e.nextDate, date), entryNames(enrollmentNumber)))
    .orderBy(asc(e.caseNumber), asc(e.id));
}
