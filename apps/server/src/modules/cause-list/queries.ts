import { PAGE_SIZE, type CauseListEntry } from '@nyaya/shared';
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import {
  causeListEntries,
  courtComplexes,
  courtRooms,
  highCourtBenches,
  streamingRooms,
} from '../../core/db/schema/index.ts';

/** An entry with its streaming room's name, before the presenter works out `streamable`. */
export type CauseListRecord = Omit<CauseListEntry, 'streamable'>;

/** Which entries a caller may see: a hearing date, a room by name or by id. */
export type CauseListFilter = { date?: string; roomId?: string; streamingRoomId?: number };

const e = causeListEntries;
/** An entry's columns as the presenter reads them (the day list adds who told the parties). */
export const entryColumns = {
  hearingId: e.id,
  nextDate: e.nextDate,
  roomId: streamingRooms.name,
  courtRoom: sql<
    string | null
  >`(select ${courtRooms.value} from ${courtRooms} where ${courtRooms.id} = ${e.courtRoomId})`,
  casestage: e.casestage,
  cnr: e.cnr,
  petitioner: e.petitioner,
  respondent: e.respondent,
  advocatePetitioner: e.advocatePetitioner,
  advocateRespondent: e.advocateRespondent,
  caseType: e.caseType,
  filingNumber: e.filingNumber,
  filingDate: e.filingDate,
  registrationNumber: e.registrationNumber,
  registrationDate: e.registrationDate,
  caseNumber: e.caseNumber,
  petitionerEnrollmentId: e.petitionerEnrollmentId,
  respondentEnrollmentId: e.respondentEnrollmentId,
  streamingExclusion: e.streamingExclusion,
  publicStreamDecision: e.publicStreamDecision,
};

/** The order a day's hearings are called in: room, then case number (then id, so ties are stable). */
export const hearingOrder = [
  asc(streamingRooms.name),
  asc(causeListEntries.caseNumber),
  asc(causeListEntries.id),
] as const;

function selectEntries(db: Database) {
  return db
    .select(entryColumns)
    .from(causeListEntries)
    .innerJoin(streamingRooms, eq(causeListEntries.streamingRoomId, streamingRooms.id));
}

export function whereOf(filter: CauseListFilter): SQL | undefined {
  return and(
    filter.date === undefined ? undefined : eq(causeListEntries.nextDate, filter.date),
    filter.roomId === undefined ? undefined : eq(streamingRooms.name, filter.roomId),
    filter.streamingRoomId === undefined
      ? undefined
      : eq(causeListEntries.streamingRoomId, filter.streamingRoomId),
  );
}

/**
 * The Cause List table: PAGE_SIZE.causeList a page in date order, a day's hearings in the order they are called
 * (hearingOrder, whose last key, the id, keeps the pages stable).
 */
export async function listCauseList(db: Database, page: number, filter: CauseListFilter) {
  const where = whereOf(filter);
  const [counted] = await db
    .select({ total: count() })
    .from(causeListEntries)
    .innerJoin(streamingRooms, eq(causeListEntries.streamingRoomId, streamingRooms.id))
    .where(where);
  const total = counted?.total ?? 0;
  const rows: CauseListRecord[] = await selectEntries(db)
    .where(where)
    .orderBy(asc(causeListEntries.nextDate), ...hearingOrder)
    .limit(PAGE_SIZE.causeList)
    .offset((page - 1) * PAGE_SIZE.causeList);
  return { rows, total, totalPages: Math.ceil(total / PAGE_SIZE.causeList) };
}

/** Every listing of a case, in date order like the table's pages (one a date: unique cnr, next_date). */
export function findCauseListByCnr(db: Database, cnr: string, filter: CauseListFilter) {
  return selectEntries(db)
    .where(and(eq(causeListEntries.cnr, cnr), whereOf(filter)))
    .orderBy(asc(causeListEntries.nextDate), asc(causeListEntries.id));
}

export async function findCauseListEntry(
  db: Database,
  entryId: number,
): Promise<CauseListRecord | undefined> {
  const [row] = await selectEntries(db).where(eq(causeListEntries.id, entryId));
  return row;
}

export function findCauseListEntries(db: Database, ids: number[]): Promise<CauseListRecord[]> {
  return selectEntries(db).where(inArray(causeListEntries.id, ids));
}

/** The listing of a case on a date, if any: one at most (unique cnr, next_date). */
export async function findListing(db: Database, cnr: string, nextDate: string) {
  const [row] = await db
    .select({ id: causeListEntries.id })
    .from(causeListEntries)
    .where(and(eq(causeListEntries.cnr, cnr), eq(causeListEntries.nextDate, nextDate)));
  return row;
}

/** A court room by its value ("n^m"), with the streaming room it is linked to. */
export async function findCourtRoomByValue(db: Database, value: string) {
  const [row] = await db
    .select({ id: courtRooms.id, streamingRoomId: courtRooms.streamingRoomId })
    .from(courtRooms)
    .where(eq(courtRooms.value, value));
  return row;
}

/** Whether a High Court bench streams in the room, so that a hearing of no court room is the bench's. */
export async function benchStreamsIn(db: Database, streamingRoomId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: highCourtBenches.id })
    .from(highCourtBenches)
    .where(eq(highCourtBenches.streamingRoomId, streamingRoomId))
    .limit(1);
  return row !== undefined;
}

/** The court rooms a streaming room carries, each with its court complex's value. */
export function findCourtRoomsStreamedIn(db: Database, streamingRoomId: number) {
  return db
    .select({ id: courtRooms.id, value: courtRooms.value, complexValue: courtComplexes.value })
    .from(courtRooms)
    .innerJoin(courtComplexes, eq(courtComplexes.id, courtRooms.complexId))
    .where(eq(courtRooms.streamingRoomId, streamingRoomId));
}
