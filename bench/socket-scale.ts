// What 2,000 connected sockets cost one instance of the built server: viewers watching Room1's public stream, and
// advocates waiting in its lobby, with the Judge hosting it and a Controller watching the control room. Measured:
// how long the sockets take to connect and join, the admit round trip (the Judge admits a waiting advocate → that
// advocate's socket hears it) with nobody else connected (the baseline) and with every socket connected, how many
// control-room cards reach the Controller while the viewers join, the server's memory and CPU, and this client's
// own CPU (one process holds every socket: it may be what limits).
// SOCKET_SCALE_SOCKETS (2000), SOCKET_SCALE_ADVOCATES (20), SOCKET_SCALE_DATABASE (postgres, or pglite): a run with
// fewer sockets is a quick look and only prints its table; the full one writes BENCHMARKS.md.
import {
  API_PREFIX,
  COURTROOM_EVENTS,
  SOCKET_EVENTS,
  SOCKET_LIMITS,
  SOCKET_PATH,
  courtDate,
  type CaseRow,
  type ControlRoomCard,
  type CourtroomAck,
} from '@nyaya/shared';
import { readFileSync } from 'node:fs';
import { io, type Socket } from 'socket.io-client';
import { demoToken, residentMemoryMiB, startServerOnFreePort, type BenchDatabase } from './lib.ts';
import { writeBenchmarkSection } from './report.ts';
import { addAccount, inBatches, signIn } from './socket-scale-accounts.ts';

const FULL_SCALE = 2000;
const SOCKETS = Number(process.env.SOCKET_SCALE_SOCKETS ?? FULL_SCALE);
const ADVOCATES = Number(process.env.SOCKET_SCALE_ADVOCATES ?? 20);
const DATABASE = (process.env.SOCKET_SCALE_DATABASE ?? 'postgres') as BenchDatabase;
/** The Judge and the Controller hold the other two sockets. */
const VIEWERS = SOCKETS - ADVOCATES - 2;
const ROOM = 'Room1';
/** The demo cause list's case of Room1 today; the Judge lets every bench advocate wait for it. */
const CASE_CNR = 'DLND010000012024';
const ADMITS = 100;
/** Between two admissions, as a Judge clicks: the round trip is measured, not the server's throughput. */
const ADMIT_GAP_MS = 20;
const JOIN_CONCURRENCY = 50;
/** After the last join, long enough for a card held back by the control room's coalescing to arrive. */
const SETTLE_MS = 2500;
const TICKS_PER_SECOND = 100;
/** A process above this much of a core is what limits (Node runs the server's and the client's work on one). */
const SATURATED_CPU = 80;
/**
 * This bench at full scale on PostgreSQL and Redis, at f7d8166: before the courtroom coalesced what viewers coming
 * and going send (every change told every viewer the stream state, the judge the snapshot, the Controllers a card).
 */
const BEFORE_COALESCING = {
  joinSeconds: 129.2,
  cards: 1978,
  cardsPerSecond: 15.3,
  admit: '132.6 / 213.9 / 270.6',
  serverCpu: 70,
};

// Every account signs in several times (a session holds SOCKET_LIMITS.perSession sockets): far beyond a person's
// budget of sign-ins from one address, which is not what this bench measures.
process.env.LOGIN_RATE_LIMIT = '1000000';

type Ready = { socket: Socket; userId: string };

async function connect(baseUrl: string, token: string): Promise<Ready> {
  const socket = io(baseUrl, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token },
  });
  const { userId } = await new Promise<{ userId: string }>((resolve, reject) => {
    socket.once(SOCKET_EVENTS.sessionReady, resolve);
    socket.once('connect_error', reject);
  });
  return { socket, userId };
}

async function granted(socket: Socket, event: string, payload: object): Promise<unknown> {
  const ack = (await socket.timeout(60_000).emitWithAck(event, payload)) as CourtroomAck<unknown>;
  if (!ack.status) throw new Error(`${event}: ${ack.message}`);
  return ack.data;
}

/** CPU time (user + system) of a process so far, in seconds. */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** Measures the server's and this process's CPU (% of one core) over whatever runs between start and stop. */
function cpuMeter(serverPid: number) {
  const wall = performance.now();
  const server = cpuSecondsOf(serverPid);
  const client = process.cpuUsage();
  return () => {
    const seconds = (performance.now() - wall) / 1000;
    const own = process.cpuUsage(client);
    return {
      seconds,
      serverCpu: Math.round(((cpuSecondsOf(serverPid) - server) / seconds) * 100),
      clientCpu: Math.round(((own.user + own.system) / 1e6 / seconds) * 100),
    };
  };
}

function limitOf({ serverCpu, clientCpu }: { serverCpu: number; clientCpu: number }): string {
  if (serverCpu >= SATURATED_CPU) return 'the server limits';
  if (clientCpu >= SATURATED_CPU) return 'this client limits';
  return "neither is saturated: the joins wait on round trips (PostgreSQL, Redis) and the machine's other work";
}

