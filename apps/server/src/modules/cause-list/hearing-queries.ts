import { type CourtRoomNames } from '@nyaya/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import {
  causeListEntries,
  courtComplexes,
  courtRooms,
  hearingSessions,
  recordings,
  streamingRooms,
} from '../../core/db/schema/index.ts';

const e = causeListEntries;

const live = sql<boolean>`exists (select 1 from ${hearingSessions} where ${hearingSessions.hearingId} = ${e.id} and ${hearingSessions.endedAt} is null)`;
const recordingsIn = (state: 'available' | 'expired') =>
  sql<number>`(select count(*)::int from ${recordings} where ${recordings.hearingId} = ${e.id} and ${recordings.state} = ${state})`;
/**
 * The court room the hearing is heard in, with its complex; a subquery, so a select needs no joins for it. Any
 * select from cause-list entries may take it.
 */
export const heardIn = sql<CourtRoomNames | null>`(select json_build_object('name', ${courtRooms.name}, 'nameHi', ${courtRooms.nameHi}, 'complexName', ${courtComplexes.name}, 'complexNameHi', ${courtComplexes.nameHi}, 'complexValue', ${courtComplexes.value}) from ${courtRooms} join ${courtComplexes} on ${courtComplexes.id} = ${courtRooms.complexId} where ${courtRooms.id} = ${e.courtRoomId})`;

/** A hearing's columns with what its status is made of: an open session, and its recordings by state. */
export const hearingColumns = {
  id: e.id,
  cnr: e.cnr,
  caseNumber: e.caseNumber,
  petitioner: e.petitioner,
  respondent: e.respondent,
  advocatePetitioner: e.advocatePetitioner,
  advocateRespondent: e.advocateRespondent,
  nextDate: e.nextDate,
  streamingExclusion: e.streamingExclusion,
  publicStreamDecision: e.publicStreamDecision,
  streamingRoomId: e.streamingRoomId,
  petitionerEnrollmentId: e.petitionerEnrollmentId,
  respondentEnrollmentId: e.respondentEnrollmentId,
  roomId: streamingRooms.name,
  heardIn,
  live,
  available: recordingsIn('available'),
  expired: recordingsIn('expired'),
};

/** Hearings with their columns (hearingColumns), each with its streaming room. */
export function selectHearings(db: Database) {
  return db
    .select(hearingColumns)
    .from(e)
    .innerJoin(streamingRooms, eq(e.streamingRoomId, streamingRooms.id));
}

export type HearingRecord = Awaited<ReturnType<typeof findHearingsByCnr>>[number];

/** Every hearing of a case, newest first. */
export function findHearingsByCnr(db: Database, cnr: string) {
  return selectHearings(db).where(eq(e.cnr, cnr)).orderBy(desc(e.nextDate), desc(e.id));
}

/** One hearing by its id (the cause-list entry's), or undefined. */
export async function findHearingById(db: Database, hearingId: number): Promise<HearingRecord | undefined> {
  const [hearing] = await selectHearings(db).where(eq(e.id, hearingId));
  return hearing;
}
