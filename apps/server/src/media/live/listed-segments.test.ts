import { access, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { delayedListing } from './delayed-playlist.ts';
import {
  addClockRun,
  addCut,
  deleteCutSegments,
  livePlaylistPath,
  readListingFiles,
  replaceFile,
  resetClock,
} from './live-files.ts';
import { formatMediaPlaylist, parseMediaPlaylist } from './media-playlist.ts';
import { unpublishedFrom } from './stream-playlist.ts';

const T0 = Date.parse('2026-11-27T10:00:00.000Z');
const PAUSED = 'Streaming paused for lunch';

type Written = { sequence: number; at: number; discontinuity?: boolean };

/** ffmpeg's playlist of 2 s segments, each dated when ffmpeg wrote it, with a file for each. */
async function writeAsFfmpeg(dir: string, segments: readonly Written[]) {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:6', '#EXT-X-TARGETDURATION:2'];
  lines.push(`#EXT-X-MEDIA-SEQUENCE:${segments[0]?.sequence ?? 0}`);
  for (const { sequence, at, discontinuity } of segments) {
    if (discontinuity) lines.push('#EXT-X-DISCONTINUITY');
    const date = new Date(at).toISOString().replace('Z', '+0000');
    lines.push('#EXTINF:2.000000,', `#EXT-X-PROGRAM-DATE-TIME:${date}`, `seg-${sequence}.ts`);
    await writeFile(join(dir, `seg-${sequence}.ts`), 'segment');
  }
  await replaceFile(livePlaylistPath(dir), `${lines.join('\n')}\n`);
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** The public listing at delay 0, as /live serves it now. */
async function publicListing(dir: string) {
  const { playlist = '', ...files } = await readListingFiles(dir);
  return delayedListing({ ...files, playlist, delayMinutes: 0, now: T0 + 60_000 }).segments;
}

describe('the segments the public playlist lists', () => {
  it('are each there to serve: one a cut deleted stays the slate when its date is read anew', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'nyaya-listed-'));
    // ffmpeg started 1.5 s after the courtroom captured its first frame: its dates are that much late.
    const written = [10, 11, 12, 13].map((sequence, index) => ({ sequence, at: T0 + index * 2000 }));
    await writeAsFfmpeg(dir, written);
    await addClockRun(dir, { fromSequence: 10, shiftMs: 1500 });
    // The Judge pauses at delay 0 as segment 13 is listed (its end captured at T0 + 6.5 s): what is listed stays
    // public, what ffmpeg writes from now on is cut.
    await addCut(dir, { from: await unpublishedFrom(dir, 0, T0 + 6500), to: null, slate: PAUSED });
    await writeAsFfmpeg(dir, [...written, { sequence: 14, at: T0 + 8000 }]);
    await deleteCutSegments(dir);
    // The server rewrites the playlist with the courtroom's times, the clock first: a deletion in between reads
    // ffmpeg's later dates as they are, and segment 13 then overlaps the cut.
    const { playlist = '', clock } = await readListingFiles(dir);
    const captured = formatMediaPlaylist(parseMediaPlaylist(playlist, clock));
    await resetClock(dir);
    await deleteCutSegments(dir);
    await replaceFile(livePlaylistPath(dir), captured);

    const listed = await publicListing(dir);
    expect(listed.map((segment) => segment.sequence)).toEqual([10, 11, 12, 13, 14]);
    for (const segment of listed.filter(({ slate }) => slate === undefined)) {
      expect(await exists(join(dir, segment.uri)), segment.uri).toBe(true);
    }
    expect(listed.at(-1)).toMatchObject({ uri: 'slate-14.ts', slate: PAUSED });
  });

  it('never go back in time: ffmpeg restarted dates the stream anew, seconds earlier', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'nyaya-listed-'));
    await writeAsFfmpeg(dir, [
      { sequence: 20, at: T0 },
      { sequence: 21, at: T0 + 2000 },
      { sequence: 22, at: T0 + 4000 },
      // A crash and a restart: the new ffmpeg dates its first segment 11 s before the last one's end.
      { sequence: 23, at: T0 - 5000, discontinuity: true },
      { sequence: 24, at: T0 - 3000 },
    ]);

    const listed = await publicListing(dir);
    expect(listed.map((segment) => segment.sequence)).toEqual([20, 21, 22, 23, 24]);
    for (const [index, segment] of listed.entries()) {
      const previous = listed[index - 1];
      if (previous) expect(segment.start).toBeGreaterThanOrEqual(previous.start + previous.duration * 1000);
    }
  });
});
