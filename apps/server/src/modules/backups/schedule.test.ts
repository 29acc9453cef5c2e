import {
  API_PREFIX,
  courtDate,
  courtInstant,
  DAY_MS,
  demoAccount,
  SESSION_COOKIE,
  type SystemHealth,
} from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupRuns } from '../../core/db/schema/index.ts';
import { createNotifier } from '../../core/notifications/notifier.ts';
import { listOutbox } from '../../core/notifications/outbox.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { freePort } from '../../test/ports.ts';
import { serverData } from '../../test/server-data.ts';
import {
  killAll,
  SERVER_PROCESS_TEST_MS,
  signInOver,
  startServerProcess,
} from '../../test/server-process.ts';
import { createBackup } from './backup.ts';
import { scheduledDump } from './database.ts';
import { runScheduledBackup, slotAt, type BackupScheduleDeps } from './schedule.ts';

const BACKUP_AT = '02:00';
/** Each backup dumps a whole database: a second or two, more on a busy machine. */
const BACKUPS_MS = 60_000;

let workDir: string;
let t: TestApp;
let admin: TestClient;
let deps: BackupScheduleDeps;
/** A court day's 02:30, moved on a day by each test: every test's backup is of a slot of its own. */
let day = courtInstant('2026-12-01', '02:30');
const nextDay = () => (day = new Date(day.getTime() + DAY_MS));

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'nyaya-schedule-'));
  t = await createTestApp({ BACKUP_DIR: join(workDir, 'backups'), BACKUP_AT, BACKUP_KEEP: '2' });
  admin = await clientAs(t.app, 'SuperAdmin');
  const log = { info: () => undefined, error: () => undefined };
  deps = {
    db: t.db,
    schedule: { dir: join(workDir, 'backups'), at: BACKUP_AT, keep: 2 },
    mediaDir: join(workDir, 'media'),
    database: scheduledDump(t.handle),
    notifier: createNotifier({ config: t.config, db: t.db, log: t.app.log }),
    instance: 'this instance',
    log,
  };
  await mkdir(join(deps.mediaDir, 'recordings'), { recursive: true });
  await writeFile(join(deps.mediaDir, 'recordings/hearing.mp4'), 'a recording');
}, BACKUPS_MS);
afterAll(async () => {
  await killAll();
  await t.close();
  await rm(workDir, { recursive: true, force: true });
});

async function lastBackup() {
  const response = await admin.get('/master/systemHealth');
  expect(response.statusCode).toBe(200);
  return response.json<{ data: SystemHealth }>().data.backups;
}

const backupsKept = async () => (await readdir(deps.schedule.dir)).filter((name) => !name.startsWith('.'));
const mailTo = (email: string) => listOutbox(t.db, { to: email, limit: 5 });

describe('the slot a backup is for', () => {
  it('is today’s BACKUP_AT (court time) once it has come, yesterday’s before', () => {
    expect(slotAt(courtInstant('2026-12-06', '02:00'), '02:00')).toEqual(courtInstant('2026-12-06', '02:00'));
    expect(slotAt(courtInstant('2026-12-06', '23:59'), '02:00')).toEqual(courtInstant('2026-12-06', '02:00'));
    expect(slotAt(courtInstant('2026-12-06', '01:59'), '02:00')).toEqual(courtInstant('2026-12-05', '02:00'));
  });
});

