// Soak (issue 19.7): SOAK_ROOMS rooms (10) record and stream at once for SOAK_MINUTES (10) from generated H.264
// chunks sent in real time, as the judge's browser sends them; one room's host vanishes at 30 % of the run (the
// server must finalise that recording itself), the server is SIGKILLed and started again at 50 %. At the end
// every live room stops, and the run checks that each MP4 holds every acked chunk, no session stays open and the
// server's memory stayed flat. Runs on PostgreSQL in a database of its own; writes a section of BENCHMARKS.md.
// SOAK_STARVE=N runs N busy loops beside it the whole time (one per core starves the machine, as a court's
// PC is on some days), and writes a section of its own. The first room is relayed live and the second with a delay
// of SOAK_DELAY_MINUTES (1) to nginx-rtmp on loopback (the stand-in Facebook; YouTube's real ingest is out of
// reach here): every picture relayed is checked against the source, and no segment may reach the public sooner
// than its room's delay. SOAK_SERVER_ROOT runs another checkout's build (the code before a fix) under the same
// soak.
import { API_PREFIX } from '@nyaya/shared';
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../apps/server/src/test/ports.ts';
import type { RtmpServer } from '../apps/server/src/test/rtmp-server.ts';
import { demoToken, residentMemoryMiB, withStreamDelay } from './lib.ts';
import { writeBenchmarkSection } from './report.ts';
import {
  addBenchHearings,
  createSoakDatabase,
  liveHearingRooms,
  recordingSessions,
} from './soak/database.ts';
import { judgeRun, type MemorySample, type RunFacts } from './soak/checks.ts';
import { PlaylistWatch } from './soak/integrity.ts';
import { startStandInPlatform } from './soak/relay.ts';
import { soakReport } from './soak/report.ts';
import { SoakRoom } from './soak/room.ts';
import { ffmpegRunning, groupCpuSeconds, heapMiB, startSoakServer, type SoakServer } from './soak/server.ts';
import { pieceFirstPictures, recordedPieces, sourcePictures } from './soak/source.ts';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const ROOMS = Number(process.env.SOAK_ROOMS ?? 10);
const HOGS = Number(process.env.SOAK_STARVE ?? 0);
const DELAY_MINUTES = Number(process.env.SOAK_DELAY_MINUTES ?? 1);
/** How often the audience's view of each room's public playlist is taken. */
const POLL_MS = 1000;
/** Short enough that the vanished host's recording is finalised well within the run. */
const ABANDON_SECONDS = 30;
const SAMPLE_MS = 10_000;
/** Set-up (a 10-minute source, the first start's migrations and demo clips) and finalising nine hearings. */
const DEADLINE_MS = (MINUTES + 12) * 60_000;
/** How long, after the last stop-recording, every session may take to be finalised. */
const SETTLE_MS = 5 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const roomNames = Array.from({ length: ROOMS }, (_, index) => `Room${index + 1}`);
/** The relayed rooms and their delays: the first live, the second held back (the last room's host vanishes). */
const relayed = new Map(
  [
    [roomNames[0], 0],
    [roomNames[1], DELAY_MINUTES],
  ].filter((entry): entry is [string, number] => entry[0] !== undefined && entry[0] !== roomNames.at(-1)),
);
const relayKey = (room: string) => `soak-${room}`;

const work = mkdtempSync(join(tmpdir(), 'nyaya-soak-'));
// nginx's workers run as nobody: they must reach the stand-in platform's record directory inside it.
chmodSync(work, 0o755);
const logPath = join(work, 'server.log');
const database = await createSoakDatabase();
const port = await freePort();
const env = {
  DATA_DIR: join(work, 'data'),
  MEDIA_DIR: join(work, 'media'),
  DATABASE_URL: database.url,
  REDIS_URL: '',
  DEMO_DATA: 'true',
  LOG_LEVEL: 'warn',
  DEFAULT_STREAM_DELAY_MINUTES: '0',
  RECORDING_ABANDON_SECONDS: String(ABANDON_SECONDS),
  // Development keys are fine here; set, they keep the server's warnings about them out of the log's summary.
  STREAM_KEY_SECRET: 'nyaya-soak-stream-key-secret-0123456789',
  MEDIA_URL_SECRET: 'nyaya-soak-media-url-secret-0123456789',
};
let server: SoakServer | undefined;
let platform: RtmpServer | undefined;
const rooms: SoakRoom[] = [];
const hogs: ChildProcess[] = Array.from({ length: HOGS }, () =>
  spawn('sh', ['-c', 'while :; do :; done'], { stdio: 'ignore' }),
);
const playlists = new Map(roomNames.map((room) => [room, new PlaylistWatch()]));
let poller: NodeJS.Timeout | undefined;

