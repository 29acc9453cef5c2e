import { DAY_MS } from '@nyaya/shared';
import type { MediaScrubHealth } from '@nyaya/shared';
import { and, asc, desc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { join } from 'node:path';
import type { Database } from '../../core/db/client.ts';
import { causeListEntries, recordings } from '../../core/db/schema/index.ts';
import { fileDigest } from '../../core/file-digest.ts';
import type { Notifier } from '../../core/notifications/notifier.ts';
import { textsIn } from '../../core/notifications/texts.ts';
import { mediaAreas, recordingFolder } from '../../media/media-areas.ts';
import { activeSuperAdmins } from '../users/index.ts';

export type ReadBackDeps = {
  db: Database;
  /** Absent where no mail can go (`npm run retention`): the damage is logged and kept on the recording. */
  notifier?: Pick<Notifier, 'email'>;
  log: { error: (details: object, message: string) => void };
};

/** What a recording's seal says its file is. */
type Sealed = { id: number; file: string; sizeBytes: number; sha256: string };

export const FILE_MISSING = 'the file is missing';

/** What is wrong with a file against its seal, in words; null when its size and SHA-256 are the sealed ones. */
export async function damageOf(
  path: string,
  sealed: Sealed,
  bytesPerSecond?: number,
): Promise<string | null> {
  let digest: { size: number; sha256: string };
  try {
    digest = await fileDigest(path, { bytesPerSecond });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return FILE_MISSING;
    throw error;
  }
  if (digest.size !== sealed.sizeBytes) return `it is ${digest.size} bytes, sealed as ${sealed.sizeBytes}`;
  if (digest.sha256 !== sealed.sha256) return `its SHA-256 is ${digest.sha256}, sealed as ${sealed.sha256}`;
  return null;
}

/**
 * Keeps what reading a recording back found: when, and its damage (null: it matched). Damage not known before is
 * logged and mailed to every SuperAdmin, in their language.
 */
export async function keepReadBack(deps: ReadBackDeps, recordingId: number, damage: string | null) {
  const [before] = await deps.db
    .select({
      damage: recordings.damage,
      file: recordings.file,
      cnr: causeListEntries.cnr,
      hearingDate: causeListEntries.nextDate,
    })
    .from(recordings)
    .innerJoin(causeListEntries, eq(recordings.hearingId, causeListEntries.id))
    .where(eq(recordings.id, recordingId));
  await deps.db
    .update(recordings)
    .set({ checkedAt: new Date(), damage })
    .where(eq(recordings.id, recordingId));
  if (!before || damage === null || before.damage === damage) return;
  deps.log.error(
    { recordingId, damage },
    `court record: recording ${before.file} no longer matches its seal`,
  );
  if (!deps.notifier) return;
  for (const admin of await activeSuperAdmins(deps.db)) {
    const { subject, text } = textsIn(admin.language).recordingDamaged({ ...before, damage });
    await deps.notifier.email(admin.email, subject, text);
  }
}

export type ScrubDeps = ReadBackDeps & {
  mediaDir: string;
  /** How fast the scrub reads (MEDIA_SCRUB_MB_PER_SECOND): the disk's other work comes first. */
  bytesPerSecond: number;
  /** How long a recording read back stays checked before it is due again. */
  everyDays: number;
};

/**
 * Reads back the sealed recording checked longest ago (never first), if one is due, at the bounded rate. An
 * instance claims it by marking it checked, so that another takes the next one. Resolves with whether it found one.
 */
export async function scrubNext(deps: ScrubDeps, now = new Date()): Promise<boolean> {
  const due = new Date(now.getTime() - deps.everyDays * DAY_MS);
  const next = deps.db
    .select({ id: recordings.id })
    .from(recordings)
    .where(and(isNotNull(recordings.sha256), or(isNull(recordings.checkedAt), lt(recordings.checkedAt, due))))
    .orderBy(sql`${recordings.checkedAt} asc nulls first`, asc(recordings.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await deps.db
    .update(recordings)
    .set({ checkedAt: now })
    .where(eq(recordings.id, sql`(${next})`))
    .returning();
  if (!claimed?.sha256) return false;
  const areas = mediaAreas(deps.mediaDir);
  const damage = await damageOf(
    join(recordingFolder(areas, claimed), claimed.file),
    { ...claimed, sha256: claimed.sha256 },
    deps.bytesPerSecond,
  );
  await keepReadBack(deps, claimed.id, damage);
  return true;
}

/** How often an idle scrub looks for a recording due: a cheap query, and one sealed at start is read soon after. */
const IDLE_MS = 5 * 60 * 1000;

/** Scrubs one recording after another while any is due, then looks again now and then; the function returned stops. */
export function startMediaScrub(deps: ScrubDeps): () => Promise<void> {
  let stopped = false;
  let wake: () => void = () => undefined;
  const loop = async () => {
    while (!stopped) {
      let found = false;
      try {
        found = await scrubNext(deps);
      } catch (error) {
        deps.log.error({ err: error }, 'court record: the media scrub failed');
      }
      if (!found && !stopped) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, IDLE_MS);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
  };
  const running = loop();
  return async () => {
    stopped = true;
    wake();
    await running;
  };
}

const DAMAGED_SHOWN = 5;

/** System Health's view of the scrub: sealed recordings, those read back within `everyDays`, the damaged ones. */
export async function mediaScrubHealth(
  db: Database,
  everyDays: number,
  now = new Date(),
): Promise<MediaScrubHealth> {
  const since = new Date(now.getTime() - everyDays * DAY_MS);
  const [counts] = await db
    .select({
      recordings: sql<number>`count(*)::int`,
      checkedRecently: sql<number>`(count(*) filter (where ${recordings.checkedAt} >= ${since}))::int`,
    })
    .from(recordings)
    .where(isNotNull(recordings.sha256));
  const damaged = await db
    .select({
      recordingId: recordings.id,
      cnr: causeListEntries.cnr,
      hearingDate: causeListEntries.nextDate,
      file: recordings.file,
      damage: recordings.damage,
      checkedAt: recordings.checkedAt,
    })
    .from(recordings)
    .innerJoin(causeListEntries, eq(recordings.hearingId, causeListEntries.id))
    .where(isNotNull(recordings.damage))
    .orderBy(desc(recordings.checkedAt))
    .limit(DAMAGED_SHOWN);
  return {
    recordings: counts?.recordings ?? 0,
    checkedRecently: counts?.checkedRecently ?? 0,
    damaged: damaged.map((row) => ({
      ...row,
      damage: row.damage ?? '',
      checkedAt: (row.checkedAt ?? now).toISOString(),
    })),
  };
}
