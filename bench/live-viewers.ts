// A process of simulated HLS viewers for bench/live-audience.ts, which forks a few of them: one process cannot
// take thousands of viewers' segments on its own. Told to join, each viewer loads the playlist; told to watch,
// they all follow the same segments, then close their connections.
import { performance } from 'node:perf_hooks';
import { createViewer, type ViewerResult, type WatchPlan } from './hls-viewer.ts';

export type ViewersCommand =
  { kind: 'join'; baseUrl: string; room: string; tokens: string[] } | { kind: 'watch'; plan: WatchPlan };

export type ViewersReport =
  | { kind: 'joined'; errors: string[] }
  /** `busy`: the share of the step this process's event loop was working, 1 when it could not keep up. */
  | { kind: 'watched'; results: ViewerResult[]; busy: number };

const report = (message: ViewersReport) => process.send?.(message);

let viewers: ReturnType<typeof createViewer>[] = [];

process.on('message', async (command: ViewersCommand) => {
  if (command.kind === 'join') {
    viewers = command.tokens.map(createViewer);
    const errors = await Promise.all(viewers.map((viewer) => viewer.join(command.baseUrl, command.room)));
    report({ kind: 'joined', errors: errors.flat() });
    return;
  }
  const before = performance.eventLoopUtilization();
  const results = await Promise.all(viewers.map((viewer) => viewer.watch(command.plan)));
  const busy = performance.eventLoopUtilization(before).utilization;
  for (const viewer of viewers) viewer.close();
  report({ kind: 'watched', results, busy });
});