let cleaning: Promise<void> | undefined;
const cleanUp = () =>
  (cleaning ??= (async () => {
    clearInterval(poller);
    hogs.forEach((hog) => hog.kill('SIGKILL'));
    rooms.forEach((room) => room.close());
    await platform?.stop().catch((error: unknown) => console.error('stopping nginx failed', error));
    await server?.kill().catch((error: unknown) => console.error('killing the server failed', error));
    await database.drop().catch((error: unknown) => console.error('dropping the database failed', error));
    rmSync(work, { recursive: true, force: true });
  })());
const abort = (why: string) => {
  const log = existsSync(logPath) ? readFileSync(logPath, 'utf8') : '(none yet)';
  console.error(`soak: ${why}; the server log's last lines:\n${log.split('\n').slice(-40).join('\n')}`);
  void cleanUp().finally(() => process.exit(1));
};
const deadline = setTimeout(() => abort(`not done within ${DEADLINE_MS / 60_000} minutes`), DEADLINE_MS);
process.once('SIGINT', () => abort('interrupted'));
process.once('SIGTERM', () => abort('terminated'));

/** The server's memory every SAMPLE_MS, by process (the restart resets it). */
const samples: MemorySample[] = [];
let processIndex = 1;
const sampler = setInterval(async () => {
  const current = server;
  if (!current) return; // between the crash and the restart
  try {
    const rss = residentMemoryMiB(current.pid);
    const heap = await heapMiB(current.url);
    samples.push({
      process: processIndex,
      atSeconds: (performance.now() - current.spawnedAt) / 1000,
      rssMiB: rss,
      heapMiB: heap?.heap ?? NaN,
      externalMiB: heap?.external ?? NaN,
      ffmpeg: ffmpegRunning(current.pid),
    });
  } catch (error) {
    console.warn('soak: a memory sample failed', error);
  }
}, SAMPLE_MS);