/** The most of these instants (ms, in order) that fall within one second. */
function mostInOneSecond(instants: number[]): number {
  let most = 0;
  for (let first = 0, last = 0; last < instants.length; last++) {
    while ((instants[last] ?? 0) - (instants[first] ?? 0) >= 1000) first++;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

const percentile = (sorted: number[], q: number) => sorted[Math.floor(q * (sorted.length - 1))] ?? 0;

/** The Judge admits the waiting advocates in turn; each round trip ends when the advocate's socket hears it. */
async function admitRoundTrips(judge: Socket, advocates: Ready[]) {
  const times: number[] = [];
  for (let i = 0; i < ADMITS; i++) {
    const advocate = advocates[i % advocates.length] as Ready;
    const heard = new Promise((resolve) => advocate.socket.once(COURTROOM_EVENTS.admitToAdvocate, resolve));
    const started = performance.now();
    await Promise.all([
      heard.then(() => times.push(performance.now() - started)),
      granted(judge, COURTROOM_EVENTS.admitToAdvocate, { roomId: ROOM, userId: advocate.userId }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, ADMIT_GAP_MS));
  }
  const sorted = times.sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1) ?? 0 };
}

/** Bearer tokens enough for `sockets` sockets: one per SOCKET_LIMITS.perSession, each account's within perUser. */
async function viewerTokens(baseUrl: string, adminToken: string, sockets: number): Promise<string[]> {
  const sessionsPerAccount = SOCKET_LIMITS.perUser / SOCKET_LIMITS.perSession;
  const sessions = Math.ceil(sockets / SOCKET_LIMITS.perSession);
  const accounts = await inBatches(
    Array.from({ length: Math.ceil(sessions / sessionsPerAccount) }, (_, n) => n),
    4,
    (n) => addAccount(baseUrl, adminToken, 'Individual', n),
  );
  const sessionTokens = await inBatches(
    Array.from({ length: sessions }, (_, n) => n),
    4,
    // Round the accounts: concurrent sign-ins of one account count as failures until one succeeds (captcha).
    (n) => signIn(baseUrl, accounts[n % accounts.length]?.email ?? ''),
  );
  return Array.from(
    { length: sockets },
    (_, n) => sessionTokens[Math.floor(n / SOCKET_LIMITS.perSession)] ?? '',
  );
}

const server = await startServerOnFreePort(DATABASE);
const serverPid = server.process.pid ?? 0;
const opened: Socket[] = [];
try {
  const { baseUrl } = server;
  const adminToken = await demoToken(baseUrl, 'SuperAdmin');
  const judgeToken = await demoToken(baseUrl, 'Judge');
  const hearings = await fetch(`${baseUrl}${API_PREFIX}/streaming/crnSearch`, {
    method: 'POST',
    headers: { authorization: `Bearer ${judgeToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ crnNumber: CASE_CNR }),
  });
  const { data: rows } = (await hearings.json()) as { data: CaseRow[] };
  const hearingId = rows.find((row) => row.hearingDate === courtDate())?.hearingId;

  const judge = await connect(baseUrl, judgeToken);
  const controller = await connect(baseUrl, await demoToken(baseUrl, 'Controller'));
  opened.push(judge.socket, controller.socket);
  await granted(judge.socket, COURTROOM_EVENTS.joinRoom, {});
  const cards: { at: number; card: ControlRoomCard }[] = [];
  controller.socket.on(SOCKET_EVENTS.controlRoomCard, (card: ControlRoomCard) =>
    cards.push({ at: performance.now(), card }),
  );
  let hostSnapshots = 0;
  judge.socket.on(COURTROOM_EVENTS.courtroomState, () => hostSnapshots++);

  const advocateAccounts = await inBatches(
    Array.from({ length: ADVOCATES }, (_, n) => n),
    4,
    (n) => addAccount(baseUrl, adminToken, 'Advocate', 9000 + n),
  );
  const advocates = await inBatches(advocateAccounts, 4, async (account) => {
    await granted(judge.socket, COURTROOM_EVENTS.allowAdvocate, {
      roomId: ROOM,
      hearingId,
      enrollmentNumber: account.enrollmentNumber,
    });
    const advocate = await connect(baseUrl, await signIn(baseUrl, account.email));
    opened.push(advocate.socket);
    await granted(advocate.socket, COURTROOM_EVENTS.joinRoom, { roomId: ROOM, cnr: CASE_CNR });
    return advocate;
  });
  const tokens = await viewerTokens(baseUrl, adminToken, VIEWERS);
  console.log(`${ADVOCATES} advocates waiting, ${tokens.length} viewer sockets to open`);

  const baselineMeter = cpuMeter(serverPid);
  const baseline = await admitRoundTrips(judge.socket, advocates);
  const baselineCpu = baselineMeter();
  const baselineRss = residentMemoryMiB(serverPid);

  const joinMeter = cpuMeter(serverPid);
  const cardsBefore = cards.length;
  const snapshotsBefore = hostSnapshots;
  await inBatches(tokens, JOIN_CONCURRENCY, async (token) => {
    const viewer = await connect(baseUrl, token);
    opened.push(viewer.socket);
    await granted(viewer.socket, COURTROOM_EVENTS.watchRoom, { roomId: ROOM });
  });
  const join = joinMeter();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const joinCards = cards.length - cardsBefore;
  const busiestSecond = mostInOneSecond(cards.slice(cardsBefore).map((entry) => entry.at));
  const lastCard = cards.findLast((entry) => entry.card.roomId === ROOM)?.card;
  const joinSnapshots = hostSnapshots - snapshotsBefore;
  console.log(
    `joined in ${join.seconds.toFixed(1)} s; ${joinCards} cards; last card ${lastCard?.viewers} viewers`,
  );

  const loadedMeter = cpuMeter(serverPid);
  const loaded = await admitRoundTrips(judge.socket, advocates);
  const loadedCpu = loadedMeter();
  const loadedRss = residentMemoryMiB(serverPid);

  const ms = (value: number) => value.toFixed(1);
  const table = [
    '| phase | sockets connected | connect time | admit round trip p50 / p95 / max ms | cards to the Controller | server RSS MiB | server CPU % | bench client CPU % |',
    '|---|---|---|---|---|---|---|---|',
    `| baseline: Judge, Controller, ${ADVOCATES} advocates waiting | ${ADVOCATES + 2} | – | ${ms(baseline.p50)} / ${ms(baseline.p95)} / ${ms(baseline.max)} | – | ${baselineRss} | ${baselineCpu.serverCpu} | ${baselineCpu.clientCpu} |`,
    `| ${VIEWERS} viewers connect and watch ${ROOM} | ${SOCKETS} | ${join.seconds.toFixed(1)} s | – | ${joinCards} (${(joinCards / join.seconds).toFixed(1)}/s over the join, at most ${busiestSecond} in one second) | – | ${join.serverCpu} | ${join.clientCpu} |`,
    `| all connected | ${SOCKETS} | – | ${ms(loaded.p50)} / ${ms(loaded.p95)} / ${ms(loaded.max)} | – | ${loadedRss} | ${loadedCpu.serverCpu} | ${loadedCpu.clientCpu} |`,
  ].join('\n');
  const target = loaded.p95 <= 50 ? 'holds' : 'does not hold';
  const report = [
    `${SOCKETS} sockets (socket.io-client, websocket transport, all in this one bench process) on one built server with ${DATABASE === 'postgres' ? 'PostgreSQL and Redis' : 'the embedded PGlite'}: ` +
      `${VIEWERS} viewers of ${ROOM}'s public stream (${Math.ceil(VIEWERS / SOCKET_LIMITS.perSession)} sessions of ${Math.ceil(VIEWERS / SOCKET_LIMITS.perUser)} Individual accounts, within the socket limits of ${SOCKET_LIMITS.perSession} a session and ${SOCKET_LIMITS.perUser} a user), ` +
      `${ADVOCATES} verified advocates waiting in its lobby (added through Manage Users and allowed by the Judge: the demo data names one advocate), the Judge hosting it and a Controller watching the control room. ` +
      `${ADMITS} admissions in each phase, ${ADMIT_GAP_MS} ms apart. CPU is % of one core over the phase; this machine runs other work too.`,
    '',
    table,
    '',
    `- Target: admit round trip p95 at most 50 ms with every socket connected: ${target} (${ms(loaded.p95)} ms; baseline ${ms(baseline.p95)} ms in the same run).`,
    `- The Controller's last card of ${ROOM} counts ${lastCard?.viewers ?? 'no'} viewers (of ${VIEWERS}) and ${lastCard?.waitingAdvocates ?? 'no'} waiting advocates.`,
    `- The Judge's socket got ${joinSnapshots} courtroom snapshots while the viewers joined.`,
    `- While the viewers joined the server used ${join.serverCpu} % of a core and this client ${join.clientCpu} %: ${limitOf(join)}.`,
    `- Before the coalescing (f7d8166, this bench at ${FULL_SCALE} sockets on PostgreSQL and Redis) the viewers took ` +
      `${BEFORE_COALESCING.joinSeconds} s to join (server ${BEFORE_COALESCING.serverCpu} % of a core), the Controller got ` +
      `${BEFORE_COALESCING.cards} cards (one per join, ${BEFORE_COALESCING.cardsPerSecond}/s) and the admit round trip with every socket connected was ` +
      `${BEFORE_COALESCING.admit} ms p50 / p95 / max.`,
  ].join('\n');
  if (SOCKETS === FULL_SCALE) writeBenchmarkSection('Socket scale: 2,000 sockets on one instance', report);
  console.log(report);
} finally {
  opened.forEach((socket) => socket.close());
  await server.stop();
}
