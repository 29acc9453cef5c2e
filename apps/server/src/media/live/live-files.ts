import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cutSegments, type LiveCut, type WithheldSegments } from './delayed-playlist.ts';
import { runLateness, type ClockRun } from './media-playlist.ts';

/** A streaming room's name ("Room1") as it may appear in a path. */
export const LIVE_ROOM_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** The only file names the pipeline writes for segments: ffmpeg's `seg-%d.ts`, and the slates in place of cut ones. */
export const LIVE_SEGMENT_PATTERN = /^(seg|slate)-\d{1,10}\.ts$/;
export const LIVE_SEGMENT_TEMPLATE = 'seg-%d.ts';
export const LIVE_SEGMENT_TYPE = 'video/mp2t';

const PLAYLIST_FILE = 'stream.m3u8';
/** The delayed playlist as the public sees it, rewritten every second for the relay (ffmpeg reads files). */
const PUBLIC_PLAYLIST_FILE = 'public.m3u8';
const CUTS_FILE = 'cuts.json';
const CLOCK_FILE = 'clock.json';
const WITHHELD_FILE = 'withheld.json';
/** The files the public playlist is made of: when one changes, so may the playlist. */
export const LIVE_PLAYLIST_INPUTS: readonly string[] = [PLAYLIST_FILE, CUTS_FILE, CLOCK_FILE, WITHHELD_FILE];
const HEADER_FILE = 'recording-header.mkv';
const RECORDING_START_FILE = 'recording-start.json';

/** MEDIA_DIR/live/<roomId>: ffmpeg's playlist and segments, the cuts of the room and its recording's header. */
export function liveRoomDir(mediaDir: string, roomId: string): string {
  if (!LIVE_ROOM_PATTERN.test(roomId)) throw new Error(`not a streaming room name: ${roomId}`);
  return join(mediaDir, 'live', roomId);
}

export const livePlaylistPath = (roomDir: string) => join(roomDir, PLAYLIST_FILE);
export const publicPlaylistPath = (roomDir: string) => join(roomDir, PUBLIC_PLAYLIST_FILE);

