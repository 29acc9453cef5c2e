import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App, type AppDeps } from '../app.ts';
import { loadConfig, type Config } from '../core/config.ts';
import type { Database, DatabaseHandle } from '../core/db/client.ts';
import type { Readiness } from '../modules/health/routes.ts';
import { seededDatabase } from './test-database.ts';

export type TestApp = {
  app: App;
  db: Database;
  /** The database's driver and client, for what goes below Drizzle (a backup's dump). */
  handle: DatabaseHandle;
  config: Config;
  readiness: Readiness;
  close: () => Promise<void>;
};

const usePostgres = process.env.NYAYA_TEST_DB === 'postgres';

function uniqueName() {
  return `nyaya_t_${randomBytes(6).toString('hex')}`;
}

/**
 * A migrated, seeded app on its own database. With NYAYA_TEST_DB=postgres it also uses TEST_REDIS_URL, under
 * a key prefix of its own so suites running in parallel never share rate-limit counters or socket rooms.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  { logStream }: Pick<AppDeps, 'logStream'> = {},
): Promise<TestApp> {
  const ownDataDir = join(tmpdir(), uniqueName());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WEB_DIST_DIR: join(tmpdir(), uniqueName()),
    // Its own DATA_DIR (removed on close): what the server keeps there (its record-signing key) stays out of the
    // repository's data/.
    DATA_DIR: ownDataDir,
    REDIS_URL: usePostgres ? process.env.TEST_REDIS_URL : undefined,
    REDIS_PREFIX: uniqueName(),
    // ffmpeg for every recording a suite finalises or views: only the suites of the versions ask for it.
    VIEWING_VERSIONS: 'false',
    ...env,
  });
  // The demo recordings (ffmpeg clips and their rows) only for suites that bring a MEDIA_DIR of their own.
  const seeding = env.MEDIA_DIR ? config : { demoData: config.demoData, initialAdmin: config.initialAdmin };
  const database = await seededDatabase(seeding);
  const readiness: Readiness = { ready: true };
  const app = await buildApp({ config, db: database.handle.db, readiness, logStream });
  await app.ready();
  return {
    app,
    db: database.handle.db,
    handle: database.handle,
    config,
    readiness,
    close: async () => {
      await app.close();
      await database.close();
      await rm(ownDataDir, { recursive: true, force: true });
    },
  };
}

/** A second instance of the same deployment: the same database, Redis and key prefix, a memory of its own. */
export const anotherInstance = (first: Pick<TestApp, 'config' | 'db'>) =>
  buildApp({ config: first.config, db: first.db, readiness: { ready: true } });
