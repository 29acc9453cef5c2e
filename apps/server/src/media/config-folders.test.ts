import { spawnSync } from 'node:child_process';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../test/ports.ts';
import { startTurnServer } from './turn-server.ts';

/** A process id that belonged to a process now gone, as a server's is after `kill -9`. */
function deadPid(): number {
  const { pid } = spawnSync('true');
  if (pid === undefined) throw new Error('could not run true');
  return pid;
}

const cleanUp: Array<() => Promise<void>> = [];
afterAll(() => Promise.all(cleanUp.map((step) => step())));

it("removes the configuration folders (and secrets) of dead servers at start, and leaves the living ones'", async () => {
  const deadServers = [`nyaya-turn-p${deadPid()}-dead01`, `nyaya-janus-8188-p${deadPid()}-dead02`];
  const living = `nyaya-turn-p${process.ppid}-alive1`;
  for (const name of [...deadServers, living]) {
    await mkdir(join(tmpdir(), name), { recursive: true });
    cleanUp.push(() => rm(join(tmpdir(), name), { recursive: true, force: true }));
  }

  const turn = await startTurnServer(await freePort(), 60);
  cleanUp.push(turn.stop);

  const left = await readdir(tmpdir());
  expect(left).not.toContain(deadServers[0]);
  // Each kind sweeps its own: Janus's folder goes when Janus next starts.
  expect(left).toContain(deadServers[1]);
  expect(left).toContain(living);
  expect(left.some((name) => name.startsWith(`nyaya-turn-p${process.pid}-`))).toBe(true);
});
