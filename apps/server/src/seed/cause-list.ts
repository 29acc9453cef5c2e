import { courtDate, courtTomorrow } from '@nyaya/shared';
import { count } from 'drizzle-orm';
import type { Database } from '../core/db/client.ts';
import { causeListEntries } from '../core/db/schema/index.ts';
import { DEMO_CAUSE_LIST } from './cause-list-data.ts';
import { listingRoomIds } from './masters.ts';

/** The demo cause list as the form would send it, dated from the court's today at seeding time. */
export function demoCauseList() {
  const days = { today: courtDate(), tomorrow: courtTomorrow() };
  return DEMO_CAUSE_LIST.map(({ day, ...entry }) => ({ ...entry, nextDate: days[day] }));
}

/** Only into an empty table: a Controller's own list is never touched, and restarts add nothing. */
export async function seedDemoCauseList(db: Database): Promise<void> {
  const [existing] = await db.select({ total: count() }).from(causeListEntries);
  if ((existing?.total ?? 0) > 0) return;
  const roomIdsOf = await listingRoomIds(db);
  const rows = demoCauseList().map(({ roomId, courtRoom, ...entry }) => ({
    ...entry,
    ...roomIdsOf({ roomId, courtRoom }),
  }));
  await db.insert(causeListEntries).values(rows).onConflictDoNothing();
}
