import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../core/db/client.ts';

/**
 * A connection of its own to a PostgreSQL test app's database, as another instance of the server has: its own
 * session, locks and transactions (PGlite has no other sessions). The caller ends it.
 */
export async function otherInstanceOf(db: Database): Promise<pg.Client> {
  const [database] = await db.select({ name: sql<string>`current_database()` }).from(sql`(select 1) as once`);
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${database?.name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return client;
}
