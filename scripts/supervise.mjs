// Keeps `npm start`'s server running: started again after it dies, and stopped for good when told.

/** The waits before a restart: `initialMs` after the first death, doubling to `maxMs` while deaths come soon. */
export const RESTART_BACKOFF = { initialMs: 1000, maxMs: 30_000, steadyMs: 60_000 };

const how = (code, signal) => (signal ? `killed by ${signal}` : `exit code ${code}`);

/**
 * Runs `start()` (a child process) and starts it again after it dies: a crash, `kill -9`, the out-of-memory
 * killer. The wait doubles from `initialMs` to `maxMs` while it keeps dying within `steadyMs` of its start, and
 * is `initialMs` again once it has run that long. A clean exit (it was asked to stop) and an exit for a wrong
 * setting (`configErrorExitCode`) end the supervisor too: starting again would not fix a setting. SIGINT and
 * SIGTERM stop the server and the supervisor for good.
 */
export function supervise({ start, configErrorExitCode, backoff = RESTART_BACKOFF, log = console.error }) {
  let child;
  let waiting;
  let stopping = false;
  let quickDeaths = 0;

  function run() {
    waiting = undefined;
    const startedAt = Date.now();
    child = start();
    child.on('exit', (code, signal) => {
      if (stopping || code === 0 || code === configErrorExitCode) process.exit(code ?? 0);
      quickDeaths = Date.now() - startedAt >= backoff.steadyMs ? 1 : quickDeaths + 1;
      const delayMs = Math.min(backoff.initialMs * 2 ** (quickDeaths - 1), backoff.maxMs);
      log(`Nyaya Live stopped (${how(code, signal)}); starting it again in ${delayMs / 1000} s`);
      waiting = setTimeout(run, delayMs);
    });
  }

  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopping = true;
      if (waiting) process.exit(0);
      child.kill(signal);
    });
  }
  run();
}
