// What one instance answers per second on the reads a large audience makes, through the built server, against a
// bare Fastify server (bench/bare-fastify.ts) answering the same routes with the same bytes, in the same run, on
// the embedded PGlite and on PostgreSQL with Redis. Also what a sign-in costs and the server's memory after.
// API_THROUGHPUT_SECONDS shortens each measurement; API_THROUGHPUT_DATABASES=pglite measures one database.
import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { API_PREFIX, HLS_SEGMENT_SECONDS } from '@nyaya/shared';
import { DEMO_CAUSE_LIST } from '../apps/server/src/seed/cause-list-data.ts';
import processSettings from '../apps/server/process-settings.json';
import { freePort } from '../apps/server/src/test/ports.ts';
import type { RecordedAnswer } from './bare-fastify.ts';
import {
  demoToken,
  repoRoot,
  residentMemoryMiB,
  startServerOnFreePort,
  withStreamDelay,
  type BenchDatabase,
  type RunningServer,
} from './lib.ts';
import { writeBenchmarkSection } from './report.ts';

const CONNECTIONS = 16;
const SECONDS = Number(process.env.API_THROUGHPUT_SECONDS ?? 8);
const WARM_UP_SECONDS = 2;
const SIGN_INS = 20;
const DATABASES = (process.env.API_THROUGHPUT_DATABASES ?? 'pglite,postgres').split(',') as BenchDatabase[];
const ROOM = 'Room1';
const [hearing] = DEMO_CAUSE_LIST;
if (!hearing) throw new Error('the demo cause list is empty');

type Probe = {
  name: string;
  method: 'GET' | 'POST';
  /** The route's pattern, for the bare server. */
  route: string;
  path: string;
  body?: string;
  signedIn: boolean;
};

const PROBES: Probe[] = [
  { name: 'GET /health', method: 'GET', route: '/health', path: '/health', signedIn: false },
  { name: 'GET /users/me', method: 'GET', route: '/users/me', path: '/users/me', signedIn: true },
  {
    name: 'POST /streaming/crnSearch',
    method: 'POST',
    route: '/streaming/crnSearch',
    path: '/streaming/crnSearch',
    body: JSON.stringify({ crnNumber: hearing.cnr }),
    signedIn: true,
  },
  {
    name: 'GET /streaming/courtHearings',
    method: 'GET',
    route: '/streaming/courtHearings',
    path: `/streaming/courtHearings?courtRoom=${encodeURIComponent(hearing.courtRoom ?? '')}&page=1`,
    signedIn: true,
  },
  {
    name: 'GET /live/:room/index.m3u8',
    method: 'GET',
    route: '/live/:roomId/index.m3u8',
    path: `/live/${ROOM}/index.m3u8`,
    signedIn: true,
  },
  {
    name: 'GET /live/:room/:segment (one segment)',
    method: 'GET',
    route: '/live/:roomId/:segment',
    path: `/live/${ROOM}/seg-0.ts`,
    signedIn: true,
  },
];

type Measured = { requestsPerSecond: number; p50Ms: number; p99Ms: number; failures: number };

