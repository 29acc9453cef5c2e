// How many signed-in viewers one server instance carries on one live room: each viewer does what hls.js does in
// low-latency mode (a blocking playlist reload for the next segment, then the segment), against the built server
// while the demo Judge records Room1 through the real pipeline at delay 0. Steps of 250 to 4,000 viewers; the
// 250 step and the stream alone (no viewers) are the baseline of the same run.
// LIVE_AUDIENCE_STEPS=250,500 and LIVE_AUDIENCE_DATABASE=pglite make a quick run.
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { HLS_SEGMENT_SECONDS, type Role } from '@nyaya/shared';
import type { ViewerResult } from './hls-viewer.ts';
import {
  demoToken,
  residentMemoryMiB,
  startServerOnFreePort,
  withStreamDelay,
  type BenchDatabase,
} from './lib.ts';
import { watchListing } from './listing-watch.ts';
import { judgeOnAir, recordLive } from './live-source.ts';
import type { ViewersCommand, ViewersReport } from './live-viewers.ts';
import { cpuMeter, environmentOf, machineCpuMeter, percentile } from './process-usage.ts';
import { writeBenchmarkSection } from './report.ts';

const ROOM = 'Room1';
const STEPS = (process.env.LIVE_AUDIENCE_STEPS ?? '250,500,1000,2000,4000').split(',').map(Number);
const DATABASE = (process.env.LIVE_AUDIENCE_DATABASE ?? 'postgres') as BenchDatabase;
/** The machine has 2 cores: one viewer process each, so neither has to carry half the viewers' bytes alone. */
const VIEWER_PROCESSES = 2;
const STEP_SEGMENTS = 10;
const MAX_P99_MS = 500;
/** A process whose event loop works this share of a step is saturated. */
const BUSY = 0.9;
const VIEWER_ROLES: Role[] = ['Individual', 'Advocate', 'Reader'];
const SEGMENT_MS = HLS_SEGMENT_SECONDS * 1000;

// Every viewer signs in with a session of its own, all from this one address: far past a person's sign-in limit.
process.env.LOGIN_RATE_LIMIT = String(10 * Math.max(...STEPS));
const server = await startServerOnFreePort(DATABASE);
const serverPid = server.process.pid ?? 0;
const serverEnv = environmentOf(serverPid);
const mediaDir = serverEnv.MEDIA_DIR ?? join(serverEnv.DATA_DIR ?? '', 'media');

/**
 * Signs in `count` sessions, one account after the other on each account: the server counts every sign-in of an
 * account as an attempt until it succeeds, and asks for a captcha past two at once.
 */
async function signIn(count: number): Promise<string[]> {
  const perRole = Math.ceil(count / VIEWER_ROLES.length);
  const signer = async (role: Role) => {
    const tokens: string[] = [];
    while (tokens.length < perRole) tokens.push(await demoToken(server.baseUrl, role));
    return tokens;
  };
  return (await Promise.all(VIEWER_ROLES.map(signer))).flat().slice(0, count);
}

const viewerProcesses = Array.from({ length: VIEWER_PROCESSES }, () =>
  fork(new URL('./live-viewers.ts', import.meta.url).pathname, { execArgv: ['--import', 'tsx'] }),
);

function ask<K extends ViewersReport['kind']>(
  child: ChildProcess,
  command: ViewersCommand,
  kind: K,
): Promise<Extract<ViewersReport, { kind: K }>> {
  return new Promise((resolve) => {
    const onMessage = (message: ViewersReport) => {
      if (message.kind !== kind) return;
      child.off('message', onMessage);
      resolve(message as Extract<ViewersReport, { kind: K }>);
    };
    child.on('message', onMessage);
    child.send(command);
  });
}

type StepRow = {
  viewers: number;
  delivered: number;
  expected: number;
  listingP50: number;
  listingP99: number;
  segmentP99: number;
  errors: string[];
  serverCpu: number;
  viewersCpu: number[];
  viewersBusy: number[];
  /** The whole machine's, whoever for: the server's and viewers' share of it, the rest PostgreSQL, ffmpeg and others. */
  machineCpu: number;
  rssMiB: number;
  held: boolean;
};