/** The newest segment each room's public playlist lists now (its media sequence number), or the HTTP status. */
async function newestPublicSegments(token: string): Promise<Record<string, number | string>> {
  const newest: Record<string, number | string> = {};
  for (const room of roomNames) {
    const response = await fetch(`${server?.url}${API_PREFIX}/live/${room}/index.m3u8`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const playlist = response.ok ? await response.text() : '';
    const first = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist)?.[1] ?? 0);
    const listed = (playlist.match(/#EXTINF/g) ?? []).length;
    newest[room] = !response.ok ? `HTTP ${response.status}` : listed === 0 ? 'none' : first + listed - 1;
  }
  return newest;
}

/** Each room's public playlist as a viewer's player asks for it (a failed ask, as between crash and restart, counts). */
async function pollPlaylists(token: string) {
  await Promise.all(
    roomNames.map(async (room) => {
      const watch = playlists.get(room);
      try {
        const response = await fetch(`${server?.url}${API_PREFIX}/live/${room}/index.m3u8`, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (response.ok) watch?.take(await response.text());
        else if (watch) watch.failedPolls += 1;
      } catch {
        if (watch) watch.failedPolls += 1;
      }
    }),
  );
}

try {
  const loadAtStart = loadAverage();
  console.log(`soak: ${ROOMS} rooms for ${MINUTES} min; making the source`);
  const pieces = await recordedPieces(work, MINUTES * 60 + 20);
  const pictures = await sourcePictures(work);
  server = await startSoakServer(env, port, logPath);
  const hearings = await addBenchHearings(database.client, roomNames);
  const token = await demoToken(server.url, 'Controller');
  platform = await startStandInPlatform(join(work, 'platform'), await freePort());
  for (const [room, minutes] of relayed) {
    const url = `rtmp://127.0.0.1:${platform.port}/live`;
    await withStreamDelay(server.url, room, minutes, { url, key: relayKey(room) });
  }
  const serverUrl = server.url;
  rooms.push(
    ...roomNames.map((room) => new SoakRoom(serverUrl, token, room, hearings.get(room) ?? -1, pieces)),
  );
  // Spread over one chunk interval, as independent browsers are.
  const started = performance.now();
  await Promise.all(
    rooms.map(async (room, index) => {
      await sleep((index * 2000) / ROOMS);
      await room.open();
    }),
  );
  console.log(`soak: ${ROOMS} rooms recording beside ${HOGS} busy loops (load ${loadAverage()})`);
  poller = setInterval(() => void pollPlaylists(token), POLL_MS);
  const at = (fraction: number) =>
    sleep(Math.max(0, started + fraction * MINUTES * 60_000 - performance.now()));

  const onAir: RunFacts['publicSegments'] = [];
  await at(0.2);
  onAir.push({ label: '20 %', counts: await newestPublicSegments(token) });

  await at(0.3);
  const vanished = rooms[rooms.length - 1];
  if (!vanished) throw new Error('no rooms');
  await vanished.vanish();
  const vanishedAt = performance.now();
  let abandonedAfterMs: number | undefined;
  const abandonWatch = setInterval(() => {
    recordingSessions(database.client).then((sessions) => {
      const own = sessions.filter((session) => session.roomId === vanished.room);
      if (own.length > 0 && own.every((session) => session.stopped && session.file)) {
        abandonedAfterMs ??= performance.now() - vanishedAt;
      }
    }, console.warn);
  }, 2000);
  console.log(`soak: ${vanished.room}'s host vanished after ${vanished.ackedPieces} acked pieces`);

  await at(0.5);
  onAir.push({ label: 'before the crash', counts: await newestPublicSegments(token) });
  const first = server;
  const cpuFirst = groupCpuSeconds(first.pid);
  const killedAt = performance.now();
  server = undefined;
  await first.kill();
  processIndex = 2;
  server = await startSoakServer(env, port, logPath);
  const restartMs = performance.now() - killedAt;
  console.log(`soak: server killed and back in ${(restartMs / 1000).toFixed(1)} s (load ${loadAverage()})`);

  await at(1);
  onAir.push({ label: 'end', counts: await newestPublicSegments(token) });
  clearInterval(poller);
  const soakEnd = (performance.now() - server.spawnedAt) / 1000;
  const cpuSecond = groupCpuSeconds(server.pid);
  const live = rooms.filter((room) => room !== vanished);
  const failuresOf = (results: PromiseSettledResult<unknown>[]) =>
    results.flatMap((result, index) =>
      result.status === 'rejected' ? [`${live[index]?.room}: ${String(result.reason)}`] : [],
    );
  const stopping = performance.now();
  const stops = await Promise.allSettled(live.map((room) => room.finish()));
  const stopMs = performance.now() - stopping;
  let settled = await recordingSessions(database.client);
  for (const until = Date.now() + SETTLE_MS; Date.now() < until; await sleep(2000)) {
    settled = await recordingSessions(database.client);
    if (settled.every((session) => session.stopped && session.file)) break;
  }
  clearInterval(abandonWatch);
  const ends = await Promise.allSettled(live.map((room) => room.endMeeting()));
  const stillLive = await liveHearingRooms(database.client);
  // Its recordings closed: what each relay sent until now is read whole.
  await platform.stop();
  const relayRecordDir = platform.recordDir;
  platform = undefined;
  clearInterval(sampler);
  // The live pipelines' ffmpeg end on their own once their input closes: a moment before they are counted.
  await sleep(3000);
  const facts: RunFacts = {
    minutes: MINUTES,
    abandonSeconds: ABANDON_SECONDS,
    rooms,
    vanished,
    abandonedAfterMs,
    restartMs,
    stopMs,
    stopFailures: failuresOf(stops),
    sessions: settled,
    mediaDir: env.MEDIA_DIR,
    samples,
    processEnds: [(killedAt - first.spawnedAt) / 1000, soakEnd],
    ffmpegLeft: ffmpegRunning(server.pid),
    publicSegments: onAir,
    endFailures: failuresOf(ends),
    stillLive,
    cpu: [cpuFirst, cpuSecond],
    load: [loadAtStart, loadAverage()],
    log: readFileSync(logPath, 'utf8'),
    hogs: HOGS,
    playlists,
    pieceFirstPictures: pieceFirstPictures(pictures),
    sourcePictures: pictures,
    delays: new Map(roomNames.map((room) => [room, relayed.get(room) ?? 0])),
    relays: new Map([...relayed.keys()].map((room) => [room, relayKey(room)])),
    relayRecordDir,
  };
  const verdict = await judgeRun(facts);
  const report = soakReport(facts, verdict);
  console.log(report);
  writeBenchmarkSection(
    HOGS > 0
      ? 'Recording soak on a starved machine: busy loops beside the server, a lost host and a server crash'
      : 'Recording soak: rooms recording at once, a lost host and a server crash',
    report,
  );
  clearTimeout(deadline);
  await cleanUp();
  process.exit(verdict.checks.some((check) => check.result === 'FAIL') ? 1 : 0);
} catch (error) {
  console.error(error);
  abort('failed');
}
