import { API_PREFIX, courtDate, courtTomorrow, type ControlRoomCard } from '@nyaya/shared';
import pino from 'pino';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { streamSetups } from '../../core/db/schema/index.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { csrf } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { entryBody } from '../../test/fixtures/cause-list.ts';
import { setupBody } from '../../test/fixtures/stream-setup.ts';
import { caughtUp } from '../../test/fixtures/courtroom.ts';
import { cardsReceived, seededToday, socketOf, until, urlOf } from '../../test/fixtures/control-room.ts';
import { createControlRoomFeed } from './feed.ts';
import { createRoomActivity } from './room-activity.ts';
import { createCourtroomStore } from '../room-state/courtroom-store.ts';
import { createMemoryHashStore } from '../room-state/memory-store.ts';

let t: TestApp;
let url: string;
let controller: TestClient;
let judge: TestClient;
let reader: TestClient;
const opened: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = urlOf(t.app);
  [controller, judge, reader] = await Promise.all([
    clientAs(t.app, 'Controller'),
    clientAs(t.app, 'Judge'),
    clientAs(t.app, 'Reader'),
  ]);
});
afterEach(async () => {
  opened.splice(0).forEach((socket) => socket.close());
  await t.db.delete(streamSetups);
});
afterAll(() => t.close());

async function open(client: TestClient) {
  const socket = await socketOf(url, client);
  opened.push(socket);
  return { socket, cards: cardsReceived(socket) };
}

/** A Controller's socket, and a Judge's and a Reader's that must hear nothing. */
async function audience() {
  const [watching, judgeSocket, readerSocket] = await Promise.all([
    open(controller),
    open(judge),
    open(reader),
  ]);
  return { watching, others: [judgeSocket, readerSocket] };
}

/**
 * Checked once the Controller heard: a card sent to everyone would have gone to every socket in the same broadcast,
 * so it reaches a socket before the answer to any request the socket makes after that.
 */
async function seatedHearNothing(others: { socket: Socket; cards: ControlRoomCard[] }[]) {
  await Promise.all(others.map((other) => caughtUp(other.socket)));
  others.forEach((other) => expect(other.cards).toEqual([]));
}

const send = (method: 'PUT' | 'DELETE', path: string, payload: object) =>
  t.app.inject({
    method,
    url: `${API_PREFIX}${path}`,
    ...csrf(controller.session),
    remoteAddress: controller.ip,
    payload,
  });

async function createSetup(roomId: string, delay: number): Promise<number> {
  const response = await controller.post(
    '/streaming/controller/streamsetup',
    setupBody(roomId, { liveStreamDelay: delay }),
  );
  expect(response.statusCode).toBe(201);
  return response.json().data.id;
}