async function step(
  viewers: number,
  tokens: string[],
  listing: ReturnType<typeof watchListing>,
): Promise<StepRow> {
  const shares = viewerProcesses.map((_, index) =>
    tokens.slice(0, viewers).filter((_token, at) => at % VIEWER_PROCESSES === index),
  );
  const joined = await Promise.all(
    viewerProcesses.map((child, index) =>
      ask(
        child,
        { kind: 'join', baseUrl: server.baseUrl, room: ROOM, tokens: shares[index] ?? [] },
        'joined',
      ),
    ),
  );
  const firstSequence = listing.last() + 1;
  const plan = {
    baseUrl: server.baseUrl,
    room: ROOM,
    firstSequence,
    segments: STEP_SEGMENTS,
    deadline: Date.now() + (STEP_SEGMENTS + 4) * SEGMENT_MS,
  };
  const meter = cpuMeter([serverPid, ...viewerProcesses.map((child) => child.pid ?? 0)]);
  const machine = machineCpuMeter();
  let rssMiB = residentMemoryMiB(serverPid);
  const rssSampler = setInterval(() => (rssMiB = Math.max(rssMiB, residentMemoryMiB(serverPid))), 500);
  const watched = await Promise.all(
    viewerProcesses.map((child) => ask(child, { kind: 'watch', plan }, 'watched')),
  );
  clearInterval(rssSampler);
  const [serverCpu = 0, ...viewersCpu] = meter.percentOfOneCore();
  const machineCpu = machine.percentOfOneCore();

  const results: ViewerResult[] = watched.flatMap((report) => report.results);
  const listingMs = results.flatMap((result) =>
    result.answeredAt.flatMap((at, index) => {
      const listedAt = listing.listedAt.get(firstSequence + index);
      return at === null || listedAt === undefined ? [] : [at - listedAt];
    }),
  );
  const delivered = results.reduce((sum, result) => sum + result.delivered, 0);
  const errors = [
    ...joined.flatMap((report) => report.errors),
    ...results.flatMap((result) => result.errors),
  ];
  const row: StepRow = {
    viewers,
    delivered,
    expected: viewers * STEP_SEGMENTS,
    listingP50: percentile(listingMs, 0.5),
    listingP99: percentile(listingMs, 0.99),
    segmentP99: percentile(
      results.flatMap((result) => result.segmentMs),
      0.99,
    ),
    errors,
    serverCpu,
    viewersCpu,
    viewersBusy: watched.map((report) => report.busy),
    machineCpu,
    rssMiB,
    held: false,
  };
  row.held = row.delivered === row.expected && row.listingP99 <= MAX_P99_MS && errors.length === 0;
  return row;
}

/** The share of the step the busiest viewer process's event loop worked: near 1, the viewers limit the step. */
const busiest = (row: StepRow) => Math.max(...row.viewersBusy);
const ms = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(0));
const percent = (value: number) => `${value.toFixed(0)} %`;

/** The stream alone, then every step on it; the viewers' sessions are signed in before the stream starts. */
async function measure() {
  const signInStarted = performance.now();
  const tokens = await signIn(Math.max(...STEPS));
  const signInSeconds = (performance.now() - signInStarted) / 1000;
  console.log(`${tokens.length} sessions signed in in ${signInSeconds.toFixed(0)} s`);
  await withStreamDelay(server.baseUrl, ROOM, 0);
  const judge = await judgeOnAir(server.baseUrl, ROOM);
  const listing = watchListing(mediaDir, ROOM);
  const recording = recordLive(judge);
  await listing.listed(1);

  const idle = cpuMeter([serverPid]);
  await new Promise((resolve) => setTimeout(resolve, 5 * SEGMENT_MS));
  const streamOnlyCpu = idle.percentOfOneCore()[0] ?? 0;

  const rows: StepRow[] = [];
  for (const viewers of STEPS) {
    const row = await step(viewers, tokens, listing);
    rows.push(row);
    console.log(
      `${viewers} viewers: ${row.delivered}/${row.expected} segments, listing→answer p50 ${ms(row.listingP50)} ms` +
        ` p99 ${ms(row.listingP99)} ms, segment p99 ${ms(row.segmentP99)} ms, ${row.errors.length} errors` +
        ` ${[...new Set(row.errors)].slice(0, 3).join('; ')}, server ${percent(row.serverCpu)},` +
        ` viewers ${row.viewersCpu.map(percent).join(' + ')} (busy ${row.viewersBusy.map((b) => b.toFixed(2)).join(', ')})`,
    );
  }
  listing.stop();
  recording.stop();
  // A chunk the server did not ack in time stalls the stream for every viewer: reported, not thrown.
  const streamFailure = await recording.finished.then(
    () => undefined,
    (error: unknown) => (error as Error).message,
  );
  judge.socket.close();
  return { rows, streamOnlyCpu, signInSeconds, streamFailure };
}

let measured: Awaited<ReturnType<typeof measure>>;
try {
  measured = await measure();
} finally {
  for (const child of viewerProcesses) child.kill();
  await server.stop();
}
const { rows, streamOnlyCpu, signInSeconds, streamFailure } = measured;

