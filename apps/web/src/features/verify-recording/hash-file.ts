import type { HashProgress } from './hash-file-worker';

/**
 * The SHA-256 of a file the visitor chose, hex, taken on this device in a worker (hash-file-worker.ts); the file
 * itself is never sent. `onProgress` hears the bytes hashed so far; aborting stops the worker.
 */
export function hashFile(
  file: File,
  onProgress: (bytesDone: number) => void,
  signal: AbortSignal,
): Promise<string> {
  const worker = new Worker(new URL('./hash-file-worker.ts', import.meta.url), { type: 'module' });
  return new Promise<string>((resolve, reject) => {
    const stop = (reason: unknown) => {
      worker.terminate();
      reject(reason);
    };
    signal.addEventListener('abort', () => stop(signal.reason), { once: true });
    worker.onerror = (event) => stop(new Error(event.message || 'The file could not be read'));
    worker.onmessage = ({ data }: MessageEvent<HashProgress>) => {
      if (data.type === 'progress') return onProgress(data.bytesDone);
      if (data.type === 'failed') return stop(new Error('The file could not be read'));
      worker.terminate();
      resolve(data.sha256);
    };
    worker.postMessage(file);
  });
}
