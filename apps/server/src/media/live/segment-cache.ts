import { readFile, stat } from 'node:fs/promises';

/** A segment file as it is served: its bytes and what a player's cache checks it by. */
export type SegmentFile = { bytes: Buffer; etag: string; modifiedAt: Date };

/** Enough for the newest segments of dozens of rooms at 720p, which is what every viewer of a room asks for. */
const SEGMENT_CACHE_BYTES = 64 * 1024 * 1024;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The room's segment files, each read from disk once while every viewer of the room asks for it within a second or
 * two, the oldest forgotten first. A file is known by its inode, size and time, so a file written anew under an old
 * name (a new stream, a slate rendered again) is read anew, and a deleted one is never served.
 */
export function createSegmentCache(maxBytes = SEGMENT_CACHE_BYTES) {
  /** By path and version, the oldest used first; `size` is 0 until the read is done. */
  const files = new Map<string, { file: Promise<SegmentFile | undefined>; size: number }>();
  let bytesHeld = 0;

  function remember(key: string, file: Promise<SegmentFile | undefined>) {
    const entry = { file, size: 0 };
    files.set(key, entry);
    const forget = () => {
      if (files.get(key) === entry) files.delete(key);
    };
    file.then((read) => {
      if (!read || files.get(key) !== entry) return forget();
      entry.size = read.bytes.length;
      bytesHeld += entry.size;
      for (const [oldest, held] of files) {
        if (bytesHeld <= maxBytes || oldest === key) break;
        files.delete(oldest);
        bytesHeld -= held.size;
      }
    }, forget);
  }

  /** The file's bytes as they are now; undefined when there is no such file. */
  async function read(path: string): Promise<SegmentFile | undefined> {
    const stats = await stat(path).catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    if (!stats) return undefined;
    const etag = `"${[stats.ino, stats.size, Math.round(stats.mtimeMs)].map((n) => n.toString(36)).join('-')}"`;
    const key = `${path}:${etag}`;
    const cached = files.get(key);
    if (cached) {
      // Used again: the last to be forgotten.
      files.delete(key);
      files.set(key, cached);
      return cached.file;
    }
    const file = readFile(path).then(
      (bytes) => ({ bytes, etag, modifiedAt: stats.mtime }),
      (error: unknown) => {
        if (isMissing(error)) return undefined;
        throw error;
      },
    );
    remember(key, file);
    return file;
  }

  return { read };
}
