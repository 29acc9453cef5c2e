import { DAY_MS, RETENTION_JOB_INTERVAL_MINUTES } from '@nyaya/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../../core/db/client.ts';
import {
  accessLog,
  causeListEntries,
  courtRooms,
  highCourtBenches,
  recordings,
} from '../../core/db/schema/index.ts';
import { fileSize } from '../../media/ffmpeg.ts';
import { ensureMediaAreas } from '../../media/media-areas.ts';
import { pruneContactCodeSends } from '../account/index.ts';
import {
  FILE_MISSING,
  damageOf,
  keepReadBack,
  manifestFileOf,
  type ReadBackDeps,
} from '../court-record/index.ts';
import { removeStaleUnverifiedAccounts } from '../users/index.ts';
import { pruneOtpChallenges } from '../otp/index.ts';
import { retentionDays } from '../retention/index.ts';

/** Any number serves, as long as every instance uses the same one (the migrations use another). */
export const RETENTION_LOCK_KEY = 724_512;

export type RetentionLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
export type RetentionRun = { skipped: true } | { skipped: false; expired: number; missingFiles: number };

/**
 * A recording is kept for the High Court's days when its hearing's streaming room is a High Court bench's and
 * no district court room's; otherwise for the district courts' days.
 */
const isHighCourt = sql<boolean>`(exists (select 1 from ${highCourtBenches} where ${highCourtBenches.streamingRoomId} = ${causeListEntries.streamingRoomId})
  and not exists (select 1 from ${courtRooms} where ${courtRooms.streamingRoomId} = ${causeListEntries.streamingRoomId}))`;

/** Moves a recording's sealed manifest with it, when it has one. */
async function archiveManifest(areas: { recordings: string; archive: string }, file: string) {
  const manifest = manifestFileOf(file);
  await rename(join(areas.recordings, manifest), join(areas.archive, manifest)).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  });
}

/** Moves the file (and its manifest) into the archive area; false when it was in neither area. */
async function archiveFile(
  areas: { recordings: string; archive: string },
  file: string,
  log: RetentionLog,
): Promise<boolean> {
  const archived = join(areas.archive, file);
  await archiveManifest(areas, file);
  try {
    await rename(join(areas.recordings, file), archived);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    // A run stopped between the move and the update leaves the file already archived.
    if ((await fileSize(archived)) !== undefined) return true;
    log.warn(`Retention: the file of recording ${file} is missing; the recording expires all the same`);
    return false;
  }
}

/**
 * Expires every available recording older than its court type's retention days: the file moves to the
 * archive area (where an approved archival request can still reach it) and the row turns expired. Runs in
 * one transaction under an advisory lock, so with several instances only one works at a time; the others
 * skip. Idempotent.
 */
export async function runRetention(
  db: Database,
  {
    mediaDir,
    log,
    notifier,
    now = new Date(),
  }: { mediaDir: string; log: RetentionLog; notifier?: ReadBackDeps['notifier']; now?: Date },
): Promise<RetentionRun> {
  const areas = await ensureMediaAreas(mediaDir);
  // What reading each sealed file back before and after its move found: kept once the move is committed.
  const readBacks: { id: number; damage: string | null }[] = [];
  const run = await db.transaction(async (tx) => {
    // Released when the transaction ends, whichever pooled connection it ran on.
    const [lock] = await tx
      .select({ held: sql<boolean>`pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY})` })
      .from(sql`(select 1) as once`);
    if (!lock?.held) return { skipped: true } as const;
    const days = await retentionDays(tx);
    const cutoff = (courtDays: number) => new Date(now.getTime() - courtDays * DAY_MS);
    const due = await tx
      .select({
        id: recordings.id,
        file: recordings.file,
        publicFile: recordings.publicFile,
        sizeBytes: recordings.sizeBytes,
        sha256: recordings.sha256,
      })
      .from(recordings)
      .innerJoin(causeListEntries, eq(recordings.hearingId, causeListEntries.id))
      .where(
        and(
          eq(recordings.state, 'available'),
          sql`${recordings.recordedAt} < case when ${isHighCourt} then ${cutoff(days.high)}::timestamptz else ${cutoff(days.district)}::timestamptz end`,
        ),
      );
    let missingFiles = 0;
    for (const recording of due) {
      const { sha256 } = recording;
      const sealed = sha256 === null ? null : { ...recording, sha256 };
      const before = sealed && (await damageOf(join(areas.recordings, recording.file), sealed));
      if (!(await archiveFile(areas, recording.file, log))) missingFiles++;
      // Not there before: a run stopped after the move already archived it, or it is gone.
      const checkAfter = sealed && (!before || before === FILE_MISSING);
      const after = checkAfter && (await damageOf(join(areas.archive, recording.file), sealed));
      if (sealed) {
        const damage = after
          ? `after its move to the archive, ${after}`
          : before && before !== FILE_MISSING
            ? `before its move to the archive, ${before}`
            : null;
        readBacks.push({ id: recording.id, damage });
      }
      // The public's copy (the judge withheld parts of the hearing) goes with it.
      if (recording.publicFile && !(await archiveFile(areas, recording.publicFile, log))) missingFiles++;
      await tx
        .update(recordings)
        .set({ state: 'expired', expiredAt: now })
        .where(eq(recordings.id, recording.id));
    }
    if (due.length > 0) {
      await tx.insert(accessLog).values({
        event: 'recordings_expired',
        userIdentifier: 'retention job',
        target: 'recordings',
        detail: `${due.length} recording(s) expired and archived (district ${days.district} days, high court ${days.high} days); ${missingFiles} file(s) missing`,
      });
    }
    return { skipped: false, expired: due.length, missingFiles } as const;
  });
  for (const { id, damage } of readBacks) await keepReadBack({ db, notifier, log }, id, damage);
  return run;
}

/**
 * Runs retention now and every RETENTION_JOB_INTERVAL_MINUTES, prunes the one-time codes long expired and removes
 * the sign-ups not verified within UNVERIFIED_ACCOUNT_TTL_HOURS; the returned function stops it.
 */
export function startRetentionJob(
  db: Database,
  options: { mediaDir: string; log: RetentionLog; notifier?: ReadBackDeps['notifier'] },
) {
  const tick = async () => {
    try {
      const run = await runRetention(db, options);
      if (run.skipped) options.log.info('Retention: another instance is running it; skipped');
      else if (run.expired > 0) options.log.info(`Retention: ${run.expired} recording(s) expired`);
    } catch (error) {
      options.log.error({ err: error }, 'Retention run failed');
    }
    await pruneOtpChallenges(db).catch((error: unknown) =>
      options.log.error({ err: error }, 'Pruning expired one-time codes failed'),
    );
    await pruneContactCodeSends(db).catch((error: unknown) =>
      options.log.error({ err: error }, 'Pruning the day-old count of contact codes failed'),
    );
    await removeStaleUnverifiedAccounts(db).then(
      (removed) => removed > 0 && options.log.info(`${removed} sign-up(s) never verified removed`),
      (error: unknown) => options.log.error({ err: error }, 'Removing sign-ups never verified failed'),
    );
  };
  void tick();
  const timer = setInterval(() => void tick(), RETENTION_JOB_INTERVAL_MINUTES * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
