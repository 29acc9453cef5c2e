/**
 * The low rendition of a room's public stream (issue 41; docs/decisions/media-pipeline.md 9): about 360p, recorded by
 * the judge's browser from the same composite as the courtroom's recording, its recorder started in the same task
 * so that their keyframes fall together (bench/judge-low-rung.ts), and cut into segments by a live pipeline of its
 * own under MEDIA_DIR/low-rung. Its playlist is the courtroom's, renamed: each courtroom segment is stood for by the
 * low segment that shows the same stretch of the hearing: starting within a frame of it (or up to a quarter second
 * before it where what comes before is public too), and served without the pictures that start after it ends (the two recorders'
 * keyframes wander a few tens of milliseconds apart: a walk measured -11 to +28 ms). So the rendition shows no
 * picture the courtroom's playlist does not (a cut, a withholding); its sound may run on a frame's length, whole
 * runs of sound being a third of a second. Where there is none (a browser that sent no low rendition, a lost chunk,
 * keyframes that fell apart) the courtroom's own segment stands in: larger, never another moment. A slate's low
 * version is the slate itself.
 */
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { HLS_SEGMENT_SECONDS } from '@nyaya/shared';
import { LRUCache } from 'lru-cache';
import { livePlaylistPath, liveRoomDir, readIfExists } from './live-files.ts';
import { parseMediaPlaylist, type Segment } from './media-playlist.ts';
import { CLOCK_HZ, PACKET_BYTES } from './mpegts-packets.ts';
import { firstVideoPts, picturesBefore } from './mpegts-retime.ts';
import { renamedRendition } from './renamed-rendition.ts';
import type { SegmentFile } from './segment-cache.ts';

export const LOW_RUNG_PLAYLIST = 'low.m3u8';
export const lowRung = renamedRendition('low-');

/** Where the low rendition's pipeline writes: a room's segments in low-rung/live/<room>. */
export const lowRungMediaDir = (mediaDir: string) => join(mediaDir, 'low-rung');

/** The room's folder of low segments. */
export const lowRungRoomDir = (mediaDir: string, roomId: string) =>
  liveRoomDir(lowRungMediaDir(mediaDir), roomId);

/** A low segment may start a frame (of 25 a second) after the courtroom's, or end a frame after it (cut off there). */
const START_TOLERANCE = Math.round(0.045 * CLOCK_HZ);
/**
 * And start this much before it where what comes before is public too: on a busy machine the two recorders'
 * keyframes were up to 110 ms apart, the low one's first (the broadcast walk beside two CPU-bound loops).
 */
const EARLY_AFTER_PUBLIC = Math.round(0.25 * CLOCK_HZ);
/** Where it may not start early, and at its end: the rounding of the playlists' durations. */
const ROUNDING = Math.round(0.002 * CLOCK_HZ);
/** Enough of a segment's start to hold its first picture's PES header (after the PAT, the PMT and maybe sound). */
const HEAD_BYTES = 16 * 1024;
/** Every low segment of dozens of rooms' eleven minutes. */
const STARTS_KEPT = 16_384;
const TRIMMED_KEPT = 512;

/** The low segments the room's pipeline lists now, oldest first. */
export async function lowRungSegments(mediaDir: string, roomId: string): Promise<Segment[]> {
  const text = await readIfExists(livePlaylistPath(lowRungRoomDir(mediaDir, roomId)));
  return text === undefined ? [] : parseMediaPlaylist(text).segments;
}

/** The first picture's PTS of a segment file, read from its start; undefined for no such file or picture. */
async function firstPictureOnDisk(path: string): Promise<number | undefined> {
  const file = await open(path).catch(() => undefined);
  if (!file) return undefined;
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await file.read(head, 0, HEAD_BYTES, 0);
    return firstVideoPts(head.subarray(0, bytesRead - (bytesRead % PACKET_BYTES)));
  } finally {
    await file.close();
  }
}

/** How long a request waits for the low segment of a moment the low rendition has not reached yet. */
const LATE_WAIT_MS = 1000;
/** The low rendition is just behind when its newest segment starts no more than a segment before the one asked for. */
const JUST_BEHIND = Math.round((HLS_SEGMENT_SECONDS + 0.5) * CLOCK_HZ);
const LATE_POLL_MS = 100;

