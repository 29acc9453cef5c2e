import {
  API_PREFIX,
  CSRF_COOKIE,
  CSRF_HEADER,
  DEMO_PASSWORD,
  SESSION_COOKIE,
  SOCKET_EVENTS,
  SOCKET_PATH,
  courtDate,
} from '@nyaya/shared';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { io as connect, type Socket } from 'socket.io-client';
import { BUILT_SERVER, SERVER_ROOT } from '../core/paths.ts';

/** Loading the bundle, migrating and listening: seconds, many more on a busy CI machine. */
const STARTUP_MS = 90_000;
/**
 * The time a test that starts server processes is given: the startup's own bound and some. A test given the
 * suite's 30 s failed on a slow clean-clone CI run while its server was still starting.
 */
export const SERVER_PROCESS_TEST_MS = STARTUP_MS + 30_000;
const CSRF = 'server-process-csrf-token-0123';

const started: ChildProcess[] = [];

export type ServerProcess = {
  url: string;
  pid: number;
  /** SIGKILL to the whole process group (the server and any ffmpeg it runs): a crash, nothing flushed. */
  kill: () => Promise<void>;
  /** SIGKILL to the server process alone, as `kill -9 <pid>` does: what it started is left to end by itself. */
  crash: () => Promise<void>;
  /** SIGTERM: the server's own graceful shutdown, so its embedded database is closed cleanly. */
  stop: () => Promise<void>;
  /** The last of what it wrote to stdout and stderr (its log). */
  output: () => string;
};

async function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await once(child, 'exit');
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** Resolves once the server at `url` answers /health; fails if its process exits first or it takes too long. */
export async function untilHealthy(url: string, child: ChildProcess, output: () => string) {
  for (const deadline = Date.now() + STARTUP_MS; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output()}`);
    const healthy = await fetch(`${url}${API_PREFIX}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not become healthy in ${STARTUP_MS} ms:\n${output()}`);
}

/**
 * The server as production runs it (the build, which the suites' global set-up brings up to date; from source
 * through tsx a start took 1.6 CPU-s more) in a process group of its own, on
 * loopback (HOST '' leaves the server's own default), holding the test's court day (COURT_DATE); resolves once
 * /health answers. Every process started is killed by `killAll`.
 */
export async function startServerProcess(env: Record<string, string>, port: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--enable-source-maps', BUILT_SERVER], {
    cwd: SERVER_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', COURT_DATE: courtDate(), ...env, PORT: String(port) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  const keep = (data: Buffer) => (output = (output + data.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  try {
    await untilHealthy(url, child, () => output);
  } catch (error) {
    signalGroup(child, 'SIGKILL');
    throw error;
  }
  const { pid } = child;
  if (pid === undefined) throw new Error('the server process has no pid');
  return {
    url,
    pid,
    kill: async () => {
      signalGroup(child, 'SIGKILL');
      await exited(child);
    },
    crash: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      signalGroup(child, 'SIGTERM');
      await exited(child);
    },
    output: () => output,
  };
}

/** Kills every server process this module started that is still running (afterAll). */
export async function killAll(): Promise<void> {
  await Promise.all(
    started.map(async (child) => {
      signalGroup(child, 'SIGKILL');
      await exited(child);
    }),
  );
}

/** Signs a user in over HTTP, as a browser does (CSRF double submit); resolves with the session token. */
export async function signInOver(url: string, userId: string): Promise<string> {
  const response = await fetch(`${url}${API_PREFIX}/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `${CSRF_COOKIE}=${CSRF}`,
      [CSRF_HEADER]: CSRF,
    },
    body: JSON.stringify({ userId, password: DEMO_PASSWORD }),
  });
  const token = response.headers
    .getSetCookie()
    .map((cookie) => new RegExp(`^${SESSION_COOKIE}=([^;]+)`).exec(cookie)?.[1])
    .find(Boolean);
  if (response.status !== 200 || !token) throw new Error(`sign-in failed: ${await response.text()}`);
  return token;
}

/** A session's socket (no automatic reconnection: the test reconnects itself), once the server said ready. */
export async function sessionSocket(url: string, sessionToken: string): Promise<Socket> {
  const socket = connect(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { cookie: `${SESSION_COOKIE}=${sessionToken}` },
  });
  await new Promise((resolve, reject) => {
    socket.once(SOCKET_EVENTS.sessionReady, resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}
