import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import {
  causeListEntries,
  courtComplexes,
  courtRooms,
  streamSetups,
  streamingRooms,
} from '../../core/db/schema/index.ts';

/** Which rooms' cards to build: every room, or those named. */
export type RoomFilter = { roomIds: string[] } | undefined;

/** The streaming rooms by name. */
export function listRooms(db: Database, filter: RoomFilter) {
  const where = filter === undefined ? undefined : inArray(streamingRooms.name, filter.roomIds);
  return db
    .select({ id: streamingRooms.id, name: streamingRooms.name })
    .from(streamingRooms)
    .where(where)
    .orderBy(asc(streamingRooms.name));
}

/** The court rooms each of these streaming rooms carries, with their complex, in the order they were made. */
export function courtRoomsOf(db: Database, roomIds: number[]) {
  return db
    .select({
      streamingRoomId: courtRooms.streamingRoomId,
      name: courtRooms.name,
      nameHi: courtRooms.nameHi,
      complexName: courtComplexes.name,
      complexNameHi: courtComplexes.nameHi,
      complexValue: courtComplexes.value,
    })
    .from(courtRooms)
    .innerJoin(courtComplexes, eq(courtRooms.complexId, courtComplexes.id))
    .where(inArray(courtRooms.streamingRoomId, roomIds))
    .orderBy(asc(courtComplexes.id), asc(courtRooms.id));
}

/** How many entries each of these rooms has on a date; a room with none is absent. */
export function causeListCounts(db: Database, roomIds: number[], date: string) {
  return db
    .select({ streamingRoomId: causeListEntries.streamingRoomId, entries: count() })
    .from(causeListEntries)
    .where(and(inArray(causeListEntries.streamingRoomId, roomIds), eq(causeListEntries.nextDate, date)))
    .groupBy(causeListEntries.streamingRoomId);
}

/** The delay of each of these rooms' stream setup (at most one a room); a room without one is absent. */
export function streamDelays(db: Database, roomIds: number[]) {
  return db
    .select({ streamingRoomId: streamSetups.streamingRoomId, delay: streamSetups.liveStreamDelay })
    .from(streamSetups)
    .where(inArray(streamSetups.streamingRoomId, roomIds));
}

/** The rooms these stream setups are in now. */
export async function roomsOfStreamSetups(db: Database, ids: number[]): Promise<string[]> {
  const rows = await db
    .select({ roomId: streamingRooms.name })
    .from(streamSetups)
    .innerJoin(streamingRooms, eq(streamSetups.streamingRoomId, streamingRooms.id))
    .where(inArray(streamSetups.id, ids));
  return rows.map((row) => row.roomId);
}

/** The room and hearing date of these cause-list entries now. */
export function listingsOf(db: Database, ids: number[]) {
  return db
    .select({ roomId: streamingRooms.name, nextDate: causeListEntries.nextDate })
    .from(causeListEntries)
    .innerJoin(streamingRooms, eq(causeListEntries.streamingRoomId, streamingRooms.id))
    .where(inArray(causeListEntries.id, ids));
}
