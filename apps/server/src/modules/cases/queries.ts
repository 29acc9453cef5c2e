import { PAGE_SIZE } from '@nyaya/shared';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import {
  causeListEntries,
  courtRooms,
  highCourtBenches,
  streamingRooms,
} from '../../core/db/schema/index.ts';
import { hearingColumns, selectHearings, type HearingRecord } from '../cause-list/index.ts';

const e = causeListEntries;

/** The hearing that matters on `today`: today's first, then upcoming ones soonest first, then past ones latest first. */
function relevanceOrder(today: string) {
  return [
    sql`case when ${e.nextDate} = ${today} then 0 when ${e.nextDate} > ${today} then 1 else 2 end`,
    sql`case when ${e.nextDate} > ${today} then ${e.nextDate} end`,
    desc(e.nextDate),
  ];
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
