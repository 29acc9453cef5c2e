/**
 * Calls `tick` every `intervalMs` until the returned function is called, on a dedicated worker's timer: Chromium
 * fires a hidden page's own timers at most once a second once the page has been silent for 30 s (a quiet
 * courtroom, the judge in another tab), a worker's as asked.
 */
export function startFrameClock(intervalMs: number, tick: () => void): () => void {
  const worker = new Worker(new URL('./frame-clock-worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = ({ data: sentAt }: MessageEvent<number>) => {
    // A tick that waited longer than a frame for a busy page is dropped: the page draws what it can, no backlog.
    if (Date.now() - sentAt <= intervalMs) tick();
  };
  worker.postMessage(intervalMs);
  return () => worker.terminate();
}
