import { count, sql } from 'drizzle-orm';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import {
  appendFile,
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  rm,
  stat,
  truncate,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../core/db/schema/index.ts';
import { backupCommand } from '../../test/server-commands.ts';
import { stateDigest } from '../../test/database-state.ts';
import { SERVER_DATA_SETUP_MS, serverData, type ServerData } from '../../test/server-data.ts';
import type { Manifest } from './manifest.ts';

const run = promisify(execFile);
/** Each command is a Node start and, on the embedded database, PGlite opening its folder: seconds on a busy machine. */
const COMMANDS_MS = 60_000;

let workDir: string;
let court: ServerData;
let newMachine: ServerData;
let backups: string;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'nyaya-backup-'));
  court = await serverData(join(workDir, 'court'), 'court');
  newMachine = await serverData(join(workDir, 'new'), 'new', { empty: true });
  backups = join(workDir, 'backups');
}, SERVER_DATA_SETUP_MS);
afterAll(async () => {
  await court.drop();
  await newMachine.drop();
  await rm(workDir, { recursive: true, force: true });
});

/** A backup command as an operator runs it, on that machine's environment. */
const command = (data: ServerData, ...args: string[]) => backupCommand(data.env, ...args);

async function put(mediaDir: string, path: string, bytes: string) {
  await mkdir(dirname(join(mediaDir, path)), { recursive: true });
  await writeFile(join(mediaDir, path), bytes);
}

async function newestBackup(): Promise<{ folder: string; manifest: Manifest }> {
  const names = (await readdir(backups)).filter((name) => !name.startsWith('.')).sort();
  const folder = join(backups, names.at(-1) ?? '');
  return { folder, manifest: JSON.parse(await readFile(join(folder, 'manifest.json'), 'utf8')) as Manifest };
}

/** Whether the machine's database holds anything (opening an embedded one would make it). */
async function holdsDatabase(data: ServerData): Promise<boolean> {
  if (!data.env.DATABASE_URL) return existsSync(join(data.env.DATA_DIR ?? '', 'db'));
  const tables = await data.withDatabase(
    async ({ db }) =>
      // Both drivers (PGlite, node-postgres) answer with rows.
      (await db.execute(sql`select 1 from information_schema.tables where table_schema = 'public'`)) as {
        rows: unknown[];
      },
  );
  return tables.rows.length > 0;
}

const listed = (manifest: Manifest) => manifest.media.map((file) => file.path).sort();
const userCount = (data: ServerData) =>
  data.withDatabase(async ({ db }) => (await db.select({ rows: count() }).from(users))[0]?.rows);

describe('npm run backup', () => {
  it(
    'keeps recordings, archived recordings and the chunks of one in progress, not the live stream or half-written files',
    async () => {
      await put(court.mediaDir, 'recordings/hearing-1.mp4', 'finished recording');
      await put(court.mediaDir, 'archive/hearing-0.mp4', 'archived recording');
      await put(court.mediaDir, 'sessions/session-2/0000000.part', 'first chunk');
      await put(court.mediaDir, 'sessions/session-2/.0000001.part.1a2b.tmp', 'chunk being written');
      await put(court.mediaDir, 'live/Room1/seg-1.ts', 'live segment');

      const backup = await command(court, 'backup', backups);

      const dumpedHow = court.env.DATABASE_URL ? 'with pg_dump' : 'from its folder (no server running)';
      expect(backup).toMatchObject({ code: 0, said: expect.stringContaining(dumpedHow) });
      const { manifest } = await newestBackup();
      expect(listed(manifest)).toEqual([
        'media/archive/hearing-0.mp4',
        'media/recordings/hearing-1.mp4',
        'media/sessions/session-2/0000000.part',
      ]);
      expect(manifest.database.kind).toBe(court.env.DATABASE_URL ? 'postgres' : 'embedded');
    },
    COMMANDS_MS,
  );

  it(
    'links what the previous backup holds unchanged and copies only what is new',
    async () => {
      const first = await newestBackup();
      await put(court.mediaDir, 'recordings/hearing-2.mp4', 'another recording');

      expect((await command(court, 'backup', backups)).code).toBe(0);

      const second = await newestBackup();
      expect(second.folder).not.toBe(first.folder);
      expect(second.manifest.copiedBytes).toBe('another recording'.length);
      const inode = async (folder: string) =>
        (await stat(join(folder, 'media/recordings/hearing-1.mp4'))).ino;
      expect(await inode(second.folder)).toBe(await inode(first.folder));
    },
    COMMANDS_MS,
  );
});

