import { API_PREFIX, COURTROOM_EVENTS as E, type LiveCourt, type PublicCaseStatus } from '@nyaya/shared';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { nextIp } from '../../test/http.ts';
import { createTestApp } from '../../test/test-app.ts';
import { OWN_CASE, courtroomSuite, granted, todaysHearingId } from '../courtroom/courtroom-fixtures.ts';

const GRACE_MS = 300;

const suite = courtroomSuite({
  // The app under test shares a test app's database, with a short grace for a lost connection.
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

const publicly = (path: string) =>
  suite.t.app.inject({ method: 'GET', url: `${API_PREFIX}/public${path}`, remoteAddress: nextIp() });
const liveRooms = async () =>
  ((await publicly('/live')).json().data as LiveCourt[]).map((court) => court.roomNo);
const statusOfOwnCase = async () =>
  ((await publicly(`/cases/${OWN_CASE}`)).json().data as PublicCaseStatus).nextHearing?.status;
const outlastTheGrace = () => new Promise((resolve) => setTimeout(resolve, GRACE_MS * 3));

async function judgeOnAir() {
  const judge = await suite.open(suite.judge);
  await granted(judge, E.joinRoom, {});
  await granted(judge, E.setHearing, {
    roomId: 'Room1',
    hearingId: await todaysHearingId(suite.t.db, OWN_CASE),
  });
  await granted(judge, E.setStreaming, { roomId: 'Room1', streaming: true });
  expect(await liveRooms()).toEqual(['Room1']);
  expect(await statusOfOwnCase()).toBe('Live');
  return judge;
}

describe('a court whose judge’s browser closed without End (issue 37)', () => {
  it('is no longer live, on the front door nor in search, once the grace for a lost connection has passed', async () => {
    const judge = await judgeOnAir();
    judge.close();
    await outlastTheGrace();
    expect(await liveRooms()).toEqual([]);
    expect(await statusOfOwnCase()).not.toBe('Live');
  });

  it('stays live when the judge is back within the grace', async () => {
    const judge = await judgeOnAir();
    judge.close();
    await granted(await suite.open(suite.judge), E.joinRoom, {});
    await outlastTheGrace();
    expect(await liveRooms()).toEqual(['Room1']);
    expect(await statusOfOwnCase()).toBe('Live');
  });

  it('stays live while a Controller monitoring the room comes and goes', async () => {
    await judgeOnAir();
    const controller = await suite.open(suite.controller);
    await granted(controller, E.joinRoom, { roomId: 'Room1' });
    controller.close();
    await outlastTheGrace();
    expect(await liveRooms()).toEqual(['Room1']);
  });
});
