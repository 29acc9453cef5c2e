import type { Config } from '../core/config.ts';
import type { Database } from '../core/db/client.ts';
import { seedPauseReasons, seedRetention } from './administration.ts';
import { seedDemoArchival } from './archival.ts';
import { seedDemoCauseList } from './cause-list.ts';
import { seedDemoRecordings, type SeedLog } from './recordings.ts';
import { seedMasters } from './masters.ts';
import { seedDemoUsers, seedInitialAdmin } from './users.ts';

/**
 * Idempotent, run at every start: master data always; demo users, the demo cause list, the demo archival
 * requests and the demo recordings only into an empty database or table.
 */
export async function seedDatabase(
  db: Database,
  config: Pick<Config, 'demoData' | 'initialAdmin'> & Partial<Pick<Config, 'mediaDir'>>,
  log: SeedLog = console,
) {
  await seedMasters(db);
  await seedPauseReasons(db);
  await seedRetention(db);
  if (config.demoData) {
    await seedDemoUsers(db);
    await seedDemoCauseList(db);
    await seedDemoArchival(db);
    // The demo recordings need somewhere to put their files.
    if (config.mediaDir) await seedDemoRecordings(db, config.mediaDir, log);
  }
  if (config.initialAdmin) await seedInitialAdmin(db, config.initialAdmin);
}