const table = [
  '| viewers | segments delivered / expected | listing → answer p50 ms | p99 ms | segment p99 ms | errors |' +
    ' server CPU | viewer processes CPU (busiest loop) | machine CPU (of 200 %) | RSS MiB | holds |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
  `| 0 (the stream alone) | – | – | – | – | – | ${percent(streamOnlyCpu)} | – | – | – | – |`,
  ...rows.map(
    (row) =>
      `| ${row.viewers.toLocaleString('en')} | ${row.delivered} / ${row.expected} | ${ms(row.listingP50)} |` +
      ` ${ms(row.listingP99)} | ${ms(row.segmentP99)} | ${row.errors.length} | ${percent(row.serverCpu)} |` +
      ` ${row.viewersCpu.map(percent).join(' + ')} (${busiest(row).toFixed(2)}) | ${percent(row.machineCpu)} |` +
      ` ${row.rssMiB} | ${row.held ? 'yes' : 'no'} |`,
  ),
].join('\n');
console.log(table);

/** What held a step back: the server's core, the viewers' processes, or the shared machine's two cores. */
function limitOf(row: StepRow): string {
  const viewersCpu = row.viewersCpu.reduce((sum, cpu) => sum + cpu, 0);
  const others = row.machineCpu - row.serverCpu - viewersCpu;
  if (row.serverCpu >= 100 * BUSY) return `the server (${percent(row.serverCpu)} of its one core)`;
  if (Math.max(...row.viewersCpu) >= 100 * BUSY)
    return `the viewers (${row.viewersCpu.map(percent).join(' + ')})`;
  if (row.machineCpu >= 200 * BUSY) {
    return (
      `the machine: its two cores were ${percent(row.machineCpu)} busy, the server ${percent(row.serverCpu)},` +
      ` the viewers ${percent(viewersCpu)}, the rest (PostgreSQL, Redis, ffmpeg, other work) ${percent(others)}`
    );
  }
  return `none of the CPUs measured (machine ${percent(row.machineCpu)} of 200 %)`;
}

const baseline = rows[0];
const perThousand = (row: StepRow) => ((row.serverCpu - streamOnlyCpu) / row.viewers) * 1000;
const held = rows.filter((row) => row.held).map((row) => row.viewers);
const errorKinds = [...new Set(rows.flatMap((row) => row.errors.map((error) => error.replace(/\d+/g, 'N'))))];
writeBenchmarkSection(
  'Live audience: signed-in HLS viewers of one room on one instance',
  [
    `The built server with demo data on ${DATABASE === 'postgres' ? 'PostgreSQL and Redis' : 'embedded PGlite'};`,
    `the demo Judge records ${ROOM} at delay 0 through the real pipeline (as in the latency section: a live`,
    `1280x720@25 x264 source at 2.5 Mbit/s, a chunk over the socket every 2 s). Each viewer signs in with a`,
    `session of its own (${Math.max(...STEPS).toLocaleString('en')} sessions of the demo ${VIEWER_ROLES.join(', ')}`,
    `accounts, one account after the other, the accounts side by side, in ${signInSeconds.toFixed(0)} s before the stream starts),`,
    `loads the playlist, then follows the same ${STEP_SEGMENTS} segments as hls.js does in low-latency mode: a`,
    '`GET /live/Room1/index.m3u8?_HLS_msn=<next>` held until that segment is listed, then the segment, each on',
    `the viewer's own keep-alive connection (node:http). The viewers run in ${VIEWER_PROCESSES} processes of the`,
    'bench on the same 2-core machine as the server, PostgreSQL and Redis (the machine is shared with other work;',
    'its CPU is measured from /proc/stat). Listing → answer is the moment a',
    "viewer's held playlist answered minus the moment ffmpeg listed the segment (read from the server's media",
    'folder every 5 ms). A step holds when every viewer got every segment, that p99 is at most',
    `${MAX_P99_MS} ms and nothing failed. CPU is % of one core over the step; the server's does not count its`,
    'ffmpeg, whose cost is in "Live courtroom: ingest → HLS cost".',
    '',
    table,
    '',
    ...(baseline
      ? [
          `- Baseline: the stream alone costs the server ${percent(streamOnlyCpu)} of a core; ${baseline.viewers} viewers`,
          `  add ${perThousand(baseline).toFixed(0)} % per 1,000 viewers.` +
            rows
              .slice(1)
              .map(
                (row) =>
                  ` At ${row.viewers.toLocaleString('en')}: ${perThousand(row).toFixed(0)} % per 1,000.`,
              )
              .join(''),
        ]
      : []),
    `- Steps that hold: ${held.length ? held.map((viewers) => viewers.toLocaleString('en')).join(', ') : 'none'}.`,
    ...rows
      .filter((row) => !row.held)
      .map((row) => `- ${row.viewers.toLocaleString('en')} viewers: limited by ${limitOf(row)}.`),
    ...(errorKinds.length ? [`- Errors seen: ${errorKinds.slice(0, 5).join('; ')}.`] : []),
    ...(streamFailure ? [`- The judge's chunk uploads failed: ${streamFailure}.`] : []),
  ].join('\n'),
);
