import {
  COURTROOM_EVENTS,
  MESSAGES,
  PAYLOAD_MAX_BYTES,
  SESSION_COOKIE,
  SOCKET_EVENTS,
  SOCKET_PATH,
  matchMessage,
} from '@nyaya/shared';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { Manager, type Socket } from 'socket.io-client';
import type { Database } from '../../core/db/client.ts';
import { stateDigest } from '../database-state.ts';
import type { FuzzCaller } from './route-fuzzer.ts';
import { now, startHealthProbe } from './socket-health-probe.ts';
import {
  CLIENT_EVENTS,
  hostile,
  hostileJson,
  packetsOf,
  socketCall,
  type Hostile,
  type Packets,
} from './socket-payloads.ts';

/**
 * What `/health` must answer within while the fuzzer sends (issue 35). A slower answer is a stall when this
 * process's main thread (the server, and this fuzzer's client) was busy as long meanwhile: on a machine whose other work starves
 * it, an answer can be late with the server idle, and that is not the payload's doing.
 */
export const HEALTH_WITHIN_MS = 200;
/** Long enough for a loaded machine; an ack later than this is one that never comes. */
const ACK_WITHIN_MS = 5000;

export type SocketFuzzReport = {
  seed: number;
  runs: number;
  events: number;
  calls: number;
  acks: { refused: number; granted: number };
  /** Calls after which the server closed the socket (a packet Socket.IO could not decode). */
  closed: number;
  anonymousRefused: number;
  health: { probes: number; p50Ms: number; p99Ms: number; maxMs: number };
};

/** A signed-in caller's connection: its session socket, and the packets it sends written as they are. */
type Connection = { manager: Manager; socket: Socket; acks: Map<number, (ack: unknown) => void> };

// Socket.IO's packet types, as socket.io-parser numbers them.
const CONNECT = 0;
const ACK = 3;
const CONNECT_ERROR = 4;
type Packet = { type: number; id?: number; data?: unknown };

const managerOf = (url: string, headers: Record<string, string>) =>
  new Manager(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    autoConnect: false,
    extraHeaders: headers,
  });

async function connectAs(url: string, caller: FuzzCaller): Promise<Connection> {
  const manager = managerOf(url, { cookie: `${SESSION_COOKIE}=${caller.cookies[SESSION_COOKIE]}` });
  const socket = manager.socket('/');
  const acks = new Map<number, (ack: unknown) => void>();
  manager.on('packet', (packet: Packet) => {
    const answered = packet.type === ACK && packet.id !== undefined ? acks.get(packet.id) : undefined;
    answered?.((packet.data as unknown[] | undefined)?.[0]);
  });
  socket.connect();
  await new Promise((resolve, reject) => {
    socket.once(SOCKET_EVENTS.sessionReady, resolve);
    socket.once('connect_error', reject);
  });
  return { manager, socket, acks };
}

/** How the server answers an anonymous connection whose handshake carries a hostile token and `Bearer nope`. */
async function anonymousAnswer(url: string, token: Hostile): Promise<{ answer: string; oversized: boolean }> {
  const manager = managerOf(url, { authorization: 'Bearer nope' });
  try {
    await new Promise<void>((resolve, reject) =>
      manager.open((error) => (error ? reject(error) : resolve())),
    );
    const answer = new Promise<string>((resolve) => {
      manager.on('packet', (packet: Packet) => {
        if (packet.type === CONNECT_ERROR) resolve((packet.data as { message?: string }).message ?? '');
        if (packet.type === CONNECT) resolve('connected');
      });
      manager.on('close', () => resolve('closed'));
    });
    const handshake = `${CONNECT}{"token":${hostileJson(token)}}`;
    manager.engine.write(handshake);
    return { answer: await answer, oversized: handshake.length > PAYLOAD_MAX_BYTES };
  } finally {
    manager.engine?.close();
  }
}

/** What the ack must be: a refusal in one of our messages, or a success (a payload that happened to be valid). */
function ackProblem(ack: unknown): string | undefined {
  if (ack === null || typeof ack !== 'object') return `acked ${JSON.stringify(ack)}`;
  const { status, code, message } = ack as { status?: unknown; code?: unknown; message?: unknown };
  if (status === true) return undefined;
  if (status !== false) return `acked ${JSON.stringify(ack).slice(0, 200)}`;
  if (typeof message !== 'string' || matchMessage(message) === undefined) {
    return `refused with a message that is not ours: ${JSON.stringify(message)}`;
  }
  if (code !== matchMessage(message)?.key)
    return `refused with code ${JSON.stringify(code)} for "${message}"`;
  return undefined;
}

/** Acks of these ids are this fuzzer's: the session socket's own count from 0. */
let nextAckId = 1_000_000;

/** The server closed the socket instead of answering: what Socket.IO does with a packet it cannot decode. */
const CLOSED = Symbol('closed');

/**
 * Sends one call's packets; resolves with its ack, undefined when the call asked for none, or CLOSED when
 * the server closed the connection first.
 */
