import { courtDaysAgo, courtInstant, DAY_MS, RETENTION_DAYS } from '@nyaya/shared';
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createHash } from 'node:crypto';
import { copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ffmpegAvailable,
  fileSize,
  generateTestClip,
  testClipArgs,
  writtenAtomically,
} from '../media/ffmpeg.ts';
import { ensureMediaAreas, recordingFolder } from '../media/media-areas.ts';
import type { Database } from '../core/db/client.ts';
import { causeListEntries, recordings } from '../core/db/schema/index.ts';
import { listingRoomIds } from './masters.ts';
import { DEMO_CLIP_SECONDS, DEMO_RECORDED_LISTINGS } from './recordings-data.ts';

export type SeedLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/** The demo recording's file name: one per case, the same in every media directory. */
export const demoRecordingFile = (cnr: string) => `demo-${cnr}.mp4`;

/** The demo past hearings as the form would send them, dated back from the court's today at seeding time. */
export function demoRecordedListings() {
  return DEMO_RECORDED_LISTINGS.map(({ daysAgo, state, startedAt, ...entry }) => {
    const nextDate = courtDaysAgo(daysAgo);
    return {
      entry: { ...entry, nextDate },
      state,
      recordedAt: courtInstant(nextDate, startedAt),
    };
  });
}

/** Copies under a temporary name of its own and renames, so a reader never sees half a file. */
const copyInto = (source: string, target: string) =>
  writtenAtomically(target, (partial) => copyFile(source, partial));

/**
 * The demo clip, made by ffmpeg once per machine (named by its arguments, in the temporary folder) and copied from
 * there: every media test suite seeds a media directory of its own.
 */
async function demoClip(log: SeedLog): Promise<string> {
  const args = testClipArgs(DEMO_CLIP_SECONDS);
  const digest = createHash('sha256').update(JSON.stringify(args)).digest('hex').slice(0, 12);
  const clip = join(tmpdir(), `nyaya-demo-clip-${digest}.mp4`);
  if ((await fileSize(clip)) === undefined) {
    log.info(`Generating the demo recording with ffmpeg in ${clip}`);
    await generateTestClip(clip, DEMO_CLIP_SECONDS);
  }
  return clip;
}

/**
 * Only into an empty recordings table: two past hearings with a recording each, one available and one that
 * retention has expired (its file in the archive area). The clip is made by ffmpeg once per machine and copied
 * into the media directory; without ffmpeg there are no demo recordings (rows without files would show View for a
 * video that cannot play).
 */
export async function seedDemoRecordings(db: Database, mediaDir: string, log: SeedLog): Promise<void> {
  const [existing] = await db.select({ total: count() }).from(recordings);
  if ((existing?.total ?? 0) > 0) return;
  if (!(await ffmpegAvailable())) {
    log.warn('ffmpeg is not installed: the demo recordings are skipped (install ffmpeg and restart)');
    return;
  }
  const areas = await ensureMediaAreas(mediaDir);
  const listings = demoRecordedListings();
  const pathOf = ({ entry, state }: (typeof listings)[number]) =>
    join(recordingFolder(areas, { state }), demoRecordingFile(entry.cnr));
  for (const listing of listings) {
    const path = pathOf(listing);
    if ((await fileSize(path)) === undefined) await copyInto(await demoClip(log), path);
  }

  const roomIdsOf = await listingRoomIds(db);
  await db.transaction(async (tx) => {
    for (const listing of listings) {
      const { roomId, courtRoom, ...entry } = listing.entry;
      const [hearing] = await tx
        .insert(causeListEntries)
        .values({ ...entry, ...roomIdsOf({ roomId, courtRoom }) })
        .onConflictDoUpdate({
          target: [causeListEntries.cnr, causeListEntries.nextDate],
          set: { cnr: entry.cnr },
        })
        .returning({ id: causeListEntries.id });
      if (!hearing) throw new Error(`Seed: no hearing of ${entry.cnr}`);
      const expired = listing.state === 'expired';
      await tx.insert(recordings).values({
        hearingId: hearing.id,
        file: demoRecordingFile(entry.cnr),
        sizeBytes: (await fileSize(pathOf(listing))) ?? 0,
        durationSeconds: DEMO_CLIP_SECONDS,
        state: listing.state,
        recordedAt: listing.recordedAt,
        expiredAt: expired ? new Date(listing.recordedAt.getTime() + RETENTION_DAYS.default * DAY_MS) : null,
      });
    }
  });
}
