import { PGlite } from '@electric-sql/pglite';
import { courtDate } from '@nyaya/shared';
import { randomBytes } from 'node:crypto';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { Config } from '../core/config.ts';
import { openDatabase, pgliteFolder, type DatabaseHandle, type DatabaseLocation } from '../core/db/client.ts';
import { migrateDatabase } from '../core/db/migrate.ts';
import { seedDatabase } from '../seed/index.ts';

/**
 * Every test app gets a database of its own. Migrating and seeding one takes seconds, so the suite's global set-up
 * does it once (`createTemplate`) and each test app starts from a copy: an in-memory PGlite loaded from a dump of
 * the template, or on PostgreSQL a `CREATE DATABASE … TEMPLATE`. An app with a media directory of its own gets the
 * demo recordings on top of its copy (the seed adds only what a database lacks); apps seeded otherwise (no demo
 * data, an initial admin) still migrate and seed their own. The server processes a test starts get a copy too
 * (`databaseForServers`): on the embedded database, of a data folder made from the dump.
 */

type Seeding = Pick<Config, 'demoData' | 'initialAdmin'> & Partial<Pick<Config, 'mediaDir'>>;

/** What the template holds: the demo data of a test app's default configuration. */
const TEMPLATE_SEEDING: Seeding = { demoData: true, initialAdmin: undefined };

/** Where the template is, shared by the global set-up with every test file through `provide`/`inject`. */
export type DatabaseTemplate = {
  /** The court's day the demo cause list was seeded for: a copy is stale to a test that holds another day. */
  courtDay: string;
  pgliteDump?: string;
  /** A DATA_DIR holding the same data as a PGlite data folder, as a server process opens it. */
  pgliteDataDir?: string;
  postgresDatabase?: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate | undefined;
  }
}

const usePostgres = process.env.NYAYA_TEST_DB === 'postgres';

function postgresServerUrl(): string {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('NYAYA_TEST_DB=postgres needs TEST_DATABASE_URL');
  return serverUrl;
}

function databaseUrl(name: string): string {
  const url = new URL(postgresServerUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function onPostgresServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresServerUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function uniqueDatabaseName() {
  return `nyaya_t_${randomBytes(6).toString('hex')}`;
}

type FreshDatabase = { location: DatabaseLocation; drop: () => Promise<void> };

/** A brand-new empty database: in-memory PGlite, or (NYAYA_TEST_DB=postgres) a new database on TEST_DATABASE_URL. */
export async function freshDatabase(template?: string): Promise<FreshDatabase> {
  if (!usePostgres) return { location: { memory: true }, drop: async () => undefined };
  const name = uniqueDatabaseName();
  await onPostgresServer(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    location: { databaseUrl: databaseUrl(name) },
    drop: () => onPostgresServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function migrateAndSeed(handle: DatabaseHandle, seeding: Seeding) {
  await migrateDatabase(handle, () => seedDatabase(handle.db, seeding));
}

/**
 * PostgreSQL's own template databases, which an embedded test database never copies: without them the dump every
 * test app loads is 27 MB instead of 42, and a load takes about 0.35 s of CPU instead of 0.45 (2026-12-06).
 */
async function withoutTemplateDatabases(client: PGlite) {
  for (const name of ['template0', 'template1']) {
    await client.query(`ALTER DATABASE ${name} IS_TEMPLATE false`);
    await client.query(`DROP DATABASE ${name}`);
  }
  await client.query('CHECKPOINT');
}

/** For the global set-up: migrates and seeds the template once; resolves with its place and its removal. */
export async function createTemplate(): Promise<{ template: DatabaseTemplate; remove: () => Promise<void> }> {
  const courtDay = courtDate();
  if (usePostgres) {
    const { location, drop } = await freshDatabase();
    const handle = await openDatabase(location);
    await migrateAndSeed(handle, TEMPLATE_SEEDING);
    await handle.close();
    const postgresDatabase = new URL((location as { databaseUrl: string }).databaseUrl).pathname.slice(1);
    return { template: { courtDay, postgresDatabase }, remove: drop };
  }
  const handle = await openDatabase({ memory: true });
  if (handle.driver !== 'pglite') throw new Error('an in-memory database is PGlite');
  await migrateAndSeed(handle, TEMPLATE_SEEDING);
  await withoutTemplateDatabases(handle.client);
  const dump = await handle.client.dumpDataDir('none');
  await handle.close();
  const pgliteDump = join(tmpdir(), `${uniqueDatabaseName()}.tar`);
  await writeFile(pgliteDump, Buffer.from(await dump.arrayBuffer()));
  const pgliteDataDir = join(tmpdir(), uniqueDatabaseName());
  await mkdir(pgliteFolder(pgliteDataDir), { recursive: true });
  await (await PGlite.create(pgliteFolder(pgliteDataDir), { loadDataDir: dump })).close();
  return {
    template: { courtDay, pgliteDump, pgliteDataDir },
    remove: async () => {
      await rm(pgliteDump, { force: true });
      await rm(pgliteDataDir, { recursive: true, force: true });
    },
  };
}

let pgliteDump: Promise<Blob> | undefined;

function usableTemplate(seeding: Seeding): DatabaseTemplate | undefined {
  const template = inject('databaseTemplate');
  const sameSeeding = seeding.demoData === TEMPLATE_SEEDING.demoData && !seeding.initialAdmin;
  return template && sameSeeding && template.courtDay === courtDate() ? template : undefined;
}

/** A migrated database seeded as asked, open, with the way to close and drop it. */
export async function seededDatabase(
  seeding: Seeding,
): Promise<{ handle: DatabaseHandle; close: () => Promise<void> }> {
  const template = usableTemplate(seeding);
  let database: FreshDatabase;
  if (template?.pgliteDump) {
    pgliteDump ??= readFile(template.pgliteDump).then((bytes) => new Blob([bytes]));
    database = { location: { memory: true, loadDataDir: await pgliteDump }, drop: async () => undefined };
  } else {
    database = await freshDatabase(template?.postgresDatabase);
  }
  const handle = await openDatabase(database.location);
  if (!template) await migrateAndSeed(handle, seeding);
  else if (seeding.mediaDir) await seedDatabase(handle.db, seeding);
  return {
    handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/**
 * The database of server processes a test starts (server-data.ts), seeded as the template is (the demo users and
 * today's cause list): the template's data folder copied into `dataDir` (a PGlite data folder made takes seconds of
 * initdb), or on PostgreSQL a copy of its database; migrated and seeded from empty when the template is stale.
 */
export async function databaseForServers(dataDir: string): Promise<FreshDatabase> {
  const template = usableTemplate(TEMPLATE_SEEDING);
  if (template?.pgliteDataDir) {
    await cp(template.pgliteDataDir, dataDir, { recursive: true });
    return { location: { dataDir }, drop: async () => undefined };
  }
  const database: FreshDatabase = usePostgres
    ? await freshDatabase(template?.postgresDatabase)
    : { location: { dataDir }, drop: async () => undefined };
  if (!template) {
    const handle = await openDatabase(database.location);
    await migrateAndSeed(handle, TEMPLATE_SEEDING).finally(() => handle.close());
  }
  return database;
}
