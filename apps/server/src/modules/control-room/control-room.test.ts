import { API_PREFIX, MESSAGES, ROLES, can, courtDate, type ControlRoomCard } from '@nyaya/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { streamSetups } from '../../core/db/schema/index.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deleteAs, entryBody } from '../../test/fixtures/cause-list.ts';
import { setupBody } from '../../test/fixtures/stream-setup.ts';
import { buildCards } from './cards.ts';
import { CARDS_PATH, seededCourtRooms, seededToday } from '../../test/fixtures/control-room.ts';
import { createRoomActivity } from './room-activity.ts';
import { createCourtroomStore } from '../room-state/courtroom-store.ts';
import { createMemoryHashStore } from '../room-state/memory-store.ts';

let t: TestApp;
let controller: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  controller = await clientAs(t.app, 'Controller');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(streamSetups);
});

const cards = async (): Promise<ControlRoomCard[]> => {
  const response = await controller.get(CARDS_PATH);
  expect(response.statusCode).toBe(200);
  expect(response.json().status).toBe(true);
  return response.json().data;
};
const cardOf = async (roomId: string) => (await cards()).find((card) => card.roomId === roomId);

const idle = {
  live: false,
  streaming: false,
  recording: false,
  recordingAlarm: false,
  viewers: 0,
  waitingAdvocates: 0,
  relay: [],
};

describe('#getRoomCards', () => {
  it("gives one card per streaming room, by name, with the seed's today, court rooms and no stream setup", async () => {
    expect(await cards()).toEqual([
      {
        streamingRoomId: expect.any(Number),
        roomId: 'Room1',
        courtRooms: seededCourtRooms('Room1'),
        causeListToday: seededToday('Room1'),
        streamConfigured: false,
        delayMinutes: null,
        ...idle,
      },
      {
        streamingRoomId: expect.any(Number),
        roomId: 'Room2',
        courtRooms: seededCourtRooms('Room2'),
        causeListToday: seededToday('Room2'),
        streamConfigured: false,
        delayMinutes: null,
        ...idle,
      },
      {
        streamingRoomId: expect.any(Number),
        roomId: 'Room3',
        courtRooms: seededCourtRooms('Room3'),
        causeListToday: seededToday('Room3'),
        streamConfigured: false,
        delayMinutes: null,
        ...idle,
      },
    ]);
    expect(seededCourtRooms('Room1')).toHaveLength(12);
    expect(seededCourtRooms('Room1')[0]).toEqual({
      en: 'Tis Hazari Courts (DLCT01), Court No. 1 (District & Sessions Judge)',
      hi: 'तीस हज़ारी न्यायालय (DLCT01), न्यायालय कक्ष सं. 1 (ज़िला एवं सत्र न्यायाधीश)',
    });
  });

  it("shows a room's stream setup delay, a delay of 0 included, and no delay for the others", async () => {
    await controller.post('/streaming/controller/streamsetup', setupBody('Room1', { liveStreamDelay: 4 }));
    await controller.post('/streaming/controller/streamsetup', setupBody('Room3', { liveStreamDelay: 0 }));
    const byRoom = Object.fromEntries((await cards()).map((card) => [card.roomId, card]));
    expect(byRoom.Room1).toMatchObject({ streamConfigured: true, delayMinutes: 4 });
    expect(byRoom.Room2).toMatchObject({ streamConfigured: false, delayMinutes: null });
    expect(byRoom.Room3).toMatchObject({ streamConfigured: true, delayMinutes: 0 });
  });

  it("counts only the court's today: an entry for another day changes nothing, one for today counts", async () => {
    const before = (await cardOf('Room2'))?.causeListToday ?? 0;
    const later = await controller.post(
      '/causeList/controller/addCauseList',
      entryBody({ roomId: 'Room2', nextDate: '2030-01-15', cnr: 'DLND010000112030' }),
    );
    expect(later.statusCode).toBe(201);
    expect((await cardOf('Room2'))?.causeListToday).toBe(before);
    const today = await controller.post(
      '/causeList/controller/addCauseList',
      entryBody({ roomId: 'Room2', nextDate: courtDate(), cnr: 'DLND010000122030' }),
    );
    expect(today.statusCode).toBe(201);
    expect((await cardOf('Room2'))?.causeListToday).toBe(before + 1);
    const removed = await deleteAs(t.app, controller, {
      streamIds: [today.json().data.hearingId, later.json().data.hearingId],
    });
    expect(removed.statusCode).toBe(200);
    expect((await cardOf('Room2'))?.causeListToday).toBe(before);
  });

  it('refuses an anonymous caller (401)', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_PREFIX}${CARDS_PATH}` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: false, code: 'notSignedIn', message: MESSAGES.notSignedIn });
  });

  it('shows the SuperAdmin the same cards (the admin panel)', async () => {
    const admin = await clientAs(t.app, 'SuperAdmin');
    const [asAdmin, asController] = await Promise.all([admin.get(CARDS_PATH), controller.get(CARDS_PATH)]);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toEqual(asController.json());
  });

  it.each(ROLES.filter((role) => !can(role, 'controlRoom:view')))('refuses a %s (403)', async (role) => {
    const response = await (await clientAs(t.app, role)).get(CARDS_PATH);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: false, code: 'forbidden', message: MESSAGES.forbidden });
  });
});

describe('room activity', () => {
  it("shows what the courtroom store holds of a room on that room's card only; the meeting's end leaves the viewers", async () => {
    const store = createCourtroomStore(createMemoryHashStore(), 'cards');
    const activity = createRoomActivity(store);
    const [room1] = await buildCards(t.db, activity);
    expect(room1).toMatchObject(idle);

    const hearing = { hearingId: 1, hearingSessionId: 1, caseNumber: 'C/1/2024', cnr: 'DLND010000012024' };
    await store.setMeta('Room1', {
      hearing: { ...hearing, petitioner: 'A', defendant: 'B', courtRoom: null, streamable: true },
      streaming: true,
      recording: true,
    });
    await store.watch('Room1', { socketId: 'viewer-socket', userId: 'u1', name: 'A Viewer' });
    const since = new Date().toISOString();
    const waiting = { ...hearing, roomId: 'Room1', petitioner: 'A', defendant: 'B', host: null, since };
    const advocate = {
      userId: 'u2',
      name: 'An Advocate',
      enrollmentNumber: 'D/2/2020',
      mobile: '+91 9000000009',
    };
    await store.wait('Room1', { ...waiting, ...advocate, admitted: false });
    const [live, quiet] = await buildCards(t.db, activity);
    expect(live).toMatchObject({
      live: true,
      streaming: true,
      recording: true,
      viewers: 1,
      waitingAdvocates: 1,
    });
    expect(quiet).toMatchObject(idle);

    await store.clear('Room1');
    expect((await buildCards(t.db, activity))[0]).toMatchObject({ ...idle, viewers: 1 });
  });
});
