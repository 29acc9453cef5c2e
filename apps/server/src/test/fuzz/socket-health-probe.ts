import { API_PREFIX } from '@nyaya/shared';
import { Worker } from 'node:worker_threads';

/** One GET /health: when it was sent (ms since the epoch, fractional) and how long its answer took. */
export type Probe = { sentAt: number; ms: number; status: number };

export type HealthProbe = {
  /** The probes sent from `from` on whose answer has arrived (a refused or failed one has status 0). */
  since: (from: number) => Probe[];
  /** Resolves once a probe sent after now has answered: every moment until now has been measured. */
  settled: () => Promise<void>;
  all: () => Probe[];
  stop: () => Promise<void>;
};

/** A clock the worker and this thread share. */
export const now = () => performance.timeOrigin + performance.now();

/**
 * Asks the server's /health every `everyMs` from a thread of its own, whether the last answer came or not: this
 * thread may be the server's (an app listening in the test), and a probe sent from a blocked loop would be sent
 * late and measure less than the stall.
 */
const PROBE_LOOP = `
const { parentPort, workerData } = require('node:worker_threads');
const now = () => performance.timeOrigin + performance.now();
setInterval(() => {
  const sentAt = now();
  fetch(workerData.url)
    .then(async (response) => { await response.arrayBuffer(); return response.status; }, () => 0)
    .then((status) => parentPort.postMessage({ sentAt, ms: now() - sentAt, status }));
}, workerData.everyMs);
`;

export function startHealthProbe(baseUrl: string, everyMs = 20): HealthProbe {
  const probes: Probe[] = [];
  const waiting: { after: number; resolve: () => void }[] = [];
  const worker = new Worker(PROBE_LOOP, {
    eval: true,
    workerData: { url: `${baseUrl}${API_PREFIX}/health`, everyMs },
  });
  worker.on('message', (probe: Probe) => {
    probes.push(probe);
    for (const wait of waiting.splice(0)) {
      if (probe.sentAt > wait.after) wait.resolve();
      else waiting.push(wait);
    }
  });
  return {
    since: (from) => probes.filter((probe) => probe.sentAt >= from),
    settled: () => {
      const after = now();
      return new Promise((resolve) => waiting.push({ after, resolve }));
    },
    all: () => probes,
    stop: async () => {
      await worker.terminate();
    },
  };
}
