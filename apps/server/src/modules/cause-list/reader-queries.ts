import { eq } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { causeListEntries, streamingRooms, users } from '../../core/db/schema/index.ts';
import {
  entryColumns,
  hearingOrder,
  whereOf,
  type CauseListFilter,
  type CauseListRecord,
} from './queries.ts';

/** An entry on the Reader's day list: the entry, its room's id, and who told the parties and when. */
export type DayEntryRecord = CauseListRecord & {
  streamingRoomId: number;
  partiesInformedAt: Date | null;
  informerFirstName: string | null;
  informerLastName: string | null;
};

function selectDayEntries(db: Database) {
  return db
    .select({
      ...entryColumns,
      streamingRoomId: causeListEntries.streamingRoomId,
      partiesInformedAt: causeListEntries.partiesInformedAt,
      informerFirstName: users.firstName,
      informerLastName: users.lastName,
    })
    .from(causeListEntries)
    .innerJoin(streamingRooms, eq(causeListEntries.streamingRoomId, streamingRooms.id))
    .leftJoin(users, eq(causeListEntries.partiesInformedBy, users.id));
}

/** Every entry the filter lets through, in hearing order: the whole day, not a page. */
export function listDayEntries(db: Database, filter: CauseListFilter): Promise<DayEntryRecord[]> {
  return selectDayEntries(db)
    .where(whereOf(filter))
    .orderBy(...hearingOrder);
}

export async function findDayEntry(db: Database, entryId: number): Promise<DayEntryRecord | undefined> {
  const [row] = await selectDayEntries(db).where(eq(causeListEntries.id, entryId));
  return row;
}

export async function streamingRoomName(db: Database, streamingRoomId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: streamingRooms.name })
    .from(streamingRooms)
    .where(eq(streamingRooms.id, streamingRoomId));
  return row?.name ?? null;
}

/** Sets who told the parties and when, or clears both. */
export async function setPartiesInformed(db: Database, entryId: number, by: string | null): Promise<void> {
  await db
    .update(causeListEntries)
    .set({ partiesInformedAt: by === null ? null : new Date(), partiesInformedBy: by })
    .where(eq(causeListEntries.id, entryId));
}
