import { HLS_SEGMENT_SECONDS } from '@nyaya/shared';
import { delayedPlaylist, publicSlates } from '../../media/live/delayed-playlist.ts';
import {
  liveRoomDir,
  publicPlaylistPath,
  readListingFiles,
  replaceFile,
} from '../../media/live/live-files.ts';
import { lastListedSequence, parseMediaPlaylist } from '../../media/live/media-playlist.ts';
import { ensureSlate } from '../../media/live/slate.ts';

/**
 * The relay's playlist keeps five minutes of public segments (the public's keeps one): a relay that fell behind
 * (a starved machine, a platform slow to take the stream, a restart) still finds what it has not sent.
 */
const RELAY_WINDOW_SEGMENTS = (5 * 60) / HLS_SEGMENT_SECONDS;

/** What the relay's playlist lists now: its last segment (-1 for none yet), and whether the stream has ended. */
export type Published = { last: number; ended: boolean };

/** Writes the public playlist as a file the relay's ffmpeg reads, once every slate it lists is there to read. */
export async function publishForRelay(
  mediaDir: string,
  roomId: string,
  delayOf: () => Promise<number>,
): Promise<Published> {
  // The moment is taken before the files are read: a stream that ended, read here just before the next
  // recording goes on with it, must not pass for public at a later moment than the next recording was told.
  const now = Date.now();
  const dir = liveRoomDir(mediaDir, roomId);
  const { playlist, ...files } = await readListingFiles(dir);
  if (playlist === undefined) return { last: -1, ended: false };
  const input = { ...files, playlist, delayMinutes: await delayOf(), now };
  for (const slate of publicSlates(input)) await ensureSlate(dir, slate);
  const text = delayedPlaylist(input, { windowSegments: RELAY_WINDOW_SEGMENTS });
  await replaceFile(publicPlaylistPath(dir), text);
  return { last: lastListedSequence(text), ended: parseMediaPlaylist(playlist).ended };
}
