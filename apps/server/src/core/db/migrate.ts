import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { MIGRATIONS_DIR } from '../paths.ts';
import type { DatabaseHandle } from './client.ts';

/** Any number serves, as long as every instance of this app uses the same one. */
const MIGRATION_LOCK_KEY = 724_511;

/**
 * Applies the committed drizzle-kit migrations. On PostgreSQL an advisory lock makes instances that start
 * together migrate (and then seed, inside `whileLocked`) one after another instead of racing.
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  whileLocked?: () => Promise<void>,
): Promise<void> {
  if (handle.driver === 'pglite') {
    await migratePglite(drizzlePglite({ client: handle.client }), { migrationsFolder: MIGRATIONS_DIR });
    await whileLocked?.();
    return;
  }
  const connection = await handle.client.connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client: connection }), { migrationsFolder: MIGRATIONS_DIR });
    await whileLocked?.();
  } finally {
    await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    connection.release();
  }
}
