// Whether hostile requests stall the server for everyone else (issue 35): /health and a Judge's courtroom round trip
// (join-room and its ack), measured idle and while an attacker sends, at a bounded rate, the deep JSON body
// ([×8000 then ]×8000, 16 KB) and bodies at and over the body limit to a JSON route, anonymous (Bearer nope) and
// signed in, and deep and large event frames from a signed-in socket. The built server runs on one core and this
// process (the probes and the attacker) on the other (taskset). STALL_SECONDS (30) per phase, STALL_RATE (20/s).
import {
  API_PREFIX,
  COURTROOM_EVENTS,
  PAYLOAD_MAX_BYTES,
  SOCKET_EVENTS,
  SOCKET_PATH,
  type CourtroomAck,
} from '@nyaya/shared';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Manager, type Socket } from 'socket.io-client';
import { demoToken, startServerOnFreePort } from './lib.ts';
import { writeBenchmarkSection } from './report.ts';

const SECONDS = Number(process.env.STALL_SECONDS ?? 30);
const RATE = Number(process.env.STALL_RATE ?? 20);
const HEALTH_EVERY_MS = 50;
/** A probe or an attack not answered in this long is counted as failed. */
const ANSWER_WITHIN_MS = 60_000;
const ROUND_TRIP_EVERY_MS = 100;
const SERVER_CORE = '0';
const BENCH_CORE = '1';
/** The goal: p99 under attack within this many times the idle p99. */
const GOAL = 2;

const DEPTH = 8000;
const deepJson = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
/** Object keys to a size: the costliest JSON to parse per byte. */
const keysOfSize = (bytes: number) =>
  `{${Array.from({ length: Math.floor(bytes / 14) }, (_, index) => `"k${String(index).padStart(7, '0')}":1`).join(',')}}`;
/** A body or a socket text just under the limit is read; one over it (a megabyte) is refused unread. */
const atLimit = keysOfSize(PAYLOAD_MAX_BYTES - 1024);
const overLimit = keysOfSize(1024 * 1024);

type Attack = { name: string; send: () => Promise<string> };

/** Pins a process and all its threads to one core. */
const pin = (pid: number, core: string) => execFileSync('taskset', ['-a', '-p', '-c', core, String(pid)]);

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.floor(q * (sorted.length - 1))] ?? NaN;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? NaN };
}

async function sessionSocket(baseUrl: string, token: string): Promise<Socket> {
  const socket = new Manager(baseUrl, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
  }).socket('/', { auth: { token } });
  await new Promise((resolve, reject) => {
    socket.once(SOCKET_EVENTS.sessionReady, resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/**
 * Runs `probe` every `everyMs` (one at a time) until `until`; returns each one's ms, a failed one's (no answer in
 * ANSWER_WITHIN_MS, the socket closed) counted as long as it took and listed.
 */
async function every(
  everyMs: number,
  until: number,
  probe: () => Promise<unknown>,
): Promise<{ times: number[]; failures: string[] }> {
  const times: number[] = [];
  const failures: string[] = [];
  while (performance.now() < until) {
    const started = performance.now();
    await probe().catch((error: unknown) => failures.push((error as Error).message));
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, everyMs - (performance.now() - started))));
  }
  return { times, failures };
}

/** Sends the attacks in turn, RATE a second without waiting for answers, for `seconds`; counts the answers. */
async function attack(attacks: Attack[], until: number): Promise<Record<string, number>> {
  const answers: Record<string, number> = {};
  const pending: Promise<void>[] = [];
  for (let sent = 0; performance.now() < until; sent++) {
    const chosen = attacks[sent % attacks.length] as Attack;
    pending.push(
      chosen.send().then(
        (answer) => {
          const key = `${chosen.name}: ${answer}`;
          answers[key] = (answers[key] ?? 0) + 1;
        },
        (error: unknown) => {
          const key = `${chosen.name}: ${(error as Error).message}`;
          answers[key] = (answers[key] ?? 0) + 1;
        },
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000 / RATE));
  }
  await Promise.all(pending);
  return answers;
}

