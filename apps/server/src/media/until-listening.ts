import type { ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** Whether something on 127.0.0.1 takes TCP connections at `port`. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.setTimeout(500, () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * Resolves once the child server (`name`) takes connections on 127.0.0.1:`port`; rejects if it exits first
 * (saying `whyExited()`) or is not listening within `timeoutMs`.
 */
export async function untilListening(
  child: ChildProcess,
  port: number,
  {
    name,
    timeoutMs = 5000,
    whyExited,
  }: { name: string; timeoutMs?: number; whyExited: () => Promise<string> },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await accepts(port))) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${await whyExited()}`);
    if (Date.now() > deadline) throw new Error(`${name} is not listening on ${port}`);
    await sleep(50);
  }
}