async function bytesIfExist(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The file's text, or undefined when there is no such file. */
export const readIfExists = async (path: string) => (await bytesIfExist(path))?.toString('utf8');

/** The room's cuts, kept on disk so that a restarted server still never lists what the judge cut. */
export async function readCuts(roomDir: string): Promise<LiveCut[]> {
  const text = await readIfExists(join(roomDir, CUTS_FILE));
  return text ? (JSON.parse(text) as LiveCut[]) : [];
}

/** Written under a temporary name and renamed into place, so a reader never sees half a file. */
export async function replaceFile(path: string, data: string | Uint8Array): Promise<void> {
  const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
  await writeFile(partial, data);
  await rename(partial, path);
}

/**
 * Adds a stretch nothing of which is ever listed for the public (a pause, a withholding). Recorded before its
 * segments are deleted: from then on no route or relay lists them.
 */
export async function addCut(roomDir: string, cut: LiveCut): Promise<void> {
  await mkdir(roomDir, { recursive: true });
  await replaceFile(join(roomDir, CUTS_FILE), JSON.stringify([...(await readCuts(roomDir)), cut]));
}

/**
 * Starts the room's cut that goes on no later than `at`, where the courtroom's last segment ends: the slate then
 * follows the last picture the public saw. The chunk being recorded when the judge paused arrives after the
 * pause and is not shown, so the courtroom's segments end up to a chunk before the pause; the slate's places
 * between (files nobody wrote) would otherwise be listed as the courtroom's, and a player or relay would stand
 * still there.
 */
export async function startOpenCutBy(roomDir: string, at: number): Promise<void> {
  const cuts = await readCuts(roomDir);
  if (!cuts.some((cut) => cut.to === null && cut.from > at)) return;
  const moved = cuts.map((cut) => (cut.to === null ? { ...cut, from: Math.min(cut.from, at) } : cut));
  await replaceFile(join(roomDir, CUTS_FILE), JSON.stringify(moved));
}

/** Ends the room's cuts that go on (off air until `at`): what comes after is public again. */
export async function closeOpenCuts(roomDir: string, at: number): Promise<void> {
  const cuts = await readCuts(roomDir);
  if (cuts.every((cut) => cut.to !== null)) return;
  const closed = cuts.map((cut) => ({ ...cut, to: cut.to ?? Math.max(cut.from, at) }));
  await replaceFile(join(roomDir, CUTS_FILE), JSON.stringify(closed));
}

export async function readWithheld(roomDir: string): Promise<WithheldSegments> {
  const text = await readIfExists(join(roomDir, WITHHELD_FILE));
  return text ? (JSON.parse(text) as WithheldSegments) : {};
}

async function recordAndDeleteCutSegments(roomDir: string) {
  const playlist = await readIfExists(livePlaylistPath(roomDir));
  if (!playlist) return;
  const { first, cut } = cutSegments(playlist, await readCuts(roomDir), await readClock(roomDir));
  if (cut.length === 0) return;
  const earlier = Object.entries(await readWithheld(roomDir)).filter(
    ([sequence]) => Number(sequence) >= first,
  );
  const withheld = Object.fromEntries([...earlier, ...cut.map(({ sequence, slate }) => [sequence, slate])]);
  await replaceFile(join(roomDir, WITHHELD_FILE), JSON.stringify(withheld));
  await Promise.all(cut.map(({ uri }) => rm(join(roomDir, uri), { force: true })));
}

/** Each room's last deletion of cut segments (one entry per streaming room): one at a time, no record lost. */
const deletions = new Map<string, Promise<void>>();

/**
 * Deletes the segment files of ffmpeg's playlist that a cut covers. Each is recorded as withheld first: from then
 * on it is listed as the slate, whatever its date reads later (see WithheldSegments).
 */
export function deleteCutSegments(roomDir: string): Promise<void> {
  const deleting = (deletions.get(roomDir) ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => recordAndDeleteCutSegments(roomDir));
  deletions.set(roomDir, deleting);
  return deleting;
}

/** What the room's public playlist is made of, as the files read now. */
export async function readListingFiles(roomDir: string) {
  const [playlist, cuts, clock, withheld] = await Promise.all([
    readIfExists(livePlaylistPath(roomDir)),
    readCuts(roomDir),
    readClock(roomDir),
    readWithheld(roomDir),
  ]);
  return { playlist, cuts, clock, withheld };
}

/**
 * The room's current recording up to its first cluster, kept on disk as long as the recording runs: a server
 * restarted mid-recording (a crash, a deploy) starts ffmpeg on the resumed chunks after it.
 */
export const writeRecordingHeader = (roomDir: string, header: Uint8Array) =>
  replaceFile(join(roomDir, HEADER_FILE), header);

export const readRecordingHeader = (roomDir: string) => bytesIfExist(join(roomDir, HEADER_FILE));

export const deleteRecordingHeader = (roomDir: string) =>
  Promise.all([
    rm(join(roomDir, HEADER_FILE), { force: true }),
    rm(join(roomDir, RECORDING_START_FILE), { force: true }),
  ]);

/** When the current recording began in the courtroom (epoch ms), kept with its header. */
export const writeRecordingStart = (roomDir: string, capturedFrom: number) =>
  replaceFile(join(roomDir, RECORDING_START_FILE), JSON.stringify({ capturedFrom }));

export async function readRecordingStart(roomDir: string): Promise<number | undefined> {
  const text = await readIfExists(join(roomDir, RECORDING_START_FILE));
  return text === undefined ? undefined : (JSON.parse(text) as { capturedFrom: number }).capturedFrom;
}

/** ffmpeg's runs since the playlist was last rewritten with the courtroom's times. */
export async function readClock(roomDir: string): Promise<ClockRun[]> {
  const text = await readIfExists(join(roomDir, CLOCK_FILE));
  return text ? (JSON.parse(text) as ClockRun[]) : [];
}

export async function addClockRun(roomDir: string, run: ClockRun): Promise<void> {
  const runs = (await readClock(roomDir)).filter((earlier) => earlier.fromSequence < run.fromSequence);
  await replaceFile(join(roomDir, CLOCK_FILE), JSON.stringify([...runs, run]));
}

/** Run `fromSequence`'s first segment is listed: how late it dates its segments is known for good. */
export async function settleClockRun(
  roomDir: string,
  fromSequence: number,
  firstDated: number,
): Promise<void> {
  const runs = await readClock(roomDir);
  const settled = runs.map((run) =>
    run.fromSequence === fromSequence && !run.settled
      ? { ...run, shiftMs: runLateness(run, firstDated), settled: true }
      : run,
  );
  await replaceFile(join(roomDir, CLOCK_FILE), JSON.stringify(settled));
}

/** The playlist was rewritten with the courtroom's times: nothing is late any more. */
export const resetClock = (roomDir: string) => rm(join(roomDir, CLOCK_FILE), { force: true });

/**
 * A new stream in the room: the last one's playlist, segments and slates go, and its cuts (those that ended by
 * `endedAt`), so nothing of it is shown again; ffmpeg then starts a playlist of its own. A cut made meanwhile
 * stays.
 */
export async function clearStream(roomDir: string, endedAt: number): Promise<void> {
  const files = await readdir(roomDir).catch(() => []);
  const stale = files.filter(
    (file) =>
      LIVE_SEGMENT_PATTERN.test(file) ||
      [PLAYLIST_FILE, PUBLIC_PLAYLIST_FILE, CLOCK_FILE, WITHHELD_FILE].includes(file),
  );
  await Promise.all(stale.map((file) => rm(join(roomDir, file), { force: true })));
  const cuts = await readCuts(roomDir);
  const current = cuts.filter((cut) => cut.to === null || cut.to > endedAt);
  if (current.length < cuts.length) await replaceFile(join(roomDir, CUTS_FILE), JSON.stringify(current));
}
