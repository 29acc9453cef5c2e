import type { ChunkStore } from './chunk-store.ts';
import { EBML_MAGIC, mayStartMatroska } from './matroska.ts';

/**
 * How a chunk bears on its stream's first bytes: they fit the EBML magic, they do not, or they cannot be known yet
 * (a chunk before it has not arrived while the stored ones hold fewer bytes than the magic).
 */
export type StreamStart = 'fits' | 'wrong' | 'unknown';

/**
 * Judges a new chunk against the stream's start, however the recorder cut its blobs (Chromium may hand over the
 * magic's first byte alone, issue 36): the chunk with the stored chunks before it, as far as they reach into the
 * magic. A chunk is only stored after those before it within the magic, so no stored bytes can be a wrong start.
 */
export async function streamStartWith(
  chunks: ChunkStore,
  seq: number,
  chunk: Uint8Array,
): Promise<StreamStart> {
  const before: Buffer[] = [];
  let length = 0;
  for (let earlier = 0; earlier < seq && length < EBML_MAGIC.length; earlier += 1) {
    const head = await chunks.head(earlier, EBML_MAGIC.length - length);
    if (!head) return 'unknown';
    before.push(head);
    length += head.length;
  }
  const start = Buffer.concat([...before, chunk.subarray(0, EBML_MAGIC.length)]);
  return mayStartMatroska(start) ? 'fits' : 'wrong';
}
