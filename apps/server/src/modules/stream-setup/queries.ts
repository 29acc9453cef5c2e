import { PAGE_SIZE } from '@nyaya/shared';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { streamSetups, streamingRooms } from '../../core/db/schema/index.ts';

/** A setup with its room's name; the keys still encrypted. */
export type StreamSetupRecord = {
  id: number;
  roomId: string;
  liveStreamDelay: number;
  youtubeUrl: string;
  youtubeKeyEncrypted: string;
  facebookUrl: string;
  facebookKeyEncrypted: string;
};

function selectSetups(db: Database) {
  return db
    .select({
      id: streamSetups.id,
      roomId: streamingRooms.name,
      liveStreamDelay: streamSetups.liveStreamDelay,
      youtubeUrl: streamSetups.youtubeUrl,
      youtubeKeyEncrypted: streamSetups.youtubeKeyEncrypted,
      facebookUrl: streamSetups.facebookUrl,
      facebookKeyEncrypted: streamSetups.facebookKeyEncrypted,
    })
    .from(streamSetups)
    .innerJoin(streamingRooms, eq(streamSetups.streamingRoomId, streamingRooms.id));
}

/** The Stream Setup table: PAGE_SIZE.streamSetup a page, in room order. */
export async function listStreamSetups(db: Database, page: number) {
  const [counted] = await db.select({ total: count() }).from(streamSetups);
  const total = counted?.total ?? 0;
  const rows: StreamSetupRecord[] = await selectSetups(db)
    .orderBy(asc(streamingRooms.name), asc(streamSetups.id))
    .limit(PAGE_SIZE.streamSetup)
    .offset((page - 1) * PAGE_SIZE.streamSetup);
  return { rows, total, totalPages: Math.ceil(total / PAGE_SIZE.streamSetup) };
}

export async function findStreamSetup(db: Database, id: number): Promise<StreamSetupRecord | undefined> {
  const [row] = await selectSetups(db).where(eq(streamSetups.id, id));
  return row;
}

export function findStreamSetups(db: Database, ids: number[]): Promise<StreamSetupRecord[]> {
  return selectSetups(db).where(inArray(streamSetups.id, ids));
}

/** Zero or one: a room has at most one setup. */
export function findStreamSetupsOfRoom(db: Database, roomId: string): Promise<StreamSetupRecord[]> {
  return selectSetups(db).where(eq(streamingRooms.name, roomId));
}

export async function streamingRoomIdOf(db: Database, roomId: string): Promise<number | undefined> {
  const [room] = await db
    .select({ id: streamingRooms.id })
    .from(streamingRooms)
    .where(eq(streamingRooms.name, roomId));
  return room?.id;
}