async function send(
  connection: Connection,
  { text, attachments }: Packets,
  ackId: number | undefined,
): Promise<unknown> {
  const engine = connection.manager.engine;
  const answered = new Promise((resolve, reject) => {
    if (ackId === undefined) return resolve(undefined);
    const timer = setTimeout(() => reject(new Error(`no ack in ${ACK_WITHIN_MS} ms`)), ACK_WITHIN_MS);
    connection.socket.once('disconnect', () => resolve(CLOSED));
    connection.acks.set(ackId, (ack) => {
      clearTimeout(timer);
      resolve(ack);
    });
  });
  engine.write(text);
  attachments.forEach((attachment) => engine.write(attachment));
  return answered.finally(() => {
    if (ackId !== undefined) connection.acks.delete(ackId);
  });
}

/** Resolves once the server has read everything sent before on this socket (a request refused for its payload). */
async function caughtUp(socket: Socket): Promise<void> {
  await socket.timeout(ACK_WITHIN_MS).emitWithAck(COURTROOM_EVENTS.leaveMeeting, null);
}

/**
 * CPU time of this process's main thread (the server's event loop, and this fuzzer's client) so far, in ms: not the
 * compiler's, the garbage collector's helpers' or the health probe's threads (Linux's /proc; clock ticks of 10 ms).
 */
function mainThreadCpuMs(): number {
  const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const percentile = (sorted: number[], q: number) => sorted[Math.floor(q * (sorted.length - 1))] ?? 0;

/**
 * Sends hostile calls of every client → server event (deep, huge, mistyped, with control characters, numbers out
 * of range, arguments missing or extra, the ack absent or not a function) from a socket of each signed-in caller,
 * and tries the anonymous caller's handshake with a hostile token. Fails at the first call after which the server
 * is gone or stalled `/health` beyond HEALTH_WITHIN_MS, whose ack is not a refusal in our words (or never came, the
 * socket still open), or that changed a table; or at an anonymous socket let in. The server may close the sender's
 * socket (it is opened again for the next call): that is counted.
 */
export async function fuzzSockets(
  url: string,
  db: Database,
  callers: FuzzCaller[],
  { runs, seed }: { runs: number; seed: number },
): Promise<SocketFuzzReport> {
  const connections = new Map<string, Connection>();
  const probe = startHealthProbe(url);
  const acks = { refused: 0, granted: 0 };
  let calls = 0;
  let anonymousRefused = 0;
  let closed = 0;
  const named = new Map(callers.map((caller) => [caller.name, caller]));
  try {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...named.keys()), socketCall, hostile, async (name, call, token) => {
        const before = await stateDigest(db);
        // Built before the clock starts: this side's work is not the server's.
        const ackId = call.ack === 'function' ? nextAckId++ : undefined;
        const packets = packetsOf(call, ackId);
        const started = now();
        const cpuBefore = mainThreadCpuMs();
        const caller = named.get(name);
        if (!caller || name === 'anonymous') {
          const { answer, oversized } = await anonymousAnswer(url, token);
          // A handshake longer than any payload may be is refused before it is parsed: the connection closes.
          const refused = answer === MESSAGES.notSignedIn || (oversized && answer === 'closed');
          if (!refused) throw new Error(`an anonymous socket was answered: ${answer}`);
          anonymousRefused++;
        } else {
          const connection = connections.get(name) ?? (await connectAs(url, caller));
          connections.set(name, connection);
          const ack = await send(connection, packets, ackId);
          calls++;
          if (call.ack === 'function' && ack !== CLOSED) {
            const problem = ackProblem(ack);
            if (problem) throw new Error(`${call.event} as ${name} ${problem}`);
            if ((ack as { status: boolean }).status) acks.granted++;
            else acks.refused++;
          }
          if (connection.socket.connected) await caughtUp(connection.socket).catch(() => undefined);
          if (!connection.socket.connected) {
            connections.delete(name);
            closed++;
          }
        }
        await probe.settled();
        const probes = probe.since(started);
        const failed = probes.find((one) => one.status !== 200);
        if (failed)
          throw new Error(`while ${call.event} was sent as ${name}, /health failed (${failed.status})`);
        const slowest = Math.max(...probes.map((one) => one.ms));
        const cpuMs = mainThreadCpuMs() - cpuBefore;
        if (slowest > HEALTH_WITHIN_MS && cpuMs > HEALTH_WITHIN_MS) {
          throw new Error(
            `while ${call.event} was sent as ${name}, /health took ${Math.round(slowest)} ms and the main thread was busy ${Math.round(cpuMs)} ms`,
          );
        }
        if ((await stateDigest(db)) !== before)
          throw new Error(`${call.event} as ${name} changed the database`);
      }),
      { numRuns: runs, seed, endOnFailure: true },
    );
  } finally {
    connections.forEach((connection) => connection.socket.close());
    await probe.stop();
  }
  const latencies = probe
    .all()
    .map((one) => one.ms)
    .sort((a, b) => a - b);
  const ms = (value: number) => Math.round(value * 10) / 10;
  return {
    seed,
    runs,
    events: CLIENT_EVENTS.length,
    calls,
    acks,
    closed,
    anonymousRefused,
    health: {
      probes: latencies.length,
      p50Ms: ms(percentile(latencies, 0.5)),
      p99Ms: ms(percentile(latencies, 0.99)),
      maxMs: ms(latencies.at(-1) ?? 0),
    },
  };
}
