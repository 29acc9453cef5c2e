import type { PGlite } from '@electric-sql/pglite';
import { execFile } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { openDatabase, pgliteFolder, type DatabaseHandle } from '../../core/db/client.ts';
import { hasEmbeddedDatabase, loadEmbedded, snapshotEmbedded } from '../../core/db/embedded-snapshot.ts';
import type { DatabaseKind } from './manifest.ts';
import { fetchSnapshot, serverAnswers, snapshotSocketPath } from './snapshot-socket.ts';

const run = promisify(execFile);

/** A refusal to go on, said to the operator as it is (no stack trace): the target is not empty, and the like. */
export class BackupRefusal extends Error {}

/** The database a backup is taken of or restored into. */
export type DatabaseTarget =
  { kind: 'postgres'; databaseUrl: string } | { kind: 'embedded'; dataDir: string };

export const DATABASE_FILES: Record<DatabaseKind, string> = {
  postgres: 'database.pgdump',
  embedded: 'database.tar.gz',
};

/**
 * How a backup gets its database into a file: pg_dump, the running server's open database, or the folder itself
 * when no server has it open; `dumpTo` resolves with which, said as the command reports it.
 */
export type DatabaseDump = { kind: DatabaseKind; dumpTo: (path: string) => Promise<string> };

/**
 * Runs pg_dump or pg_restore on the database at `databaseUrl`, its password in the environment (PGPASSWORD), not
 * among the arguments, which every user of the machine may read (ps).
 */
function runOnPostgres(command: 'pg_dump' | 'pg_restore', databaseUrl: string, args: string[]) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return run(command, [`--dbname=${url.toString()}`, ...args], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  });
}

/** pg_dump's custom format: consistent (one transaction), compressed, restored by pg_restore. */
const postgresDump = (databaseUrl: string): DatabaseDump => ({
  kind: 'postgres',
  dumpTo: async (path) => {
    await runOnPostgres('pg_dump', databaseUrl, [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${path}`,
    ]);
    return 'with pg_dump';
  },
});

/**
 * Through the server that has DATA_DIR's database open (it alone may read it consistently); when none runs,
 * nothing writes the folder, and it is opened here.
 */
const embeddedDump = (dataDir: string): DatabaseDump => ({
  kind: 'embedded',
  dumpTo: async (path) => {
    if (await fetchSnapshot(dataDir, path)) return 'through the running server';
    if (!hasEmbeddedDatabase(dataDir))
      throw new BackupRefusal(`There is no database in ${dataDir} to back up.`);
    const handle = await openDatabase({ dataDir });
    try {
      if (handle.driver !== 'pglite') throw new Error('a data folder opens as the embedded database');
      await writeFile(path, await openedDump(handle.client));
      return 'from its folder (no server running)';
    } finally {
      await handle.close();
    }
  },
});

const openedDump = async (client: PGlite) =>
  Buffer.from(await (await snapshotEmbedded(client)).arrayBuffer());

export const databaseDump = (target: DatabaseTarget): DatabaseDump =>
  target.kind === 'postgres' ? postgresDump(target.databaseUrl) : embeddedDump(target.dataDir);

/** What the server's scheduled backups take: its own open embedded database, or PostgreSQL through pg_dump. */
export const scheduledDump = (database: DatabaseHandle): DatabaseDump =>
  database.driver === 'postgres'
    ? postgresDump(database.databaseUrl)
    : {
        kind: 'embedded',
        dumpTo: async (path) => {
          await writeFile(path, await openedDump(database.client), { flag: 'wx' });
          return 'by the server itself';
        },
      };

async function postgresIsEmpty(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      `select count(*)::int as tables from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0]?.tables === 0;
  } finally {
    await client.end();
  }
}

const REPLACE_HINT = 'Restore into an empty one, or add --replace to overwrite it.';

/** Refuses a target database a restore must not touch: one a server has open, or (unless `replace`) not empty. */
export async function ensureDatabaseReplaceable(target: DatabaseTarget, replace: boolean): Promise<void> {
  if (target.kind === 'postgres') {
    if (!replace && !(await postgresIsEmpty(target.databaseUrl)))
      throw new BackupRefusal(`The database at DATABASE_URL is not empty. ${REPLACE_HINT}`);
    return;
  }
  if (await serverAnswers(snapshotSocketPath(target.dataDir)))
    throw new BackupRefusal(`A server is running on ${target.dataDir}. Stop it before restoring.`);
  if (!replace && hasEmbeddedDatabase(target.dataDir))
    throw new BackupRefusal(`${target.dataDir} already holds a database. ${REPLACE_HINT}`);
}

/** Loads a backup's database file into the target (ensureDatabaseReplaceable has made sure it may). */
export async function restoreDatabase(target: DatabaseTarget, path: string): Promise<void> {
  if (target.kind === 'postgres') {
    const options = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction'];
    await runOnPostgres('pg_restore', target.databaseUrl, [...options, '--clean', '--if-exists', path]);
    return;
  }
  await rm(pgliteFolder(target.dataDir), { recursive: true, force: true });
  await loadEmbedded(target.dataDir, new Blob([await readFile(path)]));
}
