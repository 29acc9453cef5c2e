import type { Config } from '../../config.ts';
import type { Database } from '../client.ts';
import { seedPauseReasons, seedRetention } from './administration.ts';
import { seedMasters } from './masters.ts';
import { seedDemoUsers, seedInitialAdmin } from './users.ts';

/** Idempotent, run at every start: master data always, demo users only into an empty database. */
export async function seedDatabase(db: Database, config: Pick<Config, 'demoData' | 'initialAdmin'>) {
  await seedMasters(db);
  await seedPauseReasons(db);
  await seedRetention(db);
  if (config.demoData) await seedDemoUsers(db);
  if (config.initialAdmin) await seedInitialAdmin(db, config.initialAdmin);
}
