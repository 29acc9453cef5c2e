import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  causeListEntries,
  courtRooms,
  hearingSessions,
  recordings,
  streamingRooms,
} from '../../db/schema/index.ts';

const e = causeListEntries;

/** A hearing with what its status is made of: an open session, and its recordings by state. */
export type HearingRecord = Awaited<ReturnType<typeof findHearingsByCnr>>[number];

const live = sql<boolean>`exists (select 1 from ${hearingSessions} where ${hearingSessions.causeListEntryId} = ${e.id} and ${hearingSessions.endedAt} is null)`;
const recordingsIn = (state: 'available' | 'expired') =>
  sql<number>`(select count(*)::int from ${recordings} where ${recordings.causeListEntryId} = ${e.id} and ${recordings.state} = ${state})`;
const courtNames = sql<
  string | null
>`(select string_agg(${courtRooms.name}, ', ' order by ${courtRooms.name}) from ${courtRooms} where ${courtRooms.streamingRoomId} = ${e.streamingRoomId})`;

/** Every hearing of a case, newest first. */
export function findHearingsByCnr(db: Database, cnr: string) {
  return db
    .select({
      id: e.id,
      cnr: e.cnr,
      caseNumber: e.caseNumber,
      petitioner: e.petitioner,
      respondent: e.respondent,
      advocatePetitioner: e.advocatePetitioner,
      advocateRespondent: e.advocateRespondent,
      nextDate: e.nextDate,
      streamingExclusion: e.streamingExclusion,
      roomNo: streamingRooms.name,
      courtName: courtNames,
      live,
      available: recordingsIn('available'),
      expired: recordingsIn('expired'),
    })
    .from(e)
    .innerJoin(streamingRooms, eq(e.streamingRoomId, streamingRooms.id))
    .where(eq(e.cnr, cnr))
    .orderBy(desc(e.nextDate), desc(e.id));
}
