import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp, type App } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database, type DatabaseLocation } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed/index.ts';
import type { Readiness } from '../modules/health/routes.ts';

export type TestApp = {
  app: App;
  db: Database;
  config: Config;
  readiness: Readiness;
  close: () => Promise<void>;
};

const usePostgres = process.env.NYAYA_TEST_DB === 'postgres';

function uniqueName() {
  return `nyaya_t_${randomBytes(6).toString('hex')}`;
}

/** A brand-new database: in-memory PGlite, or (NYAYA_TEST_DB=postgres) a fresh database on TEST_DATABASE_URL. */
export async function freshDatabase(): Promise<{ location: DatabaseLocation; drop: () => Promise<void> }> {
  if (!usePostgres) return { location: { memory: true }, drop: async () => undefined };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('NYAYA_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = uniqueName();
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    location: { databaseUrl: url.toString() },
    drop: () => admin(`DROP DATABASE ${name} WITH (FORCE)`),
  };
}

/**
 * A migrated, seeded app on its own database. With NYAYA_TEST_DB=postgres it also uses TEST_REDIS_URL, under
 * a key prefix of its own so suites running in parallel never share rate-limit counters or socket rooms.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: join(tmpdir(), uniqueName()),
    REDIS_URL: usePostgres ? process.env.TEST_REDIS_URL : undefined,
    REDIS_PREFIX: uniqueName(),
    ...env,
  });
  const database = await freshDatabase();
  const handle = await openDatabase(database.location);
  // The demo recordings (ffmpeg clips and their rows) only for suites that bring a MEDIA_DIR of their own.
  const seeding = env.MEDIA_DIR ? config : { demoData: config.demoData, initialAdmin: config.initialAdmin };
  await migrateDatabase(handle, () => seedDatabase(handle.db, seeding));
  const readiness: Readiness = { ready: true };
  const app = await buildApp({ config, db: handle.db, readiness });
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    readiness,
    close: async () => {
      await app.close();
      await handle.close();
      await database.drop();
    },
  };
}
