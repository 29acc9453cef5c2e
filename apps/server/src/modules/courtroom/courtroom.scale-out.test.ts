import {
  COURTROOM_EVENTS as E,
  DEMO_ADVOCATE_ENROLLMENT,
  type ControlRoomCard,
  type MeetingJoined,
  type WaitingAdvocate,
} from '@nyaya/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { anotherInstance, createTestApp, type TestApp } from '../../test/test-app.ts';
import { socketOf, urlOf } from '../../test/fixtures/control-room.ts';
import { OWN_CASE, granted, heard, todaysHearingId, until } from '../../test/fixtures/courtroom.ts';

/** Scale-out needs PostgreSQL and Redis: vitest.config.ts includes *.scale-out.test.ts only in that run. */
if (process.env.NYAYA_TEST_DB !== 'postgres' || !process.env.TEST_REDIS_URL) {
  throw new Error('scale-out tests need NYAYA_TEST_DB=postgres and TEST_REDIS_URL');
}

let a: TestApp;
let b: App;
const opened: Socket[] = [];

beforeAll(async () => {
  a = await createTestApp();
  await a.app.listen({ port: 0, host: '127.0.0.1' });
  b = await anotherInstance(a);
  await b.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  opened.forEach((socket) => socket.close());
  await b.close();
  await a.close();
});

async function open(app: App, client: TestClient) {
  const socket = await socketOf(urlOf(app), client);
  opened.push(socket);
  return socket;
}

describe('one courtroom served by two instances', () => {
  it('admits on A an advocate waiting on B, relays A → B, and keeps moderation for a rejoin on the other instance', async () => {
    const judgeOnA = await open(a.app, await clientAs(a.app, 'Judge'));
    await granted(judgeOnA, E.joinRoom, {});
    const lists = heard<WaitingAdvocate[]>(judgeOnA, E.advocateWaiting);

    const advocateOnB = await clientAs(b, 'Advocate');
    const lobbyOnB = await open(b, advocateOnB);
    const admissions = heard<WaitingAdvocate>(lobbyOnB, E.admitToAdvocate);
    const waiting = await granted<WaitingAdvocate>(lobbyOnB, E.joinRoom, { roomId: 'Room1', cnr: OWN_CASE });
    // Written to Redis on B, read back on A: the card's enrollment number and mobile survive the round trip.
    expect((await until(lists)).at(-1)).toMatchObject([
      { userId: waiting.userId, enrollmentNumber: DEMO_ADVOCATE_ENROLLMENT, mobile: '+91 9000000002' },
    ]);

    await granted(judgeOnA, E.admitToAdvocate, { roomId: 'Room1', userId: waiting.userId });
    expect(await until(admissions)).toMatchObject([{ userId: waiting.userId, admitted: true }]);
    await granted(lobbyOnB, E.advocateAccept, { roomId: 'Room1' });

    await granted(judgeOnA, E.joinMeeting, { meetingId: 'Room1' });
    const joins = heard(judgeOnA, E.userJoined);
    const joined = await granted<MeetingJoined>(lobbyOnB, E.joinMeeting, { meetingId: 'Room1' });
    expect(joined.participants).toMatchObject([{ socketId: judgeOnA.id, role: 'Judge' }]);
    expect(await until(joins)).toMatchObject([{ socketId: lobbyOnB.id }]);

    const offers = heard(lobbyOnB, E.offer);
    const sdp = { type: 'offer', sdp: 'v=0' };
    await granted(judgeOnA, E.offer, { targetId: lobbyOnB.id, sdp });
    expect(await until(offers)).toMatchObject([{ fromId: judgeOnA.id, sdp }]);

    await granted(judgeOnA, E.hostToggleAudio, { roomId: 'Room1', userId: waiting.userId, status: true });
    const newTabOnA = await open(a.app, await clientAs(a.app, 'Advocate'));
    const rejoined = await granted<MeetingJoined>(newTabOnA, E.joinMeeting, { meetingId: 'Room1' });
    expect(rejoined.self).toMatchObject({ userId: waiting.userId, isMuted: true });
  });

  it("shows on B's control-room cards the hearing set on A, and ends on B the meeting hosted on A", async () => {
    const judgeOnA = await open(a.app, await clientAs(a.app, 'Judge'));
    await granted(judgeOnA, E.joinRoom, {});
    const hearingId = await todaysHearingId(a.db, OWN_CASE);
    await granted(judgeOnA, E.setHearing, { roomId: 'Room1', hearingId });
    await granted(judgeOnA, E.setStreaming, { roomId: 'Room1', streaming: true });

    const controllerOnB = await clientAs(b, 'Controller');
    const cardOfRoom1 = async () =>
      ((await controllerOnB.get('/controlRoom/getRoomCards')).json().data as ControlRoomCard[]).find(
        (card) => card.roomId === 'Room1',
      );
    expect(await cardOfRoom1()).toMatchObject({ live: true, streaming: true });

    const ends = heard(judgeOnA, E.endMeeting);
    await granted(await open(b, controllerOnB), E.endMeeting, { roomId: 'Room1' });
    expect(await until(ends)).toEqual([{ roomId: 'Room1' }]);
    expect(await cardOfRoom1()).toMatchObject({ live: false, streaming: false });
  });
});
