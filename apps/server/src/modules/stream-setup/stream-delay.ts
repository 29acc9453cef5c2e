import { eq } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { streamSetups, streamingRooms } from '../../core/db/schema/index.ts';

/**
 * The streaming room's live-stream delay in minutes: its stream setup's, else `defaultMinutes` (the court's
 * default, DEFAULT_STREAM_DELAY_MINUTES); undefined for no such room.
 */
export async function liveStreamDelayOf(
  db: Database,
  roomId: string,
  defaultMinutes: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ delay: streamSetups.liveStreamDelay })
    .from(streamingRooms)
    .leftJoin(streamSetups, eq(streamSetups.streamingRoomId, streamingRooms.id))
    .where(eq(streamingRooms.name, roomId));
  return row ? (row.delay ?? defaultMinutes) : undefined;
}

/** The room's delay, the court's default where the room is not a streaming room. */
export const streamDelayOf = async (db: Database, roomId: string, defaultMinutes: number): Promise<number> =>
  (await liveStreamDelayOf(db, roomId, defaultMinutes)) ?? defaultMinutes;
