import type { Config } from '../../config.ts';
import type { Database } from '../client.ts';
import { seedPauseReasons, seedRetention } from './administration.ts';
import { seedDemoArchival } from './archival.ts';
import { seedDemoCauseList } from './cause-list.ts';
import { seedMasters } from './masters.ts';
import { seedDemoUsers, seedInitialAdmin } from './users.ts';

/**
 * Idempotent, run at every start: master data always; demo users, the demo cause list and the demo archival
 * requests only into an empty database or table.
 */
export async function seedDatabase(db: Database, config: Pick<Config, 'demoData' | 'initialAdmin'>) {
  await seedMasters(db);
  await seedPauseReasons(db);
  await seedRetention(db);
  if (config.demoData) {
    await seedDemoUsers(db);
    await seedDemoCauseList(db);
    await seedDemoArchival(db);
  }
  if (config.initialAdmin) await seedInitialAdmin(db, config.initialAdmin);
}