const server = await startServerOnFreePort('pglite');
const serverPid = server.process.pid ?? 0;
pin(serverPid, SERVER_CORE);
pin(process.pid, BENCH_CORE);
const sockets: Socket[] = [];
try {
  const { baseUrl } = server;
  const api = `${baseUrl}${API_PREFIX}`;
  const signedIn = await demoToken(baseUrl, 'Individual');
  const judgeToken = await demoToken(baseUrl, 'Judge');
  let judge = await sessionSocket(baseUrl, judgeToken);
  sockets.push(judge);

  const health = () =>
    fetch(`${api}/health`, { signal: AbortSignal.timeout(ANSWER_WITHIN_MS) }).then((response) =>
      response.arrayBuffer(),
    );
  const roundTrip = async () => {
    if (!judge.connected) {
      // The server blocked past its ping timeout and closed the socket: the Judge's client would reconnect.
      judge = await sessionSocket(baseUrl, judgeToken);
      sockets.push(judge);
    }
    const ack = (await judge
      .timeout(ANSWER_WITHIN_MS)
      .emitWithAck(COURTROOM_EVENTS.joinRoom, {})) as CourtroomAck<unknown>;
    if (!ack.status) throw new Error(`join-room refused: ${ack.message}`);
  };
  const post = (body: string, bearer: string) => () =>
    fetch(`${api}/streaming/crnSearch`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body,
    }).then(async (response) => {
      await response.arrayBuffer();
      return String(response.status);
    });
  // Frames are written as they are: this side's encoder would recurse as deep as the payload, and re-encode a large one.
  const acks = new Map<number, (message: string) => void>();
  let attacker: Socket | undefined;
  /** The attacker's socket; a new one when the server closed it (its pings unanswered while it was blocked). */
  async function attackerSocket(): Promise<Socket> {
    if (attacker?.connected) return attacker;
    attacker = await sessionSocket(baseUrl, signedIn);
    sockets.push(attacker);
    attacker.io.on('packet', (packet: { type: number; id?: number; data?: { message?: string }[] }) => {
      // 3: Socket.IO's ack packet.
      const answered = packet.type === 3 && packet.id !== undefined ? acks.get(packet.id) : undefined;
      answered?.(packet.data?.[0]?.message ?? 'ok');
    });
    return attacker;
  }
  let nextAckId = 1_000_000;
  const frame = (payload: string) => async () => {
    const socket = await attackerSocket();
    const id = nextAckId++;
    const answered = new Promise<string>((resolve) => {
      acks.set(id, resolve);
      socket.once('disconnect', (reason) => resolve(`no ack: ${reason}`));
      setTimeout(() => resolve(`no ack in ${ANSWER_WITHIN_MS} ms`), ANSWER_WITHIN_MS);
    });
    socket.io.engine.write(`2${id}["${COURTROOM_EVENTS.joinRoom}",${payload}]`);
    return answered.finally(() => acks.delete(id));
  };
  const attackPhases: [string, Attack[]][] = [
    [
      'the issue’s deep JSON: bodies anonymous and signed in, socket frames',
      [
        { name: 'deep body, anonymous', send: post(deepJson, 'nope') },
        { name: 'deep body, signed in', send: post(deepJson, signedIn) },
        { name: 'deep socket frame', send: frame(deepJson) },
      ],
    ],
    [
      'bodies of JSON keys over the limit (1 MiB, anonymous and signed in) and at it (63 KB, anonymous)',
      [
        { name: '1 MiB body, anonymous', send: post(overLimit, 'nope') },
        { name: '1 MiB body, signed in', send: post(overLimit, signedIn) },
        { name: '63 KB body, anonymous', send: post(atLimit, 'nope') },
      ],
    ],
    [
      '63 KB bodies of JSON keys, signed in (read, then refused by the schema)',
      [{ name: '63 KB body, signed in', send: post(atLimit, signedIn) }],
    ],
    [
      'socket frames of JSON keys, signed in: 63 KB (read) and 1 MiB (refused unread, the socket closed)',
      [
        { name: '63 KB socket frame', send: frame(atLimit) },
        { name: '1 MiB socket frame', send: frame(overLimit) },
      ],
    ],
  ];

  async function phase(name: string, attacks: Attack[]) {
    const until = performance.now() + SECONDS * 1000;
    const [healthTimes, roundTrips, answers] = await Promise.all([
      every(HEALTH_EVERY_MS, until, health),
      every(ROUND_TRIP_EVERY_MS, until, roundTrip),
      attacks.length > 0 ? attack(attacks, until) : Promise.resolve({}),
    ]);
    const failures = [...healthTimes.failures, ...roundTrips.failures];
    const result = {
      name,
      health: percentiles(healthTimes.times),
      roundTrip: percentiles(roundTrips.times),
      answers:
        failures.length > 0 ? { ...answers, [`probes failed (${failures[0]})`]: failures.length } : answers,
    };
    console.log(JSON.stringify(result));
    return result;
  }

  const idle = await phase('idle', []);
  const phases = [idle];
  for (const [name, attacks] of attackPhases) phases.push(await phase(name, attacks));
  phases.push(await phase('idle again', []));
  const ms = (value: number) => value.toFixed(1);
  const holds = (p99: number, idleP99: number) => (p99 <= GOAL * idleP99 ? 'yes' : 'no');
  const table = [
    '| phase | /health p50 / p99 / max ms | within 2× idle p99 | join-room round trip p50 / p99 / max ms | within 2× idle p99 |',
    '|---|---|---|---|---|',
    ...phases.map(
      (one) =>
        `| ${one.name} | ${ms(one.health.p50)} / ${ms(one.health.p99)} / ${ms(one.health.max)} | ${holds(one.health.p99, idle.health.p99)} | ` +
        `${ms(one.roundTrip.p50)} / ${ms(one.roundTrip.p99)} / ${ms(one.roundTrip.max)} | ${holds(one.roundTrip.p99, idle.roundTrip.p99)} |`,
    ),
  ].join('\n');
  const answered = phases
    .flatMap((one) => Object.entries(one.answers))
    .map(([what, count]) => `${what} × ${count}`)
    .join('; ');
  const loadAverage = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  const report = [
    `The built server (embedded database, demo data) pinned to core ${SERVER_CORE}, this bench (probes and attacker) to`,
    `core ${BENCH_CORE} (taskset). Each phase ${SECONDS} s: GET /health every ${HEALTH_EVERY_MS} ms and the demo Judge's join-room`,
    `(ack'd) every ${ROUND_TRIP_EVERY_MS} ms, each waiting for the last; under attack, ${RATE} attacks a second in turn, not`,
    'waiting for answers: POST /streaming/crnSearch with the 16 KB body of 8,000 `[` then 8,000 `]` and with bodies of',
    `JSON keys just under the ${PAYLOAD_MAX_BYTES / 1024} KB limit and of 1 MiB, anonymous (\`Bearer nope\`) or signed in (the demo`,
    "Individual's token), and join-room frames from the same Individual's socket (8,000 nested arrays; keys as the bodies).",
    '',
    table,
    '',
    `- Attack answers: ${answered}.`,
    `- Load average at the end: ${loadAverage}.`,
  ].join('\n');
  if (SECONDS >= 30)
    writeBenchmarkSection('Stall: hostile payloads against /health and the courtroom', report);
  console.log(report);
} finally {
  sockets.forEach((socket) => socket.close());
  await server.stop();
}
