import {
  API_PREFIX,
  CSRF_COOKIE,
  CSRF_HEADER,
  DEFAULT_YOUTUBE_RTMP_PREFIX,
  DEMO_PASSWORD,
  demoAccount,
  type Role,
  type StreamSetup,
} from '@nyaya/shared';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../apps/server/src/test/ports.ts';
import processSettings from '../apps/server/process-settings.json';

export const repoRoot = new URL('..', import.meta.url).pathname;

export type RunningServer = {
  baseUrl: string;
  process: ChildProcess;
  /** The server's DATA_DIR (its embedded database, unless it runs on PostgreSQL). */
  dataDir: string;
  /** The server's MEDIA_DIR (recordings, live rooms). */
  mediaDir: string;
  stop: () => Promise<void>;
};

/** Where a bench's server keeps its data: the embedded PGlite in a temporary folder, or PostgreSQL with Redis. */
export type BenchDatabase = 'pglite' | 'postgres';

/** The machine's PostgreSQL and Redis (BENCH_DATABASE_URL and BENCH_REDIS_URL, else the local ones). */
export const POSTGRES_SERVER_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Runs one statement on the machine's PostgreSQL server (creating or dropping a bench's database). */
export async function onPostgresServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new empty PostgreSQL database and a Redis prefix of its own, for one server; dropped when it stops. */
export async function postgresEnvironment() {
  const name = `nyaya_bench_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_SERVER_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), REDIS_URL, REDIS_PREFIX: name },
    drop: () => onPostgresServer(`DROP DATABASE ${name} WITH (FORCE)`),
  };
}

/** Starts the built server with demo data on a fresh database and waits until it is healthy. */
export async function startServer(port: number, database: BenchDatabase = 'pglite'): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nyaya-bench-'));
  const postgres = database === 'postgres' ? await postgresEnvironment() : undefined;
  const nodeFlags = [
    ...processSettings.nodeFlags,
    ...(database === 'pglite' ? processSettings.embeddedDatabaseNodeFlags : []),
  ];
  const child = spawn(process.execPath, [...nodeFlags, join(repoRoot, 'apps/server/dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...processSettings.env,
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      // Every simulated viewer signs in from this one address.
      LOGIN_RATE_LIMIT: '100000',
      ...postgres?.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${baseUrl}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    process: child,
    dataDir,
    mediaDir: join(dataDir, 'media'),
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(dataDir, { recursive: true, force: true });
      await postgres?.drop();
    },
  };
}

/**
 * The built server on a port nobody listens on: the machine runs other servers (browser suites), and a bench
 * that reached one of them would measure and disturb it.
 */
export async function startServerOnFreePort(database: BenchDatabase = 'pglite'): Promise<RunningServer> {
  const server = await startServer(await freePort(), database);
  if (server.process.exitCode !== null) throw new Error('the server did not start');
  return server;
}

/** Signs a demo account in as an API client and returns its Bearer token. */
export async function demoToken(baseUrl: string, role: Role): Promise<string> {
  const api = `${baseUrl}${API_PREFIX}`;
  const csrf = new RegExp(`${CSRF_COOKIE}=([^;]+)`).exec(
    (await fetch(`${api}/auth/csrf`)).headers.get('set-cookie') ?? '',
  )?.[1];
  const response = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `${CSRF_COOKIE}=${csrf}`,
      [CSRF_HEADER]: csrf ?? '',
    },
    body: JSON.stringify({ userId: demoAccount(role).email, password: DEMO_PASSWORD, client: 'api' }),
  });
  if (!response.ok) throw new Error(`${role} sign-in failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** An RTMP address on this machine nobody listens on: a bench's relay to it fails at once and only retries. */
const NO_RTMP_SERVER = 'rtmp://127.0.0.1:1/live';

/** Where a room's Facebook relay goes: an RTMP ingest and its stream key. */
export type RelayIngest = { url: string; key: string };

/**
 * Streams the room to the public with a delay of `minutes` (none unless told), as a Controller would choose it: a
 * room without a stream setup is held back by the court's default delay, so it gets a setup of that delay
 * (relaying its Facebook stream to `facebook`, nowhere unless told), and any setup it has is set to it. Returns the
 * delays of the room's setups as they now are.
 */
export async function withStreamDelay(
  baseUrl: string,
  room: string,
  minutes = 0,
  facebook: RelayIngest = { url: NO_RTMP_SERVER, key: 'bench-facebook-key' },
): Promise<number[]> {
  const headers = {
    authorization: `Bearer ${await demoToken(baseUrl, 'Controller')}`,
    'content-type': 'application/json',
  };
  const send = async (method: string, path: string, body: object) => {
    const response = await fetch(`${baseUrl}${API_PREFIX}/streaming/controller${path}`, {
      method,
      headers,
      body: JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${path} for ${room}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: unknown }).data;
  };
  const setupsOfRoom = async () =>
    (await send('POST', '/searchStreamByRoomNo', { roomId: room })) as StreamSetup[];
  if ((await setupsOfRoom()).length === 0) {
    await send('POST', '/streamsetup', {
      roomId: room,
      youtubeUrl: DEFAULT_YOUTUBE_RTMP_PREFIX,
      youtubeKey: 'bench-youtube-key',
      facebookUrl: facebook.url,
      facebookKey: facebook.key,
      // The form takes 1 to 10 minutes; only the bulk delay sets 0.
      liveStreamDelay: Math.max(1, minutes),
    });
  }
  const setups = await setupsOfRoom();
  await send('PUT', '/updateAllStreamDelay', { newDelay: minutes, newId: setups.map((setup) => setup.id) });
  return (await setupsOfRoom()).map((setup) => setup.liveStreamDelay);
}

export function residentMemoryMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kib / 1024);
}

export type LoadResult = { requestsPerSecond: number; p50Ms: number; p95Ms: number; failures: number };

/** Sends `total` requests with `concurrency` in flight and reports throughput and latency percentiles. */
export async function load(
  send: () => Promise<Response>,
  total: number,
  concurrency: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  let issued = 0;
  const started = performance.now();
  const worker = async () => {
    while (issued < total) {
      issued++;
      const t0 = performance.now();
      const response = await send();
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (!response.ok) failures++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Number((latencies[Math.floor(q * (latencies.length - 1))] ?? 0).toFixed(2));
  return { requestsPerSecond: Math.round(total / seconds), p50Ms: at(0.5), p95Ms: at(0.95), failures };
}
