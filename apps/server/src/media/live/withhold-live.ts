import { HLS_SEGMENT_SECONDS, MESSAGES } from '@nyaya/shared';
import type { LiveCut } from './delayed-playlist.ts';
import { addCut, deleteCutSegments } from './live-files.ts';
import { prepareSlate } from './slate.ts';

/**
 * How far past the judge's click a withholding reaches. Segments are dated when the courtroom captured them
 * (clock.json), but only as well as a chunk's arrival tells: the segment the click falls in, and the one after
 * it for the error of that estimate, are withheld too.
 */
export const WITHHELD_TAIL_MS = 2 * HLS_SEGMENT_SECONDS * 1000;

/** The stretch "the last `minutes` minutes", withheld at `now` (epoch ms): the public sees the slate there. */
export const withheldWindow = (minutes: number, now: number) =>
  ({
    from: now - minutes * 60_000,
    to: now + WITHHELD_TAIL_MS,
    slate: MESSAGES.streamWithheldSlate,
  }) satisfies LiveCut;

export type WithheldWindow = ReturnType<typeof withheldWindow>;

/**
 * Keeps a stretch the delay still holds back from the public while the stream goes on: it is recorded as a cut
 * first, so neither /live nor the relay's playlist lists any of it from then on, then its segments are deleted.
 * Those ffmpeg is still writing are deleted once written, and the slate is rendered meanwhile (`onLateFailure`
 * hears if either fails).
 */
export async function withholdLive(
  roomDir: string,
  window: WithheldWindow,
  onLateFailure: (error: unknown) => void,
): Promise<void> {
  await addCut(roomDir, window);
  prepareSlate(roomDir, window.slate).catch(onLateFailure);
  await deleteCutSegments(roomDir);
  const written = window.to - Date.now() + 2 * HLS_SEGMENT_SECONDS * 1000;
  setTimeout(() => deleteCutSegments(roomDir).catch(onLateFailure), written).unref();
}