/** The low segments standing for the courtroom's, each read from disk (`read`: the routes' segment cache). */
export function createLowRungSegments({
  mediaDir,
  read,
}: {
  mediaDir: string;
  read: (path: string) => Promise<SegmentFile | undefined>;
}) {
  /**
   * Each low segment's first PTS, by path: ffmpeg writes a segment once, and its numbers go on across its runs and
   * the room's streams, so a path never names another segment.
   */
  const starts = new LRUCache<string, number>({ max: STARTS_KEPT });
  /**
   * The low segment found for a courtroom segment, by the room and the courtroom file's version, and where its
   * pictures are cut off (undefined: served whole).
   */
  const matches = new LRUCache<string, { path: string; trimAt?: number }>({ max: STARTS_KEPT });
  /** Low segments cut off at a courtroom segment's end, made once however many ask (100 kB each). */
  const trimmed = new LRUCache<string, SegmentFile>({ max: TRIMMED_KEPT });

  async function startOf(path: string): Promise<number | undefined> {
    const known = starts.get(path);
    if (known !== undefined) return known;
    const pts = await firstPictureOnDisk(path);
    if (pts !== undefined) starts.set(path, pts);
    return pts;
  }

  /**
   * The low segment starting within a frame of `from` (after it, or no more than `early` before it), or undefined;
   * `justBehind` when the low rendition's newest segment is the one before it (its next is being written). Its
   * segments' PTS rise along its playlist (the stream's clock goes on across ffmpeg's runs and the recordings), and
   * the oldest files are the ones ffmpeg deletes: a binary search finds the last one starting by `from`.
   */
  async function lowSegmentFrom(roomId: string, from: number, early: number) {
    const dir = lowRungRoomDir(mediaDir, roomId);
    const segments = await lowRungSegments(mediaDir, roomId);
    let low = 0;
    let high = segments.length - 1;
    let found: { segment: Segment; path: string; pts: number } | undefined;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const segment = segments[middle]!;
      const path = join(dir, segment.uri);
      const pts = await startOf(path);
      if (pts === undefined || pts <= from + START_TOLERANCE) {
        if (pts !== undefined) found = { segment, path, pts };
        low = middle + 1;
      } else high = middle - 1;
    }
    if (found && found.pts >= from - early) return { found, justBehind: false };
    const newestBehind = low === segments.length && found !== undefined && from - found.pts <= JUST_BEHIND;
    return { found: undefined, justBehind: newestBehind };
  }

  /**
   * The low segment that shows what `courtroom` shows (the room's courtroom segment file, listed `duration` seconds
   * long), or undefined; it may start early only where `afterPublic` (the segment before is the court's, public, and
   * continuous with it), and one that ends up to a frame late is served without its pictures past the
   * courtroom segment's end. At a delay of 0 a courtroom segment can be listed a moment before the low one of the
   * same stretch is written: the request waits for it a little.
   */
  async function standingFor(
    roomId: string,
    courtroom: SegmentFile,
    { duration, afterPublic }: { duration: number; afterPublic: boolean },
  ): Promise<SegmentFile | undefined> {
    const key = `${roomId}:${courtroom.etag}:${afterPublic}`;
    if (matches.has(key)) return served(key);
    const from = firstVideoPts(courtroom.bytes);
    if (from === undefined) return undefined;
    const early = afterPublic ? EARLY_AFTER_PUBLIC : ROUNDING;
    let look = await lowSegmentFrom(roomId, from, early);
    for (let waited = 0; look.justBehind && waited < LATE_WAIT_MS; waited += LATE_POLL_MS) {
      await new Promise((resolve) => setTimeout(resolve, LATE_POLL_MS));
      look = await lowSegmentFrom(roomId, from, early);
    }
    const { found } = look;
    if (!found) return undefined;
    const end = found.pts + Math.round(found.segment.duration * CLOCK_HZ);
    const courtroomEnd = from + Math.round(duration * CLOCK_HZ);
    if (end > courtroomEnd + START_TOLERANCE) return undefined;
    matches.set(key, { path: found.path, trimAt: end > courtroomEnd + ROUNDING ? courtroomEnd : undefined });
    return served(key);
  }

  /** A match's low segment as it is served: the file, or without its pictures past the courtroom's end. */
  async function served(key: string): Promise<SegmentFile | undefined> {
    const match = matches.get(key);
    const file = match && (await read(match.path));
    if (!match || !file || match.trimAt === undefined) return file;
    const trimmedKey = `${match.path}:${file.etag}:${match.trimAt}`;
    const known = trimmed.get(trimmedKey);
    if (known) return known;
    const cut = {
      ...file,
      bytes: picturesBefore(file.bytes, match.trimAt),
      etag: `${file.etag.slice(0, -1)}-t"`,
    };
    trimmed.set(trimmedKey, cut);
    return cut;
  }

  return { standingFor };
}