describe('control-room-card on the session socket', () => {
  it("reaches a Controller after a stream setup's delay changes, never a Judge or a Reader", async () => {
    const id = await createSetup('Room1', 2);
    const { watching, others } = await audience();
    const response = await send('PUT', '/streaming/controller/updateAllStreamDelay', {
      newId: [id],
      newDelay: 7,
    });
    expect(response.statusCode).toBe(200);
    const [card] = await until(watching.cards, 1);
    expect(card).toMatchObject({
      roomId: 'Room1',
      streamConfigured: true,
      delayMinutes: 7,
      causeListToday: seededToday('Room1'),
    });
    expect(watching.cards).toHaveLength(1);
    await seatedHearNothing(others);
  });

  it('announces a new setup, an edit that moves it to another room (both rooms), and a delete', async () => {
    const { watching, others } = await audience();
    const id = await createSetup('Room2', 3);
    expect(await until(watching.cards, 1)).toMatchObject([{ roomId: 'Room2', delayMinutes: 3 }]);

    const moved = await send(
      'PUT',
      `/streaming/controller/editstream/${id}`,
      setupBody('Room3', { liveStreamDelay: 5 }),
    );
    expect(moved.statusCode).toBe(200);
    expect((await until(watching.cards, 3)).slice(1)).toMatchObject([
      { roomId: 'Room2', streamConfigured: false, delayMinutes: null },
      { roomId: 'Room3', streamConfigured: true, delayMinutes: 5 },
    ]);

    const deleted = await send('DELETE', '/streaming/controller/deletestream', { streamIds: [id] });
    expect(deleted.statusCode).toBe(200);
    expect((await until(watching.cards, 4)).slice(3)).toMatchObject([
      { roomId: 'Room3', streamConfigured: false, delayMinutes: null },
    ]);
    await seatedHearNothing(others);
  });

  it("reaches a Controller when an entry for today is added, moved and deleted; another day's entry says nothing", async () => {
    const { watching, others } = await audience();
    const added = await controller.post(
      '/causeList/controller/addCauseList',
      entryBody({ roomId: 'Room2', nextDate: courtDate(), cnr: 'DLND010000312030' }),
    );
    expect(added.statusCode).toBe(201);
    expect(await until(watching.cards, 1)).toMatchObject([
      { roomId: 'Room2', causeListToday: seededToday('Room2') + 1 },
    ]);
    const id = added.json().data.hearingId;

    const tomorrow = await controller.post(
      '/causeList/controller/addCauseList',
      entryBody({ roomId: 'Room3', nextDate: courtTomorrow(), cnr: 'DLND010000322030' }),
    );
    expect(tomorrow.statusCode).toBe(201);

    const moved = await send(
      'PUT',
      `/causeList/controller/editCauseList/${id}`,
      entryBody({ roomId: 'Room1', nextDate: courtDate(), cnr: 'DLND010000312030' }),
    );
    expect(moved.statusCode).toBe(200);
    expect((await until(watching.cards, 3)).slice(1)).toMatchObject([
      { roomId: 'Room1', causeListToday: seededToday('Room1') + 1 },
      { roomId: 'Room2', causeListToday: seededToday('Room2') },
    ]);

    const deleted = await send('DELETE', '/causeList/controller/deleteCauseList', { streamIds: [id] });
    expect(deleted.statusCode).toBe(200);
    expect((await until(watching.cards, 4)).slice(3)).toMatchObject([
      { roomId: 'Room1', causeListToday: seededToday('Room1') },
    ]);
    // Nothing for the entry of tomorrow: every card received is accounted for above.
    expect(watching.cards).toHaveLength(4);
    await seatedHearNothing(others);
  });

  it('says nothing when a change is refused', async () => {
    const { watching } = await audience();
    const refused = await send('PUT', '/streaming/controller/updateAllStreamDelay', {
      newId: [999999],
      newDelay: 3,
    });
    expect(refused.statusCode).toBe(404);
    const unknownRoom = await controller.post('/streaming/controller/streamsetup', setupBody('Room9'));
    expect(unknownRoom.statusCode).toBe(400);
    await createSetup('Room1', 1);
    expect((await until(watching.cards, 1)).map((card) => card.roomId)).toEqual(['Room1']);
  });
});

describe('the control-room feed', () => {
  it('never fails its caller: a failed announcement is logged and the call resolves', async () => {
    const logged: string[] = [];
    const log = pino({ level: 'error' }, { write: (line: string) => logged.push(line) });
    const feed = createControlRoomFeed({
      db: t.db,
      activity: createRoomActivity(createCourtroomStore(createMemoryHashStore(), 'feed')),
      send: () => {
        throw new Error('adapter down');
      },
      log,
    });
    await expect(feed.announceRooms(['Room1'])).resolves.toBeUndefined();
    expect(logged.join('')).toContain('control room: announcing room cards failed');
    expect(logged.join('')).toContain('adapter down');
  });

  it("announces a room's card with what the courtroom store holds of it", async () => {
    const store = createCourtroomStore(createMemoryHashStore(), 'feed');
    const sent: ControlRoomCard[] = [];
    const feed = createControlRoomFeed({
      db: t.db,
      activity: createRoomActivity(store),
      send: (cards) => sent.push(...cards),
      log: pino({ level: 'silent' }),
    });
    await store.setMeta('Room2', { streaming: true });
    await store.watch('Room2', { socketId: 'viewer-socket', userId: 'u', name: 'A Viewer' });
    await feed.announceRooms(['Room2']);
    expect(sent).toMatchObject([{ roomId: 'Room2', live: false, streaming: true, viewers: 1 }]);
  });
});
