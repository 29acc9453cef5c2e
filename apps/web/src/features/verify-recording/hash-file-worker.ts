// The hashing behind hash-file.ts, off the page's thread: a file of several GB is read a slice at a time, so it is
// never in memory whole, and the page stays responsive while it is read.
import { createSHA256 } from 'hash-wasm';

/** Bytes read at a time: big enough that a GB takes few steps, small enough to keep memory flat. */
const SLICE_BYTES = 8 * 1024 * 1024;

export type HashProgress =
  { type: 'progress'; bytesDone: number } | { type: 'done'; sha256: string } | { type: 'failed' };

onmessage = async ({ data: file }: MessageEvent<File>) => {
  try {
    const hasher = await createSHA256();
    hasher.init();
    for (let start = 0; start < file.size; start += SLICE_BYTES) {
      const slice = file.slice(start, start + SLICE_BYTES);
      hasher.update(new Uint8Array(await slice.arrayBuffer()));
      postMessage({ type: 'progress', bytesDone: start + slice.size } satisfies HashProgress);
    }
    postMessage({ type: 'done', sha256: hasher.digest('hex') } satisfies HashProgress);
  } catch {
    // A file removed or changed while it was read.
    postMessage({ type: 'failed' } satisfies HashProgress);
  }
};
