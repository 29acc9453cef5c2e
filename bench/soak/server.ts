import { API_PREFIX } from '@nyaya/shared';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../lib.ts';

/** Linux's USER_HZ, the unit of /proc/<pid>/stat times. */
const CLOCK_TICKS_PER_SECOND = 100;
/** The checkout whose build is soaked: this one, or another (SOAK_SERVER_ROOT, e.g. the code before a fix). */
const serverRoot = process.env.SOAK_SERVER_ROOT ?? repoRoot;
/** Migrating, seeding (the first start also makes the demo clips) and listening, on a busy machine. */
const STARTUP_MS = 120_000;

export type SoakServer = {
  pid: number;
  url: string;
  /** performance.now() when it was spawned. */
  spawnedAt: number;
  /** SIGKILL to its process group (the server and its ffmpeg children): a crash, nothing flushed. */
  kill: () => Promise<void>;
  /** SIGTERM to the group: the server's own shutdown. */
  stop: () => Promise<void>;
};

/**
 * The built server (apps/server/dist/main.js of serverRoot) in a process group of its own, its log appended to `logPath`;
 * resolves once /health answers.
 */
export async function startSoakServer(
  env: Record<string, string>,
  port: number,
  logPath: string,
): Promise<SoakServer> {
  const log = openSync(logPath, 'a');
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [join(serverRoot, 'apps/server/dist/main.js')], {
    cwd: serverRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const pid = child.pid;
  if (pid === undefined) throw new Error('the server did not spawn');
  const exited = once(child, 'exit');
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-pid, name);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
      await exited;
    }
  };
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + STARTUP_MS; ;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}); see ${logPath}`);
    const healthy = await fetch(`${url}${API_PREFIX}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      await signal('SIGKILL');
      throw new Error(`the server was not healthy within ${STARTUP_MS} ms; see ${logPath}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { pid, url, spawnedAt, kill: () => signal('SIGKILL'), stop: () => signal('SIGTERM') };
}

type GroupMember = { pid: number; comm: string; cpuSeconds: number };

/**
 * The processes of a process group (the server and its ffmpeg children) with the CPU each used, in seconds;
 * the leader's includes the children it has reaped (ffmpeg runs that ended).
 */
export function processGroup(pgid: number): GroupMember[] {
  const members: GroupMember[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // pid (comm) state ppid pgrp …: comm may hold spaces, so fields are counted after its closing parenthesis,
    // from state (field 3): pgrp is field 5, utime to cstime are 14 to 17.
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    if (fields[2] !== pgid) continue;
    const pid = Number(entry);
    const ticks = fields.slice(11, pid === pgid ? 15 : 13).reduce((sum, value) => sum + value, 0);
    members.push({ pid, comm, cpuSeconds: ticks / CLOCK_TICKS_PER_SECOND });
  }
  return members;
}

/** The server's ffmpeg processes running now. */
export const ffmpegRunning = (pgid: number) =>
  processGroup(pgid).filter((member) => member.comm === 'ffmpeg').length;

/** CPU seconds the server and every ffmpeg it ran have used so far. */
export const groupCpuSeconds = (pgid: number) =>
  processGroup(pgid).reduce((sum, member) => sum + member.cpuSeconds, 0);

/** The V8 heap in use and the memory outside it (Buffers), in MiB, from the server's Prometheus metrics. */
export async function heapMiB(url: string): Promise<{ heap: number; external: number } | undefined> {
  const text = await fetch(`${url}/metrics`).then(
    (response) => (response.ok ? response.text() : ''),
    () => '',
  );
  const metric = (name: string) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? NaN);
  const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);
  const heap = metric('nodejs_heap_size_used_bytes');
  return Number.isNaN(heap)
    ? undefined
    : { heap: mib(heap), external: mib(metric('nodejs_external_memory_bytes')) };
}
