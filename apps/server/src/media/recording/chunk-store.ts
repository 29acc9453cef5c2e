import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

const PART = /^(\d{7})\.part$/;
const partName = (seq: number) => `${String(seq).padStart(7, '0')}.part`;

/** A recording session's chunks on disk, one file per seq, each durable before it counts as stored. */
export type ChunkStore = {
  /** Whether the chunk of that seq is stored. */
  has: (seq: number) => Promise<boolean>;
  /** Stores a chunk durably: temp file, fsync, rename, fsync of the directory. */
  write: (seq: number, bytes: Uint8Array) => Promise<void>;
  /** The first `length` bytes of a stored chunk (fewer when it is shorter); undefined when it is not stored. */
  head: (seq: number, length: number) => Promise<Buffer | undefined>;
  /** A stored chunk and when it was stored (epoch ms: as it arrived, before its ack); undefined when it is not. */
  read: (seq: number) => Promise<{ bytes: Buffer; storedAt: number } | undefined>;
  /** The stored seqs, ascending. */
  seqs: () => Promise<number[]>;
  pathOf: (seq: number) => string;
  /** When the newest stored chunk was written (what the abandonment watch measures quiet from). */
  lastWrittenAt: () => Promise<Date | undefined>;
  remove: () => Promise<void>;
};

export function sessionsDir(mediaDir: string): string {
  return join(mediaDir, 'sessions');
}

export function chunkStore(mediaDir: string, sessionId: string): ChunkStore {
  const dir = join(sessionsDir(mediaDir), sessionId);
  const pathOf = (seq: number) => join(dir, partName(seq));

  async function syncDirectory() {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  return {
    has: async (seq) => {
      try {
        await stat(pathOf(seq));
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    write: async (seq, bytes) => {
      await mkdir(dir, { recursive: true });
      const temp = join(dir, `.${partName(seq)}.${randomBytes(6).toString('hex')}.tmp`);
      const handle = await open(temp, 'w');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, pathOf(seq));
      await syncDirectory();
    },
    head: async (seq, length) => {
      const handle = await open(pathOf(seq), 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      if (!handle) return undefined;
      try {
        const { buffer, bytesRead } = await handle.read(Buffer.alloc(length), 0, length, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    read: async (seq) => {
      try {
        const [bytes, info] = await Promise.all([readFile(pathOf(seq)), stat(pathOf(seq))]);
        return { bytes, storedAt: info.mtimeMs };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    seqs: async () => {
      const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      return names
        .map((name) => PART.exec(name)?.[1])
        .filter((seq): seq is string => seq !== undefined)
        .map(Number)
        .sort((a, b) => a - b);
    },
    pathOf,
    // Each chunk is renamed into the directory, which sets the directory's modification time.
    lastWrittenAt: async () => {
      const info = await stat(dir).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      return info?.mtime;
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** The first seq not stored: where a resumed session continues. */
export function nextSeqOf(seqs: number[]): number {
  let next = 0;
  for (const seq of seqs) {
    if (seq !== next) break;
    next += 1;
  }
  return next;
}
