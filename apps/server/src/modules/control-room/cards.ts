import { courtDate, courtRoomName, type ControlRoomCard } from '@nyaya/shared';
import type { Database } from '../../core/db/client.ts';
import { causeListCounts, courtRoomsOf, listRooms, streamDelays, type RoomFilter } from './queries.ts';
import type { RoomActivity } from './room-activity.ts';

/**
 * The cards of every streaming room, or of some, in room order: one query per source (rooms,
 * court rooms, today's cause list, stream setups), and the courtroom store's state of each room, whatever the number of rooms.
 */
export async function buildCards(
  db: Database,
  activity: RoomActivity,
  only?: RoomFilter,
): Promise<ControlRoomCard[]> {
  const rooms = await listRooms(db, only);
  if (rooms.length === 0) return [];
  const ids = rooms.map((room) => room.id);
  const [carried, counts, delays, activities] = await Promise.all([
    courtRoomsOf(db, ids),
    causeListCounts(db, ids, courtDate()),
    streamDelays(db, ids),
    Promise.all(rooms.map(async (room) => ({ room, state: await activity.of(room.name) }))),
  ]);
  const countOf = new Map(counts.map((row) => [row.streamingRoomId, row.entries]));
  const delayOf = new Map(delays.map((row) => [row.streamingRoomId, row.delay]));
  return activities.map(({ room, state }) => {
    const delay = delayOf.get(room.id);
    return {
      streamingRoomId: room.id,
      roomId: room.name,
      courtRooms: carried.filter((row) => row.streamingRoomId === room.id).map(courtRoomName),
      causeListToday: countOf.get(room.id) ?? 0,
      streamConfigured: delay !== undefined,
      delayMinutes: delay ?? null,
      ...state,
    };
  });
}
