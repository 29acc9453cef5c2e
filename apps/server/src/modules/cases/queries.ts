import { PAGE_SIZE, type CourtRoomNames } from '@nyaya/shared';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import {
  causeListEntries,
  courtComplexes,
  courtRooms,
  hearingSessions,
  highCourtBenches,
  recordings,
  streamingRooms,
} from '../../core/db/schema/index.ts';

const e = causeListEntries;

const live = sql<boolean>`exists (select 1 from ${hearingSessions} where ${hearingSessions.causeListEntryId} = ${e.id} and ${hearingSessions.endedAt} is null)`;
const recordingsIn = (state: 'available' | 'expired') =>
  sql<number>`(select count(*)::int from ${recordings} where ${recordings.causeListEntryId} = ${e.id} and ${recordings.state} = ${state})`;
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
  roomNo: streamingRooms.name,
  heardIn,
  live,
  available: recordingsIn('available'),
  expired: recordingsIn('expired'),
};

function selectHearings(db: Database) {
  return db
    .select(hearingColumns)
    .from(e)
    .innerJoin(streamingRooms, eq(e.streamingRoomId, streamingRooms.id));
}

export type HearingRecord = Awaited<ReturnType<typeof findHearingsByCnr>>[number];

/** The hearing that matters on `today`: today's first, then upcoming ones soonest first, then past ones latest first. */
function relevanceOrder(today: string) {
  return [
    sql`case when ${e.nextDate} = ${today} then 0 when ${e.nextDate} > ${today} then 1 else 2 end`,
    sql`case when ${e.nextDate} > ${today} then ${e.nextDate} end`,
    desc(e.nextDate),
  ];
}

/** Every hearing of a case, newest first. */
export function findHearingsByCnr(db: Database, cnr: string) {
  return selectHearings(db).where(eq(e.cnr, cnr)).orderBy(desc(e.nextDate), desc(e.id));
}

/** One hearing by its id (the cause-list entry's), or undefined. */
export async function findHearingById(db: Database, hearingId: number): Promise<HearingRecord | undefined> {
  const [hearing] = await selectHearings(db).where(eq(e.id, hearingId));
  return hearing;
}

/** A court as the search screen picks it: a district court room or a High Court bench, by its value. */
export type CourtChoice = { field: 'courtRoom' | 'bench'; value: string };

/** A court found: a district court room by id, or a High Court bench by its streaming room (null: none). */
export type FoundCourt =
  { kind: 'courtRoom'; id: number } | { kind: 'bench'; streamingRoomId: number | null };

/** The court a choice names; undefined when there is no such court. */
export async function findCourt(db: Database, court: CourtChoice): Promise<FoundCourt | undefined> {
  if (court.field === 'courtRoom') {
    const [row] = await db
      .select({ id: courtRooms.id })
      .from(courtRooms)
      .where(eq(courtRooms.value, court.value));
    return row && { kind: 'courtRoom', id: row.id };
  }
  const [row] = await db
    .select({ streamingRoomId: highCourtBenches.streamingRoomId })
    .from(highCourtBenches)
    .where(eq(highCourtBenches.value, court.value));
  return row && { kind: 'bench', streamingRoomId: row.streamingRoomId };
}

/**
 * The hearings a court holds: a court room those heard in it; a bench (hearings do not name benches) those of
 * its streaming room heard in no court room. Null for a bench that streams nowhere: it holds none.
 */
export function hearingsHeldBy(court: FoundCourt): SQL | null {
  if (court.kind === 'courtRoom') return eq(e.courtRoomId, court.id);
  if (court.streamingRoomId === null) return null;
  return and(eq(e.streamingRoomId, court.streamingRoomId), isNull(e.courtRoomId)) ?? null;
}

/** A page of a court's hearings (see hearingsHeldBy) in relevance order, a day's hearings by case number. */
export async function listCourtHearings(db: Database, where: SQL, page: number, today: string) {
  const [counted] = await db.select({ total: count() }).from(e).where(where);
  const total = counted?.total ?? 0;
  const rows = await selectHearings(db)
    .where(where)
    .orderBy(...relevanceOrder(today), asc(e.caseNumber), asc(e.id))
    .limit(PAGE_SIZE.caseSearch)
    .offset((page - 1) * PAGE_SIZE.caseSearch);
  return { rows, total, totalPages: Math.ceil(total / PAGE_SIZE.caseSearch) };
}

/** For each case, the one hearing that matters on `today` (see relevanceOrder), in one query. */
export async function findCurrentHearings(
  db: Database,
  cnrs: string[],
  today: string,
): Promise<Map<string, HearingRecord>> {
  if (cnrs.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([e.cnr], hearingColumns)
    .from(e)
    .innerJoin(streamingRooms, eq(e.streamingRoomId, streamingRooms.id))
    .where(inArray(e.cnr, cnrs))
    .orderBy(e.cnr, ...relevanceOrder(today));
  return new Map(rows.map((row) => [row.cnr, row]));
}
