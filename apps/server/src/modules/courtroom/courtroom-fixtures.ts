import { COURTROOM_EVENTS, courtDate, type CourtroomAck } from '@nyaya/shared';
import { gt } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { hearingSessions, recordingSessions } from '../../db/schema/index.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { findCauseListByCnr } from '../cause-list/queries.ts';
import { socketOf, urlOf } from '../control-room/control-room-fixtures.ts';

/** The demo advocate's case in Room1 today, and a case there where they are no advocate. */
export const OWN_CASE = 'DLND010000012024';
export const OTHERS_CASE = 'DLND010000022024';

/** Emits a courtroom event and resolves with its ack (at most two seconds). */
export function request<T = unknown>(
  socket: Socket,
  event: string,
  payload: unknown,
): Promise<CourtroomAck<T>> {
  return socket.timeout(2000).emitWithAck(event, payload) as Promise<CourtroomAck<T>>;
}

/** The data of an ack that must be ok. */
export async function granted<T>(socket: Socket, event: string, payload: unknown): Promise<T> {
  const ack = await request<T>(socket, event, payload);
  if (!ack.ok) throw new Error(`${event} refused: ${ack.message}`);
  return ack.data;
}

/** Every payload a socket receives of an event, in order. */
export function heard<T = unknown>(socket: Socket, event: string): T[] {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return received;
}

/** Waits until the list satisfies the check (at most two seconds), then returns it. */
export async function until<T>(received: T[], check: (list: T[]) => boolean = (list) => list.length > 0) {
  for (const deadline = Date.now() + 2000; !check(received) && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return received;
}

/**
 * Resolves once the server has answered a request on this socket. One connection delivers in order, so anything
 * the server sent the socket before it read the request has arrived by then: after an action it acks only once it
 * has emitted what the action emits, nothing of that action is still on its way here. The request (leave-meeting
 * without a room) fails its payload check and changes nothing.
 */
export async function caughtUp(socket: Socket): Promise<void> {
  await request(socket, COURTROOM_EVENTS.leaveMeeting, null);
}

/** The id of a case's hearing on today's list. */
export async function todaysHearingId(db: Database, cnr: string): Promise<number> {
  const [row] = await findCauseListByCnr(db, cnr, { date: courtDate() });
  if (!row) throw new Error(`${cnr} is not listed today`);
  return row.id;
}

type SuiteOptions<T extends TestApp> = {
  /** Makes the app (createTestApp unless the suite needs another, e.g. with a media folder of its own). */
  app: () => Promise<T>;
  /** What else a test leaves behind, removed once the meeting has ended and the sockets are closed. */
  cleanUp?: (t: T) => Promise<void>;
};

export type CourtroomSuite<T extends TestApp> = {
  t: T;
  url: string;
  judge: TestClient;
  advocate: TestClient;
  controller: TestClient;
  /** A session socket of the client, closed after the test. */
  open: (client: TestClient) => Promise<Socket>;
  /**
   * The server goes down and the same deployment (database, configuration, MEDIA_DIR) comes back up: the sockets
   * opened so far close, and from then on `t`, `url` and the signed-in clients are the new server's.
   */
  restart: () => Promise<void>;
};

/**
 * Until no recording is being finalised: ending a meeting closes its recording and finalises it without waiting,
 * and ffmpeg writing the MP4 would race the next test's changes to the media folder (ENOTEMPTY on a busy run).
 */
async function untilNothingFinalising(db: Database) {
  await vi.waitFor(
    async () => {
      const held = await db
        .select({ id: recordingSessions.id })
        .from(recordingSessions)
        .where(gt(recordingSessions.finalisingUntil, new Date()));
      expect(held).toEqual([]);
    },
    { timeout: 60_000, interval: 100 },
  );
}

/**
 * The set-up of a courtroom socket suite, registered on the file: the app listening on a loopback port, the demo
 * Judge, Advocate and Controller signed in; after each test Room1's meeting ends, the sockets opened close, the
 * recording it closed is finalised and the hearing sessions go, so every test starts with an idle room. The
 * fields are filled in before the first test.
 */
export function courtroomSuite<T extends TestApp>(options: SuiteOptions<T>): CourtroomSuite<T>;
export function courtroomSuite(options?: Partial<SuiteOptions<TestApp>>): CourtroomSuite<TestApp>;
export function courtroomSuite(options: Partial<SuiteOptions<TestApp>> = {}): CourtroomSuite<TestApp> {
  const opened: Socket[] = [];
  const suite = {
    open: async (client: TestClient) => {
      const socket = await socketOf(suite.url, client);
      opened.push(socket);
      return socket;
    },
    restart: async () => {
      opened.splice(0).forEach((socket) => socket.close());
      const before = suite.t;
      await before.app.close();
      const app = await buildApp({ config: before.config, db: before.db, readiness: before.readiness });
      suite.t = { ...before, app, close: () => app.close().then(before.close) };
      await serve();
    },
  } as CourtroomSuite<TestApp>;

  async function serve() {
    await suite.t.app.listen({ port: 0, host: '127.0.0.1' });
    suite.url = urlOf(suite.t.app);
    [suite.judge, suite.advocate, suite.controller] = await Promise.all([
      clientAs(suite.t.app, 'Judge'),
      clientAs(suite.t.app, 'Advocate'),
      clientAs(suite.t.app, 'Controller'),
    ]);
  }

  beforeAll(async () => {
    suite.t = await (options.app ?? createTestApp)();
    await serve();
  });
  afterEach(async () => {
    await granted(await suite.open(suite.controller), COURTROOM_EVENTS.endMeeting, { roomId: 'Room1' });
    opened.splice(0).forEach((socket) => socket.close());
    await untilNothingFinalising(suite.t.db);
    await options.cleanUp?.(suite.t);
    await suite.t.db.delete(hearingSessions);
  });
  afterAll(() => suite.t.close());
  return suite;
}