describe('npm run verify-backup', () => {
  it(
    'names every file that no longer matches its manifest',
    async () => {
      expect(await command(court, 'verify', backups)).toMatchObject({ code: 0 });
      const { folder } = await newestBackup();
      const damaged = join(workDir, 'damaged');
      await run('cp', ['-r', folder, damaged]);
      await appendFile(join(damaged, 'media/recordings/hearing-2.mp4'), '!');
      await truncate(join(damaged, 'media/archive/hearing-0.mp4'), 3);
      await rm(join(damaged, 'media/sessions/session-2/0000000.part'));
      await writeFile(join(damaged, 'media/recordings/hearing-1.mp4'), 'finished recordinG');

      const verified = await command(court, 'verify', damaged);

      expect(verified.code).toBe(1);
      expect(verified.said).toContain('media/recordings/hearing-2.mp4: size');
      expect(verified.said).toContain('media/archive/hearing-0.mp4: size');
      expect(verified.said).toContain('media/sessions/session-2/0000000.part: missing');
      expect(verified.said).toContain('media/recordings/hearing-1.mp4: hash');
      expect(verified.said).toContain('4 of 5 file(s) do not match the manifest');
    },
    COMMANDS_MS,
  );
});

describe('npm run restore', () => {
  it(
    'refuses a database that is not empty and changes nothing',
    async () => {
      await put(court.mediaDir, 'recordings/after-backup.mp4', 'made after the backup');
      const before = await court.withDatabase(({ db }) => stateDigest(db));

      const refused = await command(court, 'restore', backups);

      expect(refused.code).toBe(1);
      expect(refused.said).toMatch(/is not empty|already holds a database/);
      expect(refused.said).toContain('--replace');
      expect(await court.withDatabase(({ db }) => stateDigest(db))).toBe(before);
      expect(await readFile(join(court.mediaDir, 'recordings/after-backup.mp4'), 'utf8')).toBe(
        'made after the backup',
      );
    },
    COMMANDS_MS,
  );

  it(
    'refuses media that are not empty before touching the empty database',
    async () => {
      await put(newMachine.mediaDir, 'recordings/stray.mp4', 'stray');

      const refused = await command(newMachine, 'restore', backups);

      expect(refused).toMatchObject({ code: 1, said: expect.stringContaining('already holds media') });
      expect(await holdsDatabase(newMachine)).toBe(false);
      await rm(newMachine.mediaDir, { recursive: true });
    },
    COMMANDS_MS,
  );

  it(
    'restores the newest complete backup into an empty machine, passing over one left incomplete',
    async () => {
      const newest = await newestBackup();
      await mkdir(join(backups, '9999-12-31T00-00-00-000Z'));

      const restored = await command(newMachine, 'restore', backups);

      expect(restored).toMatchObject({ code: 0, said: expect.stringContaining(`Restored ${newest.folder}`) });
      expect(await userCount(newMachine)).toBe(await userCount(court));
      expect(await readFile(join(newMachine.mediaDir, 'recordings/hearing-2.mp4'), 'utf8')).toBe(
        'another recording',
      );
    },
    COMMANDS_MS,
  );

  it(
    'with --replace, restores over a machine that has data: what came after the backup is gone',
    async () => {
      const replaced = await command(court, 'restore', backups, '--replace');

      expect(replaced.code).toBe(0);
      await expect(stat(join(court.mediaDir, 'recordings/after-backup.mp4'))).rejects.toThrow('ENOENT');
      expect(await readFile(join(court.mediaDir, 'sessions/session-2/0000000.part'), 'utf8')).toBe(
        'first chunk',
      );
    },
    COMMANDS_MS,
  );

  it(
    'restores nothing from a backup whose database file is damaged, and leaves out a damaged media file',
    async () => {
      const damaged = join(workDir, 'damaged');
      const manifest = JSON.parse(await readFile(join(damaged, 'manifest.json'), 'utf8')) as Manifest;
      const databaseFile = join(damaged, manifest.database.path);
      const intact = await readFile(databaseFile);
      await writeFile(databaseFile, Buffer.concat([intact, Buffer.from('x')]));

      const refused = await command(court, 'restore', damaged, '--replace');

      expect(refused).toMatchObject({ code: 1, said: expect.stringContaining('nothing was restored') });
      expect(await readFile(join(court.mediaDir, 'recordings/hearing-2.mp4'), 'utf8')).toBe(
        'another recording',
      );

      await writeFile(databaseFile, intact);
      const partly = await command(court, 'restore', damaged, '--replace');

      expect(partly.code).toBe(1);
      expect(partly.said).toContain('media/recordings/hearing-1.mp4: damaged in the backup, not restored');
      expect(partly.said).toContain('except 4 damaged file(s)');
      await expect(stat(join(court.mediaDir, 'recordings/hearing-1.mp4'))).rejects.toThrow('ENOENT');
    },
    COMMANDS_MS,
  );

  it(
    'refuses a backup of the other kind of database, and says how to run the commands',
    async () => {
      const otherKind = court.env.DATABASE_URL
        ? { ...court, env: { ...court.env, DATABASE_URL: '' } }
        : { ...court, env: { ...court.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' } };

      const refused = await command(otherKind, 'restore', backups, '--replace');

      expect(refused.code).toBe(1);
      expect(refused.said).toMatch(/^This backup holds the (postgres|embedded) database: /);
      expect(await command(court, 'restore')).toMatchObject({
        code: 1,
        said: expect.stringMatching(/^Usage: /),
      });
      expect(await command(court, 'restore', join(workDir, 'nowhere'))).toMatchObject({
        code: 1,
        said: expect.stringContaining('There is no complete backup in'),
      });
    },
    COMMANDS_MS,
  );
});
