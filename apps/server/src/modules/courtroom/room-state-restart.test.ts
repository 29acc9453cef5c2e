import {
  COURTROOM_EVENTS as E,
  MESSAGES,
  type ControlRoomCard,
  type CourtroomSnapshot,
  type LiveHearing,
  type RecordingStarted,
} from '@nyaya/shared';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { causeListEntries, recordingSessions } from '../../core/db/schema/index.ts';
import { CARDS_PATH } from '../../test/fixtures/control-room.ts';
import { listedSegments } from '../../test/fixtures/live.ts';
import { listReasons } from '../reasons/service.ts';
import { createMediaTestApp } from '../../test/fixtures/recordings.ts';
import { OWN_CASE, courtroomSuite, granted, todaysHearingId } from '../../test/fixtures/courtroom.ts';
import { H264, recordedStream, sendChunks } from '../../test/fixtures/recording.ts';

/** 12 s in 2 s clusters, one piece a second: a resumed live stream starts at the next cluster and still has some. */
const PIECES = 12;
const SENT_BEFORE_RESTART = 4;
/** A live ffmpeg lists its first segment within seconds, more on a busy machine. */
const SEGMENTS_MS = 20_000;
/** Long enough for resumed chunks to reach the public playlist if they were on air (an idle ffmpeg: about 1 s). */
const OFF_AIR_WAIT_MS = 3000;

const suite = courtroomSuite({
  app: () => createMediaTestApp({ DEFAULT_STREAM_DELAY_MINUTES: '0' }),
  cleanUp: async (t) => {
    await t.db.delete(recordingSessions);
    await t.db.update(causeListEntries).set({ publicStreamDecision: null });
  },
});

let work: string;
let pieces: Buffer[];
let hearingId: number;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'nyaya-room-state-'));
  ({ pieces } = await recordedStream(work, H264, PIECES, PIECES));
  hearingId = await todaysHearingId(suite.t.db, OWN_CASE);
}, 60_000);
afterAll(() => rm(work, { recursive: true, force: true }));

/**
 * The server goes down mid-hearing and the same deployment comes back up. Without Redis (the embedded pass) the
 * rooms' state was in its memory and comes back from the database; with Redis (the PostgreSQL pass) Redis kept it.
 */

/** What the public sees of Room1: its playlist's segments, and the hearing's state as the watch page reads it. */
const publicSegments = async () =>
  listedSegments((await suite.controller.get('/live/Room1/index.m3u8')).body).length;
const liveState = async () =>
  (await suite.controller.get(`/live/hearings/${hearingId}`)).json<{ data: LiveHearing }>().data.state;
/**
 * The public segments once no more are arriving: a live ffmpeg of an earlier test may still be writing its last
 * one (a run once counted 1, then 2, without a resumed chunk on air).
 */
async function steadyPublicSegments() {
  let count = await publicSegments();
  for (let read = 0; read < 10; read += 1) {
    await sleep(1000);
    const again = await publicSegments();
    if (again === count) return count;
    count = again;
  }
  throw new Error(`Room1's public playlist kept growing (${count} segments) with nothing on air`);
}

/** Room1's card on the Controller's dashboard. */
const dashboardCard = async () =>
  (await suite.controller.get(CARDS_PATH))
    .json<{ data: ControlRoomCard[] }>()
    .data.find((card) => card.roomId === 'Room1');

/** The judge in Room1 hearing OWN_CASE, on air unless told otherwise. */
async function judgeHearing({ streaming = true } = {}) {
  const socket = await suite.open(suite.judge);
  await granted(socket, E.joinRoom, {});
  const { hearing } = await granted<CourtroomSnapshot>(socket, E.setHearing, { roomId: 'Room1', hearingId });
  if (streaming) await granted(socket, E.setStreaming, { roomId: 'Room1', streaming: true });
  return { socket, hearing };
}

/** Starts the recording and sends its first pieces. */
async function recordBeforeRestart(socket: Socket) {
  const { sessionId } = await granted<RecordingStarted>(socket, E.startRecording, {
    roomId: 'Room1',
    mimeType: H264,
  });
  await sendChunks(socket, sessionId, pieces.slice(0, SENT_BEFORE_RESTART), 0, PIECES);
  return sessionId;
}

