import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import * as schema from './schema/index.ts';

/** One type for both drivers: services never know whether PGlite or PostgreSQL is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle =
  | { driver: 'pglite'; db: Database; client: PGlite; close: () => Promise<void> }
  | { driver: 'postgres'; db: Database; client: pg.Pool; databaseUrl: string; close: () => Promise<void> };

/**
 * Where the data lives: a PostgreSQL URL, a PGlite directory, or a throwaway in-memory PGlite (tests), empty or
 * loaded from a dump of another (`PGlite.dumpDataDir`).
 */
export type DatabaseLocation =
  { databaseUrl: string } | { dataDir: string } | { memory: true; loadDataDir?: Blob };

/**
 * PostgreSQL's default 128 MB of shared buffers held most of an embedded server's memory (a process that opens a
 * data folder and reads: 508 MiB resident with them, 322 MiB with 16 MB); a court's data and the hot reads' indexes
 * fit in far less, and what does not is a file read away.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB'];

/**
 * PGlite's WebAssembly compiled once per process: each PGlite otherwise compiles its 9 MB again. A test worker opens
 * one per test app: 0.33 CPU-s each, 0.21 with the module compiled once (2026-12-07).
 */
let pgliteModule: Promise<WebAssembly.Module> | undefined;
const compiledPglite = () =>
  (pgliteModule ??= readFile(createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm')).then(
    (bytes) => WebAssembly.compile(bytes),
  ));

/**
 * Creates a PGlite data folder (initdb) in a process of its own: the process that runs initdb keeps the memory it
 * took (about 400 MiB resident) long after.
 */
async function createDataFolder(dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  const create = `const { PGlite } = await import(${JSON.stringify(pglite)});
    await (await PGlite.create(${JSON.stringify(dir)})).close();`;
  await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', create]);
}

/** The PGlite data folder of a server's DATA_DIR. */
export const pgliteFolder = (dataDir: string) => join(dataDir, 'db');

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if ('databaseUrl' in location) {
    const pool = new pg.Pool({ connectionString: location.databaseUrl });
    // An idle connection dropped by the server must not crash the process; the pool replaces it.
    pool.on('error', (error) => console.error('PostgreSQL idle connection error:', error.message));
    const db = drizzlePg({ client: pool, schema });
    return {
      driver: 'postgres',
      db,
      client: pool,
      databaseUrl: location.databaseUrl,
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  const pgliteWasmModule = await compiledPglite();
  if ('dataDir' in location) {
    const dir = pgliteFolder(location.dataDir);
    if (!existsSync(join(dir, 'PG_VERSION'))) await createDataFolder(dir);
    client = await PGlite.create(dir, { postgresqlconf: PGLITE_SETTINGS, pgliteWasmModule });
  } else {
    client = await PGlite.create({
      postgresqlconf: PGLITE_SETTINGS,
      pgliteWasmModule,
      ...(location.loadDataDir ? { loadDataDir: location.loadDataDir } : {}),
    });
  }
  const db = drizzlePglite({ client, schema });
  return { driver: 'pglite', db, client, close: () => client.close() };
}
