import { courtDate, courtTomorrow } from '@nyaya/shared';
import { count } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { causeListEntries, streamingRooms } from '../schema/index.ts';
import { DEMO_CAUSE_LIST } from './cause-list-data.ts';

/** The demo cause list as the form would send it, dated from the court's today at seeding time. */
export function demoCauseList(now: Date = new Date()) {
  const days = { today: courtDate(now), tomorrow: courtTomorrow(now) };
  return DEMO_CAUSE_LIST.map(({ day, ...entry }) => ({ ...entry, nextDate: days[day] }));
}

/** Only into an empty table: a Controller's own list is never touched, and restarts add nothing. */
export async function seedDemoCauseList(db: Database): Promise<void> {
  const [existing] = await db.select({ total: count() }).from(causeListEntries);
  if ((existing?.total ?? 0) > 0) return;
  const roomIds = new Map(
    (await db.select().from(streamingRooms)).map((room) => [room.name, room.id] as const),
  );
  const rows = demoCauseList().map(({ roomNo, ...entry }) => {
    const streamingRoomId = roomIds.get(roomNo);
    if (streamingRoomId === undefined) throw new Error(`Seed: no streaming room ${roomNo}`);
    return { ...entry, streamingRoomId };
  });
  await db.insert(causeListEntries).values(rows).onConflictDoNothing();
}
