import { sql } from 'drizzle-orm';
import type { Database } from '../core/db/client.ts';

/** Tables a refused request may still write: the record of what was refused, and a session's last-seen time. */
const WRITTEN_BY_REFUSALS = new Set(['access_log', 'sign_in_failures', 'sessions']);

/** One text of every row of every table a refused request must leave alone: equal texts, unchanged tables. */
export async function stateDigest(db: Database): Promise<string> {
  const listed = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as { rows: { table_name: string }[] }; // Both drivers (PGlite, node-postgres) answer with rows.
  const tables = listed.rows.map((row) => row.table_name).filter((table) => !WRITTEN_BY_REFUSALS.has(table));
  const parts = tables.map(
    (table) =>
      sql`(select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) from ${sql.identifier(table)} t)`,
  );
  const digest = (await db.execute(sql`select concat(${sql.join(parts, sql`, `)}) as digest`)) as {
    rows: { digest: string }[];
  };
  return digest.rows[0]?.digest ?? '';
}
