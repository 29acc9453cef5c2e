import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A file's size and SHA-256 (hex), read once as a stream: a recording of hours is never held in memory. With
 * `bytesPerSecond`, read no faster than that (a background check leaves the disk to the hearings).
 */
export async function fileDigest(
  path: string,
  { bytesPerSecond }: { bytesPerSecond?: number } = {},
): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  const started = performance.now();
  let size = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
    if (bytesPerSecond) {
      const ahead = (size / bytesPerSecond) * 1000 - (performance.now() - started);
      if (ahead > 0) await sleep(ahead);
    }
  }
  return { size, sha256: hash.digest('hex') };
}
