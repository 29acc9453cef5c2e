import {
  API_PREFIX,
  COURTROOM_EVENTS as E,
  type CourtroomSnapshot,
  type LiveCourt,
  type PublicCaseStatus,
} from '@nyaya/shared';
import { describe, expect, it } from 'vitest';
import { nextIp } from '../../test/http.ts';
import { createTestApp } from '../../test/test-app.ts';
import { OWN_CASE, courtroomSuite, granted, todaysHearingId } from '../../test/fixtures/courtroom.ts';
import { H264 } from '../../test/fixtures/recording.ts';

/** How long the judge may be gone (RECORDING_ABANDON_SECONDS), shortened from two minutes. */
const GRACE_MS = 1000;

const suite = courtroomSuite({
  app: () => createTestApp({ RECORDING_ABANDON_SECONDS: String(GRACE_MS / 1000) }),
});

const publicly = (path: string) =>
  suite.t.app.inject({ method: 'GET', url: `${API_PREFIX}/public${path}`, remoteAddress: nextIp() });
const liveRooms = async () =>
  ((await publicly('/live')).json().data as LiveCourt[]).map((court) => court.roomId);
const statusOfOwnCase = async () =>
  ((await publicly(`/cases/${OWN_CASE}`)).json().data as PublicCaseStatus).nextHearing?.status;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const outlastTheGrace = () => pause(GRACE_MS * 3);

async function judgeOnAir() {
  const judge = await suite.open(suite.judge);
  await granted(judge, E.joinRoom, {});
  await granted(judge, E.setHearing, {
    roomId: 'Room1',
    hearingId: await todaysHearingId(suite.t.db, OWN_CASE),
  });
  await granted(judge, E.setStreaming, { roomId: 'Room1', streaming: true });
  await granted(judge, E.startRecording, { roomId: 'Room1', mimeType: H264 });
  expect(await liveRooms()).toEqual(['Room1']);
  expect(await statusOfOwnCase()).toBe('Live');
  return judge;
}

describe('a court whose judge’s browser closed without End', () => {
  it('is no longer live, on the front door nor in search, once the judge has been gone as long as a recording waits for its recorder', async () => {
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

  it('keeps the hearing when the judge, back within the grace, drops again: only the last drop counts', async () => {
    // No recording: one that receives no chunk while its judge is away is the recording watch's to end.
    const judge = await suite.open(suite.judge);
    await granted(judge, E.joinRoom, {});
    const hearingId = await todaysHearingId(suite.t.db, OWN_CASE);
    await granted(judge, E.setHearing, { roomId: 'Room1', hearingId });
    judge.close();
    const back = await suite.open(suite.judge);
    await granted(back, E.joinRoom, {});
    await pause(GRACE_MS * 0.6);
    back.close();
    // Away again when the first drop's grace runs out, and back before the second's does.
    await pause(GRACE_MS * 0.65);
    const again = await suite.open(suite.judge);
    await granted(again, E.joinRoom, {});
    await outlastTheGrace();
    const room = await granted<CourtroomSnapshot>(again, E.joinRoom, {});
    expect(room.hearing?.hearingId).toBe(hearingId);
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
