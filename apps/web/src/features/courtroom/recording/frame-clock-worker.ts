// The timer behind frame-clock.ts. A dedicated worker's timers keep their rate while the page is hidden.
onmessage = ({ data: intervalMs }: MessageEvent<number>) => {
  setInterval(() => postMessage(Date.now()), intervalMs);
};
