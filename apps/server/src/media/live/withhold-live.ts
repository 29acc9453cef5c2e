import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { HLS_SEGMENT_SECONDS } from '@nyaya/shared';
import { cutSegmentUris, type LiveCut } from './delayed-playlist.ts';
import { livePlaylistPath, readCuts, readIfExists, writeCuts } from './live-files.ts';

/**
 * How far past the judge's click a withholding reaches. What was recorded just before it is still on its way:
 * the browser hands over a chunk once it is complete (one segment length), and ffmpeg dates its segments from
 * the moment it read the recording's first chunk, so its clock runs about one chunk behind the courtroom's.
 */
export const WITHHELD_TAIL_MS = 2 * HLS_SEGMENT_SECONDS * 1000;

/** The stretch "the last `minutes` minutes", withheld at `now` (epoch ms). */
export const withheldWindow = (minutes: number, now: number): LiveCut => ({
  from: now - minutes * 60_000,
  to: now + WITHHELD_TAIL_MS,
});

async function deleteWithheldSegments(roomDir: string): Promise<void> {
  const playlist = await readIfExists(livePlaylistPath(roomDir));
  if (!playlist) return;
  const uris = cutSegmentUris(playlist, await readCuts(roomDir));
  await Promise.all(uris.map((uri) => rm(join(roomDir, uri), { force: true })));
}

/**
 * Keeps a stretch the delay still holds back from the public while the stream goes on: it is recorded as a cut
 * first, so neither /live nor the relay's playlist lists any of it from then on, then its segments are deleted.
 * Those ffmpeg is still writing are deleted once written (`onLateFailure` hears if that fails).
 */
export async function withholdLive(
  roomDir: string,
  window: LiveCut,
  onLateFailure: (error: unknown) => void,
): Promise<void> {
  await mkdir(roomDir, { recursive: true });
  await writeCuts(roomDir, [...(await readCuts(roomDir)), window]);
  await deleteWithheldSegments(roomDir);
  const written = window.to - Date.now() + 2 * HLS_SEGMENT_SECONDS * 1000;
  setTimeout(() => deleteWithheldSegments(roomDir).catch(onLateFailure), written).unref();
}