async function measure(baseUrl: string, probe: Probe, token: string, seconds: number): Promise<Measured> {
  const result = await autocannon({
    url: `${baseUrl}${API_PREFIX}${probe.path}`,
    method: probe.method,
    connections: CONNECTIONS,
    duration: seconds,
    headers: {
      ...(probe.signedIn ? { authorization: `Bearer ${token}` } : {}),
      ...(probe.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(probe.body ? { body: probe.body } : {}),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

async function measureAll(baseUrl: string, token: string): Promise<Measured[]> {
  const results: Measured[] = [];
  for (const probe of PROBES) {
    await measure(baseUrl, probe, token, WARM_UP_SECONDS);
    results.push(await measure(baseUrl, probe, token, SECONDS));
  }
  return results;
}

/** A live stream of the room as the pipeline leaves it: ffmpeg's playlist with dated segments, streamed at delay 0. */
async function liveRoomOf(server: RunningServer) {
  await withStreamDelay(server.baseUrl, ROOM, 0);
  const dir = join(server.mediaDir, 'live', ROOM);
  mkdirSync(dir, { recursive: true });
  await promisify(execFile)('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', String(5 * HLS_SEGMENT_SECONDS)],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '50', '-b:v', '2500k', '-c:a', 'aac'],
    ...['-f', 'hls', '-hls_time', String(HLS_SEGMENT_SECONDS), '-hls_list_size', '0'],
    ...['-hls_flags', 'program_date_time+independent_segments+omit_endlist'],
    ...['-hls_segment_filename', join(dir, 'seg-%d.ts'), join(dir, 'stream.m3u8')],
  ]);
}

async function signInMedianMs(baseUrl: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < SIGN_INS; i++) {
    const started = performance.now();
    await demoToken(baseUrl, 'Individual');
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(SIGN_INS / 2)] ?? NaN;
}

type Run = { results: Measured[]; rssMiB: number; signInMs: number; answers: RecordedAnswer[] };

async function measureNyaya(database: BenchDatabase): Promise<Run> {
  const server = await startServerOnFreePort(database);
  try {
    await liveRoomOf(server);
    const token = await demoToken(server.baseUrl, 'Individual');
    const answers: RecordedAnswer[] = [];
    for (const probe of PROBES) {
      const response = await fetch(`${server.baseUrl}${API_PREFIX}${probe.path}`, {
        method: probe.method,
        headers: {
          ...(probe.signedIn ? { authorization: `Bearer ${token}` } : {}),
          ...(probe.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(probe.body ? { body: probe.body } : {}),
      });
      const body = Buffer.from(await response.arrayBuffer());
      if (!response.ok)
        throw new Error(`${probe.name} on ${database}: ${response.status} ${body.toString()}`);
      answers.push({
        method: probe.method,
        route: `${API_PREFIX}${probe.route}`,
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        body: body.toString('base64'),
      });
    }
    const results = await measureAll(server.baseUrl, token);
    const rssMiB = residentMemoryMiB(server.process.pid ?? 0);
    return { results, rssMiB, signInMs: await signInMedianMs(server.baseUrl), answers };
  } finally {
    await server.stop();
  }
}

async function measureBare(answers: RecordedAnswer[]): Promise<{ results: Measured[]; rssMiB: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'nyaya-bare-'));
  const answersFile = join(dir, 'answers.json');
  writeFileSync(answersFile, JSON.stringify(answers));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'bench/bare-fastify.ts'), answersFile, String(port)],
    { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    const deadline = Date.now() + 30_000;
    while (
      !(await fetch(`${baseUrl}${API_PREFIX}/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline) throw new Error('the bare server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const results = await measureAll(baseUrl, 'bare');
    return { results, rssMiB: residentMemoryMiB(child.pid ?? 0) };
  } finally {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

const percent = (part: number, whole: number) => `${Math.round((100 * part) / whole)} %`;

const runs = new Map<BenchDatabase, Run>();
for (const database of DATABASES) runs.set(database, await measureNyaya(database));
const recorded = [...runs.values()][0]?.answers ?? [];
const bare = await measureBare(recorded);

const header = [
  '| request | bare Fastify req/s (p99 ms) |',
  ...DATABASES.map((database) => ` ${database} req/s | p50 ms | p99 ms | of bare |`),
].join('');
const rows = PROBES.map((probe, index) => {
  const baseline = bare.results[index];
  if (!baseline) throw new Error(`no baseline for ${probe.name}`);
  const cells = DATABASES.map((database) => {
    const result = runs.get(database)?.results[index];
    if (!result) return ' – | – | – | – |';
    const failures = result.failures ? ` (${result.failures} failed)` : '';
    return ` ${result.requestsPerSecond}${failures} | ${result.p50Ms} | ${result.p99Ms} | ${percent(result.requestsPerSecond, baseline.requestsPerSecond)} |`;
  });
  return `| ${probe.name} | ${baseline.requestsPerSecond} (${baseline.p99Ms}) |${cells.join('')}`;
});
function describeProcessSettings(): string {
  const env = Object.entries(processSettings.env).map(([name, value]) => `${name}=${value}`);
  const embedded = processSettings.embeddedDatabaseNodeFlags.join(' ');
  return `${[...env, ...processSettings.nodeFlags].join(' ')}, and ${embedded} on PGlite`;
}
const table = [header, `|---|---|${DATABASES.map(() => '---|---|---|---|').join('')}`, ...rows].join('\n');
const loadAverage = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
writeBenchmarkSection(
  'API throughput: the audience’s reads against bare Fastify',
  [
    `autocannon, ${CONNECTIONS} connections, ${SECONDS} s per request after ${WARM_UP_SECONDS} s of warm-up, on loopback;`,
    'the built server with demo data (one process), signed in as the demo Individual with a Bearer token where the',
    'route needs a session. The baseline is Fastify 5 with no plugin, answering the same routes with the bytes the',
    `built server answered (bench/bare-fastify.ts), measured in the same run. CNR search asks for ${hearing.cnr};`,
    `the court's hearings page 1 of ${hearing.courtRoom}; the live playlist and a 2 s 720p segment of ${ROOM} at`,
    'delay 0 (an ffmpeg HLS run written where the pipeline writes it). The server is started as `npm start` starts it',
    `(apps/server/process-settings.json): ${describeProcessSettings()}.`,
    '',
    table,
    '',
    ...DATABASES.map((database) => {
      const run = runs.get(database);
      return `- ${database}: server resident memory after the run ${run?.rssMiB} MiB; sign-in (argon2id, session and access-log rows) median ${run?.signInMs.toFixed(1)} ms over ${SIGN_INS}.`;
    }),
    `- Bare Fastify resident memory: ${bare.rssMiB} MiB. Load average at the end: ${loadAverage}.`,
  ].join('\n'),
);
console.log(table);
