// When ffmpeg listed each segment of a room, read from the server's own media folder: at delay 0 that is the
// moment the segment became public, the moment a held playlist request may be answered.
import { readFileSync, statSync } from 'node:fs';
import { livePlaylistPath, liveRoomDir } from '../apps/server/src/media/live/live-files.ts';
import { parseMediaPlaylist } from '../apps/server/src/media/live/media-playlist.ts';
import { epochNow } from './hls-viewer.ts';

/** Often enough that the moment is known to within this much; reading a stat this often costs next to nothing. */
const LOOK_EVERY_MS = 5;

export function watchListing(mediaDir: string, room: string) {
  const path = livePlaylistPath(liveRoomDir(mediaDir, room));
  const listedAt = new Map<number, number>();
  let last = -1;
  let seen = '';
  const timer = setInterval(() => {
    let version: string;
    try {
      const { mtimeMs, size, ino } = statSync(path);
      version = `${ino}:${mtimeMs}:${size}`;
    } catch {
      return;
    }
    if (version === seen) return;
    seen = version;
    const now = epochNow();
    for (const { sequence } of parseMediaPlaylist(readFileSync(path, 'utf8')).segments) {
      if (!listedAt.has(sequence)) listedAt.set(sequence, now);
      last = Math.max(last, sequence);
    }
  }, LOOK_EVERY_MS);
  return {
    listedAt,
    /** The last segment listed so far; -1 before the first. */
    last: () => last,
    /** Resolves once segment `sequence` is listed. */
    async listed(sequence: number): Promise<void> {
      while (last < sequence) await new Promise((resolve) => setTimeout(resolve, 50));
    },
    stop: () => clearInterval(timer),
  };
}
