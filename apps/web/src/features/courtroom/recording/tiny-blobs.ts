import { RECORDING } from '@nyaya/shared';

/** Gathers the recorder's blobs into chunks of at least `minBytes`; `flush` sends what is held at once. */
export type TinyBlobs = { add: (bytes: Uint8Array) => void; flush: () => void };

/**
 * Holds blobs smaller than RECORDING.minChunkBytes until enough follow: Chromium's MediaRecorder may hand over a
 * single byte (the first of the stream's header, issue 36), which is of no use to anyone as a chunk of its own.
 */
export function tinyBlobs(
  send: (bytes: Uint8Array) => void,
  minBytes: number = RECORDING.minChunkBytes,
): TinyBlobs {
  let held: Uint8Array[] = [];
  let heldBytes = 0;
  const flush = () => {
    if (held.length === 0) return;
    const chunk = new Uint8Array(heldBytes);
    let offset = 0;
    for (const bytes of held) {
      chunk.set(bytes, offset);
      offset += bytes.byteLength;
    }
    held = [];
    heldBytes = 0;
    send(chunk);
  };
  return {
    add: (bytes) => {
      held.push(bytes);
      heldBytes += bytes.byteLength;
      if (heldBytes >= minBytes) flush();
    },
    flush,
  };
}