describe('the scheduled backup', () => {
  it(
    'is taken once per slot, verified, and shown on System Health',
    async () => {
      expect(await lastBackup()).toEqual({ scheduled: true, last: null });

      expect(await runScheduledBackup(deps, day)).toBe(true);
      expect(await runScheduledBackup(deps, new Date(day.getTime() + 60_000))).toBe(false);

      expect(await backupsKept()).toHaveLength(1);
      const { last } = await lastBackup();
      expect(last).toMatchObject({ result: 'verified', startedAt: day.toISOString(), problem: null });
      expect(last?.bytes).toBeGreaterThan('a recording'.length);
    },
    BACKUPS_MS,
  );

  it(
    'is taken by one of two instances looking at the same time',
    async () => {
      nextDay();
      const taken = await Promise.all([
        runScheduledBackup(deps, day),
        runScheduledBackup({ ...deps, instance: 'another instance' }, day),
      ]);

      expect(taken.filter(Boolean)).toHaveLength(1);
      const rows = await t.db
        .select()
        .from(backupRuns)
        .where(eq(backupRuns.slot, slotAt(day, BACKUP_AT)));
      expect(rows).toHaveLength(1);
    },
    BACKUPS_MS,
  );

  it(
    'keeps the last BACKUP_KEEP, removing the oldest',
    async () => {
      const before = await backupsKept();
      nextDay();
      await runScheduledBackup(deps, day);

      const kept = await backupsKept();
      expect(kept).toHaveLength(2);
      expect(kept).not.toContain(before[0]);
    },
    BACKUPS_MS,
  );

  it(
    'neither counts nor removes a backup taken by hand into the same folder',
    async () => {
      const byHand = basename(
        (
          await createBackup(deps.schedule.dir, {
            database: deps.database,
            mediaDir: deps.mediaDir,
            now: new Date(day.getTime() - 30 * DAY_MS),
          })
        ).folder,
      );
      const [oldestScheduled] = (await backupsKept()).filter((name) => name !== byHand).sort();
      nextDay();
      await runScheduledBackup(deps, day);

      const kept = await backupsKept();
      expect(kept).toHaveLength(3);
      expect(kept).toContain(byHand);
      expect(kept).not.toContain(oldestScheduled);
    },
    BACKUPS_MS,
  );

  it(
    'that fails says why on System Health and e-mails every SuperAdmin',
    async () => {
      const superAdmin = demoAccount('SuperAdmin').email;
      const mailed = (await mailTo(superAdmin)).length;
      nextDay();
      const blocked = join(workDir, 'a-file');
      await writeFile(blocked, 'not a folder');

      await runScheduledBackup(
        { ...deps, schedule: { ...deps.schedule, dir: join(blocked, 'backups') } },
        day,
      );

      const { last } = await lastBackup();
      expect(last).toMatchObject({ result: 'failed', problem: expect.stringContaining('ENOTDIR') });
      const [mail, ...earlier] = await mailTo(superAdmin);
      expect(earlier).toHaveLength(mailed);
      expect(mail).toMatchObject({ subject: 'Nyaya Live: a backup failed' });
      expect(mail?.text).toContain('ENOTDIR');
      expect(mail?.text).toContain(`The backup scheduled for ${courtDate(day)} 02:00 (court time)`);
    },
    BACKUPS_MS,
  );

  it(
    'that never finished (its server stopped) is reported failed when the next one is taken',
    async () => {
      nextDay();
      const cutShort = slotAt(day, BACKUP_AT);
      await t.db
        .insert(backupRuns)
        .values({ slot: cutShort, instance: 'a server that died', startedAt: day });
      const superAdmin = demoAccount('SuperAdmin').email;

      nextDay();
      await runScheduledBackup(deps, day);

      const [row] = await t.db.select().from(backupRuns).where(eq(backupRuns.slot, cutShort));
      expect(row).toMatchObject({
        result: 'failed',
        problem: 'It did not finish: the server stopped while it ran.',
      });
      const mails = await mailTo(superAdmin);
      expect(mails.some((mail) => mail.text.includes('It did not finish'))).toBe(true);
      expect((await lastBackup()).last?.result).toBe('verified');
    },
    BACKUPS_MS,
  );
  it(
    'after days no server was running, says how many went without a backup',
    async () => {
      const firstMissed = nextDay();
      nextDay();
      nextDay();

      await runScheduledBackup(deps, day);

      const [mail] = await mailTo(demoAccount('SuperAdmin').email);
      expect(mail?.text).toContain(
        `The backup scheduled for ${courtDate(firstMissed)} 02:00 (court time) did not complete: ` +
          'No backup was taken on 2 day(s) from then on: no server was running at the time.',
      );
      expect((await lastBackup()).last?.result).toBe('verified');
    },
    BACKUPS_MS,
  );
});

describe('a server started with BACKUP_DIR', () => {
  it(
    'takes the day’s backup at once when its time has passed, and verifies it',
    async () => {
      const data = await serverData(join(workDir, 'server'), 'scheduled');
      const dir = join(workDir, 'server-backups');
      const server = await startServerProcess(
        { ...data.env, BACKUP_DIR: dir, BACKUP_AT: '00:00' },
        await freePort(),
      );
      const session = await signInOver(server.url, demoAccount('SuperAdmin').email);
      const lastRun = async () => {
        const response = await fetch(`${server.url}${API_PREFIX}/master/systemHealth`, {
          headers: { cookie: `${SESSION_COOKIE}=${session}` },
        });
        return ((await response.json()) as { data: SystemHealth }).data.backups.last?.result;
      };
      try {
        await expect.poll(lastRun, { timeout: BACKUPS_MS }).toBe('verified');
      } finally {
        await server.stop();
      }
      expect((await readdir(dir)).filter((name) => !name.startsWith('.'))).toHaveLength(1);
      const [run] = await data.withDatabase(({ db }) => db.select().from(backupRuns));
      expect(run?.slot).toEqual(courtInstant(courtDate(run?.startedAt), '00:00'));
      await data.drop();
    },
    SERVER_PROCESS_TEST_MS,
  );
});
