import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { openDatabase, type DatabaseHandle } from '../core/db/client.ts';
import { databaseForServers, freshDatabase } from './test-database.ts';

const usePostgres = process.env.NYAYA_TEST_DB === 'postgres';

/** A PGlite created on disk, migrated and seeded (or a PostgreSQL copy): tens of seconds on a busy machine. */
export const SERVER_DATA_SETUP_MS = 180_000;

export type ServerData = {
  /** The environment of a server process on this data (startServerProcess). */
  env: Record<string, string>;
  mediaDir: string;
  /** The database in this process, between server processes (PGlite on disk takes one process at a time). */
  withDatabase: <T>(use: (handle: DatabaseHandle) => Promise<T>) => Promise<T>;
  /** Drops a PostgreSQL database made for the test (afterAll); nothing for PGlite, whose folder the test removes. */
  drop: () => Promise<void>;
};

/**
 * The data of server processes a test starts and kills: PGlite on disk in `dataDir`, or (NYAYA_TEST_DB=postgres)
 * a database on TEST_DATABASE_URL with TEST_REDIS_URL, both with the demo users and today's cause list (copies of
 * the suite's template; the server's own demo seed would also make demo clips); media in `dataDir`/media.
 * `empty`: no database yet (an empty PostgreSQL database), as a restore finds a new machine.
 */
export async function serverData(dataDir: string, name: string, { empty = false } = {}): Promise<ServerData> {
  const { location, drop } = !empty
    ? await databaseForServers(dataDir)
    : usePostgres
      ? await freshDatabase()
      : { location: { dataDir }, drop: async () => undefined };
  const withDatabase = async <T>(use: (handle: DatabaseHandle) => Promise<T>) => {
    const handle = await openDatabase(location);
    try {
      return await use(handle);
    } finally {
      await handle.close();
    }
  };
  const mediaDir = join(dataDir, 'media');
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    MEDIA_DIR: mediaDir,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    DEMO_DATA: 'false',
    DATABASE_URL: 'databaseUrl' in location ? location.databaseUrl : '',
    REDIS_URL: usePostgres ? (process.env.TEST_REDIS_URL ?? '') : '',
    REDIS_PREFIX: `nyaya_${name}_${randomBytes(6).toString('hex')}`,
  };
  return { env, mediaDir, withDatabase, drop };
}