/** After the restart: the judge's page joins again, resumes the same session and sends the rest. */
async function judgeResumes(sessionId: string) {
  const socket = await suite.open(suite.judge);
  const snapshot = await granted<CourtroomSnapshot>(socket, E.joinRoom, {});
  const resumed = await granted<RecordingStarted>(socket, E.startRecording, {
    roomId: 'Room1',
    mimeType: H264,
  });
  expect(resumed).toEqual({ sessionId, nextSeq: SENT_BEFORE_RESTART });
  const segmentsBefore = await steadyPublicSegments();
  await sendChunks(socket, sessionId, pieces.slice(SENT_BEFORE_RESTART), SENT_BEFORE_RESTART, PIECES);
  return { snapshot, segmentsBefore };
}

describe('a courtroom across a restart of its server', () => {
  it('comes back on air: the resumed recording reaches the public stream without a click', async () => {
    const { socket, hearing } = await judgeHearing();
    const sessionId = await recordBeforeRestart(socket);
    await vi.waitFor(async () => expect(await publicSegments()).toBeGreaterThan(0), { timeout: SEGMENTS_MS });

    await suite.restart();
    expect(await liveState()).toEqual({ roomId: 'Room1', live: true });
    expect(await dashboardCard()).toMatchObject({ live: true, streaming: true, recording: true });
    const { snapshot, segmentsBefore } = await judgeResumes(sessionId);
    expect(snapshot).toMatchObject({ hearing, streaming: true, pause: null, recording: true });
    await vi.waitFor(async () => expect(await publicSegments()).toBeGreaterThan(segmentsBefore), {
      timeout: SEGMENTS_MS,
    });
  }, 60_000);

  it('comes back paused with its reason, and the resumed recording stays off the public stream', async () => {
    const { socket, hearing } = await judgeHearing();
    const sessionId = await recordBeforeRestart(socket);
    const [reason] = await listReasons(suite.t.db);
    if (!reason) throw new Error('the seed has no pause reasons');
    await granted(socket, E.setStreaming, { roomId: 'Room1', streaming: false, reasonId: reason.id });

    await suite.restart();
    const { snapshot, segmentsBefore } = await judgeResumes(sessionId);
    // The first reason, "Court not in session", has one of our messages: it goes with its code.
    expect(reason.message).toBe(MESSAGES.courtNotInSession);
    const pause = {
      reasonId: reason.id,
      reason: reason.reason,
      message: reason.message,
      code: 'courtNotInSession',
    };
    expect(snapshot).toMatchObject({ hearing, streaming: false, pause, recording: true });
    expect(await liveState()).toEqual({
      roomId: 'Room1',
      live: false,
      message: reason.message,
      code: 'courtNotInSession',
    });
    await sleep(OFF_AIR_WAIT_MS);
    expect(await publicSegments()).toBe(segmentsBefore);
  }, 60_000);

  it('comes back recording its hearing off air when it was not streaming', async () => {
    const { socket, hearing } = await judgeHearing({ streaming: false });
    const sessionId = await recordBeforeRestart(socket);

    await suite.restart();
    const { snapshot, segmentsBefore } = await judgeResumes(sessionId);
    expect(snapshot).toMatchObject({ hearing, streaming: false, pause: null, recording: true });
    expect(await liveState()).toEqual({
      roomId: 'Room1',
      live: false,
      message: MESSAGES.courtNotInSession,
      code: 'courtNotInSession',
    });
    await sleep(OFF_AIR_WAIT_MS);
    expect(await publicSegments()).toBe(segmentsBefore);
  }, 60_000);

  it('keeps a hearing the judge dismissed from the public stream off air, though the room streamed', async () => {
    const { hearing } = await judgeHearing();
    const dismissed = await suite.judge.put(`/courtroom/hearings/${hearingId}/publicStream`, {
      decision: 'dismiss',
    });
    expect(dismissed.statusCode).toBe(200);

    await suite.restart();
    const snapshot = await granted<CourtroomSnapshot>(await suite.open(suite.judge), E.joinRoom, {});
    expect(snapshot).toMatchObject({
      hearing: { ...hearing, streamable: false },
      streaming: true,
      recording: false,
    });
    expect(await liveState()).toEqual({
      roomId: 'Room1',
      live: false,
      message: MESSAGES.courtNotInSession,
      code: 'courtNotInSession',
    });
  });
});
