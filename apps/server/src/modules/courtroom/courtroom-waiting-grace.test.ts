import { COURTROOM_EVENTS as E, type CourtroomSnapshot, type WaitingAdvocate } from '@nyaya/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { socketOf, urlOf } from '../control-room/control-room-fixtures.ts';
import { OWN_CASE, granted, heard, settle, until } from './courtroom-fixtures.ts';

const GRACE_MS = 300;

let t: TestApp;
/** The app under test, with a short grace period. */
let app: App;
let judge: TestClient;
let advocate: TestClient;
const opened: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp({
    config: t.config,
    db: t.db,
    readiness: t.readiness,
    courtroomWaitingGraceMs: GRACE_MS,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  [judge, advocate] = await Promise.all([clientAs(app, 'Judge'), clientAs(app, 'Advocate')]);
});
afterEach(async () => {
  await granted(await open(judge), E.endMeeting, { roomId: 'Room1' });
  opened.splice(0).forEach((socket) => socket.close());
});
afterAll(async () => {
  await app.close();
  await t.close();
});

async function open(client: TestClient) {
  const socket = await socketOf(urlOf(app), client);
  opened.push(socket);
  return socket;
}

async function judgeWatchingAWaitingAdvocate() {
  const judgeSocket = await open(judge);
  await granted<CourtroomSnapshot>(judgeSocket, E.joinRoom, {});
  const lobby = await open(advocate);
  const waiting = await granted<WaitingAdvocate>(lobby, E.joinRoom, { roomId: 'Room1', cnr: OWN_CASE });
  return { judgeSocket, lobby, waiting, lists: heard<WaitingAdvocate[]>(judgeSocket, E.advocateWaiting) };
}

const waitingNow = async () => (await granted<CourtroomSnapshot>(await open(judge), E.joinRoom, {})).waiting;

describe('a waiting advocate whose lobby disconnects', () => {
  it('keeps their place for the grace period, then is withdrawn and the judge is told', async () => {
    const { lobby, waiting, lists } = await judgeWatchingAWaitingAdvocate();
    lobby.close();
    await settle(GRACE_MS / 3);
    expect(await waitingNow()).toMatchObject([{ userId: waiting.userId }]);
    expect((await until(lists, (l) => l.at(-1)?.length === 0)).at(-1)).toEqual([]);
    expect(await waitingNow()).toEqual([]);
  });

  it('keeps their place, admission and time when they are back within the grace period', async () => {
    const { judgeSocket, lobby, waiting } = await judgeWatchingAWaitingAdvocate();
    await granted(judgeSocket, E.admitToAdvocate, { roomId: 'Room1', userId: waiting.userId });
    lobby.close();
    await settle(GRACE_MS / 3);
    const back = await granted<WaitingAdvocate>(await open(advocate), E.joinRoom, {
      roomId: 'Room1',
      cnr: OWN_CASE,
    });
    expect(back).toMatchObject({ since: waiting.since, admitted: true });
    await settle(GRACE_MS * 2);
    expect(await waitingNow()).toMatchObject([{ userId: waiting.userId, since: waiting.since }]);
  });
});
