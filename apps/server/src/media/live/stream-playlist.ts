/**
 * The room's playlist between ffmpeg's runs: while the room is off air the server adds the slate's places to it,
 * when the recording stops it ends it, and a new stream starts a new one. ffmpeg (`append_list`) carries on from
 * what is there when it starts again.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { HLS_SEGMENT_SECONDS, STREAM_DELAY_MINUTES } from '@nyaya/shared';
import {
  clearStream,
  livePlaylistPath,
  readClock,
  readIfExists,
  replaceFile,
  resetClock,
} from './live-files.ts';
import {
  endOf,
  formatMediaPlaylist,
  nextSequenceOf,
  parseMediaPlaylist,
  type MediaPlaylist,
} from './media-playlist.ts';
import { deleteSlatesBefore } from './slate.ts';

/** ffmpeg keeps the longest delay plus a minute of segments listed (and on disk); older ones are deleted. */
export const LISTED_SEGMENTS = ((STREAM_DELAY_MINUTES.max + 1) * 60) / HLS_SEGMENT_SECONDS;
const SLOT_MS = HLS_SEGMENT_SECONDS * 1000;

/** The room's playlist, every segment dated when the courtroom captured it. */
async function readPlaylist(roomDir: string): Promise<MediaPlaylist | undefined> {
  const text = await readIfExists(livePlaylistPath(roomDir));
  return text === undefined ? undefined : parseMediaPlaylist(text, await readClock(roomDir));
}

/** When the courtroom captured the end of the room's last segment (epoch ms); undefined without one. */
export async function streamEnd(roomDir: string): Promise<number | undefined> {
  const playlist = await readPlaylist(roomDir);
  return playlist && endOf(playlist);
}

/**
 * Rewrites the playlist (ffmpeg is not running), every segment dated when the courtroom captured it. The clock
 * goes first: a reader in between takes the old playlist's dates as they are, later than capture, so it publishes
 * later and cuts more, never less.
 */
async function writePlaylist(roomDir: string, playlist: MediaPlaylist): Promise<void> {
  await resetClock(roomDir);
  await replaceFile(livePlaylistPath(roomDir), formatMediaPlaylist(playlist));
}

/** Keeps the last LISTED_SEGMENTS segments, as ffmpeg does, deleting the files of the older ones. */
async function keepWindow(roomDir: string, playlist: MediaPlaylist): Promise<MediaPlaylist> {
  const dropped = playlist.segments.slice(0, -LISTED_SEGMENTS);
  if (dropped.length === 0) return playlist;
  const kept = playlist.segments.slice(-LISTED_SEGMENTS);
  await Promise.all(dropped.map(({ uri }) => rm(join(roomDir, uri), { force: true })));
  await deleteSlatesBefore(roomDir, kept[0]?.sequence ?? 0);
  const discontinuities = dropped.filter((segment) => segment.discontinuity).length;
  return {
    ...playlist,
    segments: kept,
    discontinuitySequence: playlist.discontinuitySequence + discontinuities,
  };
}

/**
 * Adds the places of the slate up to `now`, one segment length each, after the playlist's last segment. They
 * have no file of their own: an open cut covers them, so the public playlist lists the slate there. Nothing is
 * added to a stream that has not begun or has ended.
 */
export async function fillOffAir(roomDir: string, now: number): Promise<void> {
  const playlist = await readPlaylist(roomDir);
  let end = playlist && endOf(playlist);
  if (!playlist || playlist.ended || end === undefined || end + SLOT_MS > now) return;
  const segments = [...playlist.segments];
  for (; end + SLOT_MS <= now; end += SLOT_MS) {
    const sequence = nextSequenceOf({ ...playlist, segments });
    segments.push({
      sequence,
      uri: `seg-${sequence}.ts`,
      duration: HLS_SEGMENT_SECONDS,
      start: end,
      discontinuity: false,
    });
  }
  await writePlaylist(roomDir, await keepWindow(roomDir, { ...playlist, segments }));
}

/**
 * Where what the public has not seen yet begins (epoch ms): the delay's horizon. At delay 0 every segment
 * listed is public at once, and ffmpeg dates them from when it started, a little after the courtroom: what is
 * listed stays public, the rest is not.
 */
export async function unpublishedFrom(roomDir: string, delayMinutes: number, now: number): Promise<number> {
  const horizon = now - delayMinutes * 60_000;
  if (delayMinutes > 0) return horizon;
  const playlist = await readPlaylist(roomDir);
  return Math.max(horizon, (playlist && endOf(playlist)) ?? horizon);
}

/** Whether the room's stream has ended (its recording stopped) and no recording has gone on with it since. */
export const streamHasEnded = async (roomDir: string) => (await readPlaylist(roomDir))?.ended === true;

/** The recording stopped: the playlist says it ends, once ffmpeg has written its last segment. */
export async function endStream(roomDir: string): Promise<void> {
  const playlist = await readPlaylist(roomDir);
  if (!playlist || playlist.ended) return;
  await writePlaylist(roomDir, { ...playlist, ended: true });
}

/**
 * Before ffmpeg starts on a room: a stream that ended and whose delay has let all of it out is over, and the new
 * one starts a playlist of its own (`fresh`; the sequence numbers go on, so a player still holding the old
 * playlist is not confused); one that ended but is still held back by the delay goes on, and is no longer ended.
 * Answers the number ffmpeg gives its first segment.
 */
export async function prepareStream(
  roomDir: string,
  delayMinutes: number,
  now: number,
  replaceStream: (clear: () => Promise<void>) => Promise<void>,
): Promise<{ firstSequence: number; fresh: boolean }> {
  const playlist = await readPlaylist(roomDir);
  const firstSequence = playlist ? nextSequenceOf(playlist) : 0;
  if (!playlist?.ended) return { firstSequence, fresh: false };
  // At delay 0 all of it was public as soon as it was listed.
  const end = endOf(playlist) ?? 0;
  if (delayMinutes === 0 || end + delayMinutes * 60_000 <= now) {
    await replaceStream(() => clearStream(roomDir, end));
    return { firstSequence, fresh: true };
  }
  await writePlaylist(roomDir, { ...playlist, ended: false });
  return { firstSequence, fresh: false };
}
