import { PERMISSIONS } from '@nyaya/shared';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { causeListEntries, hearingSessions, streamingRooms, users } from '../../core/db/schema/index.ts';
import { caseless, entryNames, hearingColumns } from '../cause-list/index.ts';

const e = causeListEntries;

/** A session of the hearing has ended: the judge heard it (or heard it in part). */
const heard = sql<boolean>`exists (select 1 from ${hearingSessions} where ${hearingSessions.causeListEntryId} = ${e.id} and ${hearingSessions.endedAt} is not null)`;

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

/** The accounts of the active, verified advocates holding these enrollment numbers (in any case). */
export async function verifiedAdvocatesEnrolled(
  db: Database,
  enrollmentNumbers: string[],
): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(
          caseless(users.enrollmentNumber),
          enrollmentNumbers.map((number) => number.toUpperCase()),
        ),
        inArray(users.role, [...PERMISSIONS['matters:viewOwn']]),
        isNotNull(users.advocateVerifiedAt),
        eq(users.isActive, true),
      ),
    );
  return rows.map((row) => row.id);
}
