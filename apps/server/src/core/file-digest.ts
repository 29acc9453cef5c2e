import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/** A file's size and SHA-256 (hex), read once as a stream: a recording of hours is never held in memory. */
export async function fileDigest(path: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}
