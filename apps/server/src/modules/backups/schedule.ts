import { courtDate, courtInstant, DAY_MS, type BackupRun } from '@nyaya/shared';
import { and, desc, eq, isNotNull, lt } from 'drizzle-orm';
import { rm } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { BackupSchedule } from '../../core/config.ts';
import type { Database } from '../../core/db/client.ts';
import { backupRuns } from '../../core/db/schema/index.ts';
import type { Notifier } from '../../core/notifications/notifier.ts';
import { textsIn } from '../../core/notifications/texts.ts';
import { activeSuperAdmins } from '../users/index.ts';
import { createBackup, verifyBackup } from './backup.ts';
import type { DatabaseDump } from './database.ts';

/** How often an instance looks whether a backup is due: the schedule is kept to the minute. */
const CHECK_EVERY_MS = 60_000;
const UNFINISHED = 'It did not finish: the server stopped while it ran.';

type Log = { info: (message: string) => void; error: (fields: object, message: string) => void };

export type BackupScheduleDeps = {
  db: Database;
  schedule: BackupSchedule;
  mediaDir: string;
  database: DatabaseDump;
  notifier: Pick<Notifier, 'email'>;
  /** This instance, as System Health names it. */
  instance: string;
  log: Log;
};

/** The newest scheduled time at or before `now`: today's BACKUP_AT once it has come, else yesterday's. */
export function slotAt(now: Date, at: string): Date {
  const today = courtInstant(courtDate(now), at);
  return today <= now ? today : courtInstant(courtDate(new Date(now.getTime() - DAY_MS)), at);
}

async function tellSuperAdmins(deps: BackupScheduleDeps, slot: Date, problem: string) {
  const when = `${courtDate(slot)} ${deps.schedule.at}`;
  for (const admin of await activeSuperAdmins(deps.db)) {
    const { subject, text } = textsIn(admin.language).backupProblem(when, problem);
    await deps.notifier.email(admin.email, subject, text);
  }
}

/** Runs of earlier slots still marked running were cut short (one instance takes a slot, and a day has passed). */
async function reportUnfinished(deps: BackupScheduleDeps, slot: Date) {
  const cutShort = await deps.db
    .update(backupRuns)
    .set({ result: 'failed', problem: UNFINISHED, finishedAt: new Date() })
    .where(and(eq(backupRuns.result, 'running'), lt(backupRuns.slot, slot)))
    .returning({ slot: backupRuns.slot });
  for (const run of cutShort) await tellSuperAdmins(deps, run.slot, UNFINISHED);
}

/** Days whose backup no instance took (every server was stopped over them): said by the next backup's taker. */
async function reportMissed(deps: BackupScheduleDeps, slot: Date) {
  const [previous] = await deps.db
    .select({ slot: backupRuns.slot })
    .from(backupRuns)
    .where(lt(backupRuns.slot, slot))
    .orderBy(desc(backupRuns.slot))
    .limit(1);
  if (!previous) return;
  const missed = Math.round((slot.getTime() - previous.slot.getTime()) / DAY_MS) - 1;
  if (missed < 1) return;
  const firstMissed = new Date(previous.slot.getTime() + DAY_MS);
  await tellSuperAdmins(deps, firstMissed, missedProblem(missed));
}

const missedProblem = (days: number) =>
  `No backup was taken on ${days} day(s) from then on: no server was running at the time.`;

/**
 * Removes the schedule's own verified backups beyond the number kept, oldest first. A backup someone took by hand
 * into the same folder (`npm run backup`, before an upgrade say) is not the schedule's: it is neither counted nor
 * removed.
 */
async function pruneBackups({ db, schedule }: BackupScheduleDeps) {
  const runs = await db
    .select({ folder: backupRuns.folder })
    .from(backupRuns)
    .where(and(eq(backupRuns.result, 'verified'), isNotNull(backupRuns.folder)))
    .orderBy(desc(backupRuns.slot));
  const own = runs.flatMap(({ folder }) =>
    folder && dirname(resolve(folder)) === resolve(schedule.dir) ? [folder] : [],
  );
  for (const folder of own.slice(schedule.keep)) await rm(folder, { recursive: true, force: true });
}

/**
 * Takes the backup of the slot due at `now`, unless it is taken already (by another instance, or an earlier
 * look): the instance whose row for the slot goes in takes it. Verifies it, keeps the last BACKUP_KEEP, and
 * e-mails the SuperAdmins when it fails, when an earlier one never finished, or when days went without one.
 * Resolves with whether it ran.
 */
export async function runScheduledBackup(deps: BackupScheduleDeps, now = new Date()): Promise<boolean> {
  const slot = slotAt(now, deps.schedule.at);
  const [claimed] = await deps.db
    .insert(backupRuns)
    .values({ slot, instance: deps.instance, startedAt: now })
    .onConflictDoNothing()
    .returning({ id: backupRuns.id });
  if (!claimed) return false;
  await reportUnfinished(deps, slot);
  await reportMissed(deps, slot);
  const finish = (fields: Partial<typeof backupRuns.$inferInsert>) =>
    deps.db
      .update(backupRuns)
      .set({ finishedAt: new Date(), ...fields })
      .where(eq(backupRuns.id, claimed.id));
  try {
    const { folder } = await createBackup(deps.schedule.dir, {
      database: deps.database,
      mediaDir: deps.mediaDir,
      now,
    });
    const { manifest, damaged } = await verifyBackup(folder);
    if (damaged.length > 0) {
      const named = damaged.map((file) => `${file.path} (${file.problem})`).join(', ');
      throw new Error(`${folder} did not verify: ${named}`);
    }
    const bytes = [manifest.database, ...manifest.media].reduce((sum, file) => sum + file.size, 0);
    await finish({ result: 'verified', folder, bytes });
    await pruneBackups(deps);
    deps.log.info(`Backup of ${slot.toISOString()} verified in ${folder}`);
  } catch (error) {
    const problem = (error as Error).message;
    await finish({ result: 'failed', problem });
    deps.log.error({ err: error }, 'The scheduled backup failed');
    await tellSuperAdmins(deps, slot, problem);
  }
  return true;
}

/** Looks every minute whether a backup is due (and at once: a server down at the time catches up when it starts). */
export function startBackupSchedule(deps: BackupScheduleDeps): () => void {
  const look = () =>
    void runScheduledBackup(deps).catch((error: unknown) =>
      deps.log.error({ err: error }, 'Looking for a due backup failed'),
    );
  look();
  const timer = setInterval(look, CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** The newest scheduled backup, as System Health shows it. */
export async function lastBackupRun(db: Database): Promise<BackupRun | null> {
  const [run] = await db.select().from(backupRuns).orderBy(desc(backupRuns.slot)).limit(1);
  if (!run) return null;
  return {
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    result: run.result,
    bytes: run.bytes,
    problem: run.problem,
  };
}
