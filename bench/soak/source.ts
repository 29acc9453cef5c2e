import { RECORDING } from '@nyaya/shared';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { pictureHashes } from '../../apps/server/src/test/pictures.ts';

const run = promisify(execFile);

/** Matroska's Cluster element ID. */
const CLUSTER_ID = 0x1f43b675;
const PIECE_SECONDS = RECORDING.chunkIntervalMs / 1000;
const FPS = RECORDING.captureFps;

/** An EBML variable-length integer at `at`: its value (marker bit removed unless kept) and its length. */
function vint(bytes: Buffer, at: number, keepMarker: boolean): { value: number; length: number } {
  const first = bytes[at] ?? 0;
  const length = Math.clz32(first) - 23;
  if (length < 1 || length > 8) throw new Error(`no EBML number at byte ${at}`);
  let value = keepMarker ? first : first & (0xff >> length);
  for (let index = 1; index < length; index++) value = value * 256 + (bytes[at + index] ?? 0);
  return { value, length };
}

/**
 * Where each top-level Cluster starts, walking the elements from the first one by their sizes: a search for the
 * Cluster ID's four bytes would also find them inside compressed frames.
 */
function clusterStarts(bytes: Buffer): number[] {
  const starts: number[] = [];
  for (let at = bytes.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75])); at >= 0 && at < bytes.length;) {
    const id = vint(bytes, at, true);
    const size = vint(bytes, at + id.length, false);
    if (id.value === CLUSTER_ID) starts.push(at);
    at += id.length + size.length + size.value;
  }
  return starts;
}

/**
 * What a judge's MediaRecorder uploads for `seconds` of a hearing: H.264 and Opus in Matroska with a keyframe
 * every 2 s and a 2 s cluster each, cut into one piece per cluster (the first also carries the header), so every
 * piece holds exactly one chunk interval. The final, shorter cluster is left out.
 */
export async function recordedPieces(dir: string, seconds: number): Promise<Buffer[]> {
  const path = join(dir, 'source.mkv');
  const keyframeEvery = String(PIECE_SECONDS * FPS);
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=${FPS}`],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', String(seconds + PIECE_SECONDS)],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '1000k', '-pix_fmt', 'yuv420p'],
    ...['-g', keyframeEvery, '-keyint_min', keyframeEvery, '-sc_threshold', '0'],
    ...['-c:a', 'libopus', '-cluster_time_limit', String(RECORDING.chunkIntervalMs)],
    ...['-f', 'matroska', '-y', path],
  ]);
  const bytes = await readFile(path);
  const starts = clusterStarts(bytes);
  const cuts = [0, ...starts.slice(1)];
  const pieces = cuts.slice(0, -1).map((from, index) => bytes.subarray(from, cuts[index + 1]));
  if (pieces.length < seconds / PIECE_SECONDS) {
    throw new Error(`${pieces.length} clusters in ${seconds} s: not one per ${PIECE_SECONDS} s`);
  }
  return pieces;
}

/** The md5 of every picture of recordedPieces' source (in `dir`), in order. */
export const sourcePictures = (dir: string) => pictureHashes(join(dir, 'source.mkv'));

/** Of the source's pictures, each piece's first: which piece a segment starts with. */
export const pieceFirstPictures = (pictures: readonly string[]) =>
  pictures.filter((_, index) => index % (PIECE_SECONDS * FPS) === 0);
