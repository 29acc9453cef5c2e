import { COURTROOM_EVENTS as E, type CourtroomSnapshot, type WaitingAdvocate } from '@nyaya/shared';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp } from '../../test/test-app.ts';
import { OWN_CASE, courtroomSuite, granted, heard, until } from '../../test/fixtures/courtroom.ts';

const GRACE_MS = 300;

const suite = courtroomSuite({
  // The app under test shares a test app's database, with a short grace period.
  app: async () => {
    const t = await createTestApp();
    const { config, db, readiness } = t;
    const app = await buildApp({ config, db, readiness, courtroomWaitingGraceMs: GRACE_MS });
    const close = async () => {
      await app.close();
      await t.close();
    };
    return { ...t, app, close };
  },
});
const { open } = suite;

async function judgeWatchingAWaitingAdvocate() {
  const judgeSocket = await open(suite.judge);
  await granted<CourtroomSnapshot>(judgeSocket, E.joinRoom, {});
  const lobby = await open(suite.advocate);
  const waiting = await granted<WaitingAdvocate>(lobby, E.joinRoom, { roomId: 'Room1', cnr: OWN_CASE });
  return { judgeSocket, lobby, waiting, lists: heard<WaitingAdvocate[]>(judgeSocket, E.advocateWaiting) };
}

const waitingNow = async () =>
  (await granted<CourtroomSnapshot>(await open(suite.judge), E.joinRoom, {})).waiting;

/**
 * Past the grace period with room to spare. The server's timer starts when it sees the lobby close, and when it
 * rightly withdraws nobody there is nothing to wait for: this is the one wait on the clock.
 */
const outlastTheGrace = () => new Promise((resolve) => setTimeout(resolve, GRACE_MS * 2));

describe('a waiting advocate whose lobby disconnects', () => {
  it('keeps their place for the grace period, then is withdrawn and the judge is told', async () => {
    const { lobby, lists } = await judgeWatchingAWaitingAdvocate();
    const closedAt = performance.now();
    lobby.close();
    expect((await until(lists, (l) => l.at(-1)?.length === 0)).at(-1)).toEqual([]);
    // The server starts its timer after closedAt; a timer counts whole milliseconds, so may fire one early.
    expect(performance.now() - closedAt).toBeGreaterThanOrEqual(GRACE_MS - 1);
    expect(await waitingNow()).toEqual([]);
  });

  it('keeps their place, admission and time when they are back within the grace period', async () => {
    const { judgeSocket, lobby, waiting } = await judgeWatchingAWaitingAdvocate();
    await granted(judgeSocket, E.admitToAdvocate, { roomId: 'Room1', userId: waiting.userId });
    lobby.close();
    // Back at once, well within the grace period: whichever the server sees first, the close or the new lobby,
    // its timer fires after both.
    const back = await granted<WaitingAdvocate>(await open(suite.advocate), E.joinRoom, {
      roomId: 'Room1',
      cnr: OWN_CASE,
    });
    expect(back).toMatchObject({ since: waiting.since, admitted: true });
    await outlastTheGrace();
    expect(await waitingNow()).toMatchObject([{ userId: waiting.userId, since: waiting.since }]);
  });
});
