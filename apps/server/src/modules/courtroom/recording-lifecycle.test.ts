import {
  COURTROOM_EVENTS as E,
  MESSAGES,
  RECORDING,
  type CourtroomSnapshot,
  type PublicStreamState,
  type RecordingStarted,
  type UnfinishedRecording,
} from '@nyaya/shared';
import { and, eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accessLog, hearingSessions, recordingSessions, recordings } from '../../core/db/schema/index.ts';
import { sessionsDir } from '../../media/recording/chunk-store.ts';
import { createMediaTestApp } from '../../test/fixtures/recordings.ts';
import {
  OTHERS_CASE,
  OWN_CASE,
  caughtUp,
  courtroomSuite,
  granted,
  heard,
  todaysHearingId,
  until,
} from '../../test/fixtures/courtroom.ts';
import { FINALISING_MS, H264, recordedStream, sendChunks } from '../../test/fixtures/recording.ts';

/** Short enough for a test, long enough that a reconnect within it is not a race. */
const ABANDON_SECONDS = 2;

let sources: string;
let pieces: Buffer[];
let hearingId: number;
let otherHearingId: number;

const suite = courtroomSuite({
  app: () => createMediaTestApp({ RECORDING_ABANDON_SECONDS: String(ABANDON_SECONDS) }),
  cleanUp: async (t) => {
    await t.db.delete(recordingSessions);
    await t.db.delete(recordings);
  },
});
const { open } = suite;

beforeAll(async () => {
  sources = await mkdtemp(join(tmpdir(), 'nyaya-lifecycle-'));
  pieces = (await recordedStream(sources, H264, 4)).pieces;
  hearingId = await todaysHearingId(suite.t.db, OWN_CASE);
  otherHearingId = await todaysHearingId(suite.t.db, OTHERS_CASE);
});
afterAll(() => rm(sources, { recursive: true, force: true }));

/** The judge in Room1 hearing OWN_CASE, streaming and recording, every chunk sent and acked. */
async function judgeRecording() {
  const socket = await open(suite.judge);
  await granted(socket, E.joinRoom, {});
  await granted(socket, E.setHearing, { roomId: 'Room1', hearingId });
  await granted(socket, E.setStreaming, { roomId: 'Room1', streaming: true });
  const { sessionId } = await granted<RecordingStarted>(socket, E.startRecording, {
    roomId: 'Room1',
    mimeType: H264,
  });
  await sendChunks(socket, sessionId, pieces, 0, pieces.length + 1);
  return { socket, sessionId };
}

const sessionRow = async (sessionId: string) =>
  (await suite.t.db.select().from(recordingSessions).where(eq(recordingSessions.id, sessionId)))[0];

/**
 * Waits for the session's MP4 and its chunks' removal, which follows the registration (finalising is a remux of
 * the whole clip: seconds on a busy machine).
 */
async function finalised(sessionId: string) {
  await vi.waitFor(
    async () => {
      expect((await sessionRow(sessionId))?.recordingId).toEqual(expect.any(Number));
      expect(existsSync(join(sessionsDir(suite.t.mediaDir), sessionId))).toBe(false);
    },
    { timeout: FINALISING_MS, interval: 100 },
  );
  const session = await sessionRow(sessionId);
  const [recording] = await suite.t.db
    .select()
    .from(recordings)
    .where(eq(recordings.id, session?.recordingId ?? -1));
  return { session, recording };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Time the product must let pass with nothing to observe: the abandonment time, and a watch's tick past it. */
const outlastTheAbandonment = () => sleep(ABANDON_SECONDS * 1000 + 1000);
/** The quiet after which a judge who left the room on purpose has their recording closed, and a tick past it. */
const outlastTheQuiet = () => sleep(RECORDING.leftQuietMs + 1000);

describe('a recording whose judge is gone', () => {
  it(
    'is finalised by the server, the hearing ends, the public sees the slate and the access log says so',
    async () => {
      const controller = await open(suite.controller);
      await granted(controller, E.joinRoom, { roomId: 'Room1' });
      const states = heard<CourtroomSnapshot>(controller, E.courtroomState);
      const viewer = await open(suite.advocate);
      await granted(viewer, E.watchRoom, { roomId: 'Room1' });
      const shown = heard<PublicStreamState>(viewer, E.streamState);
      const { socket, sessionId } = await judgeRecording();
      socket.close();

      const { session, recording } = await finalised(sessionId);
      expect(session?.stoppedAt).toBeInstanceOf(Date);
      expect(recording).toMatchObject({ hearingId: hearingId, state: 'available' });
      await until(states, (list) => list.at(-1)?.recording === false && list.at(-1)?.hearing === null);
      expect(states.at(-1)).toMatchObject({ recording: false, streaming: false, hearing: null });
      expect((await until(shown, (list) => list.at(-1)?.live === false)).at(-1)).toEqual({
        roomId: 'Room1',
        live: false,
        message: MESSAGES.courtNotInSession,
        code: 'courtNotInSession',
      });
      const [hearing] = await suite.t.db
        .select()
        .from(hearingSessions)
        .where(eq(hearingSessions.hearingId, hearingId));
      expect(hearing?.endedAt).toBeInstanceOf(Date);
      await vi.waitFor(async () => {
        const [logged] = await suite.t.db
          .select()
          .from(accessLog)
          .where(and(eq(accessLog.event, 'recording_abandoned'), eq(accessLog.target, 'Room1')));
        expect(logged?.detail).toContain(`finalised as recording ${recording?.id}`);
      });
    },
    FINALISING_MS,
  );

  it('is resumed, not finalised, when the same judge is back within the abandonment time', async () => {
    const { socket, sessionId } = await judgeRecording();
    socket.close();
    const back = await open(suite.judge);
    await granted(back, E.joinRoom, {});
    await outlastTheAbandonment();
    expect(await sessionRow(sessionId)).toMatchObject({ stoppedAt: null, recordingId: null });
    expect(await granted(back, E.startRecording, { roomId: 'Room1', mimeType: H264 })).toEqual({
      sessionId,
      nextSeq: pieces.length,
    });
  });
});

describe('end means end', () => {
  it(
    'end-meeting closes the open recording and finalises it',
    async () => {
      const { socket, sessionId } = await judgeRecording();
      await granted(socket, E.endMeeting, { roomId: 'Room1' });
      expect((await sessionRow(sessionId))?.stoppedAt).toBeInstanceOf(Date);
      const { recording } = await finalised(sessionId);
      expect(recording).toMatchObject({ hearingId: hearingId });
    },
    FINALISING_MS,
  );

  it(
    'a server shutting down while a recording is finalised finishes it first: once closed, the MP4 is registered',
    async () => {
      const { socket, sessionId } = await judgeRecording();
      await granted(socket, E.endMeeting, { roomId: 'Room1' });
      await suite.restart();
      const session = await sessionRow(sessionId);
      expect(session).toMatchObject({ recordingId: expect.any(Number), finalisingUntil: null });
      expect(existsSync(join(sessionsDir(suite.t.mediaDir), sessionId))).toBe(false);
    },
    FINALISING_MS,
  );

  it(
    'another hearing closes the recording of the last one; recording again opens a new session for the new one',
    async () => {
      const { socket, sessionId } = await judgeRecording();
      const states = heard<CourtroomSnapshot>(socket, E.courtroomState);
      await granted(socket, E.setHearing, { roomId: 'Room1', hearingId: otherHearingId });
      await caughtUp(socket);
      expect(states.at(-1)).toMatchObject({ recording: false, hearing: { hearingId: otherHearingId } });
      const { recording } = await finalised(sessionId);
      expect(recording).toMatchObject({ hearingId: hearingId });

      const next = await granted<RecordingStarted>(socket, E.startRecording, {
        roomId: 'Room1',
        mimeType: H264,
      });
      expect(next).toEqual({ sessionId: expect.not.stringMatching(sessionId), nextSeq: 0 });
      expect(await sessionRow(next.sessionId)).toMatchObject({
        hearingId: otherHearingId,
        stoppedAt: null,
      });
      // Choosing the hearing in progress again changes nothing.
      await granted(socket, E.setHearing, { roomId: 'Room1', hearingId: otherHearingId });
      expect(await sessionRow(next.sessionId)).toMatchObject({ stoppedAt: null });
    },
    FINALISING_MS,
  );

  it(
    'the judge leaving the room closes the recording once its last chunks are in',
    async () => {
      const { socket, sessionId } = await judgeRecording();
      await granted(socket, E.leaveRoom, { roomId: 'Room1' });
      expect(await sessionRow(sessionId)).toMatchObject({ stoppedAt: null });
      const { recording } = await finalised(sessionId);
      expect(recording).toMatchObject({ hearingId: hearingId });
    },
    FINALISING_MS,
  );

  it('end-meeting ends a hearing a restarted server (without Redis) no longer knew was in progress', async () => {
    // What a server that forgot the room's state leaves: the hearing's live session open, so search says Live.
    const [left] = await suite.t.db
      .insert(hearingSessions)
      .values({ hearingId: hearingId })
      .returning({ id: hearingSessions.id });
    const controller = await open(suite.controller);
    await granted(controller, E.endMeeting, { roomId: 'Room1' });
    const [ended] = await suite.t.db
      .select()
      .from(hearingSessions)
      .where(eq(hearingSessions.id, left?.id ?? -1));
    expect(ended?.endedAt).toBeInstanceOf(Date);
  });

  it('an advocate or a Controller leaving the room leaves the recording alone', async () => {
    const { sessionId } = await judgeRecording();
    const controller = await open(suite.controller);
    await granted(controller, E.joinRoom, { roomId: 'Room1' });
    await granted(controller, E.leaveRoom, { roomId: 'Room1' });
    await outlastTheQuiet();
    expect(await sessionRow(sessionId)).toMatchObject({ stoppedAt: null });
  });
});

describe('a finalisation that fails', () => {
  const unfinished = async () =>
    (await suite.controller.get('/controlRoom/recordings')).json().data as UnfinishedRecording[];

  it(
    'keeps the chunks, is listed for the Controller as failed, and finalises on Retry once the fault is gone',
    async () => {
      const { socket, sessionId } = await judgeRecording();
      // The recordings area cannot be made: a stand-in for a full or broken disk.
      const areaDir = join(suite.t.mediaDir, 'recordings');
      await rm(areaDir, { recursive: true, force: true });
      await writeFile(areaDir, 'not a directory');
      try {
        const stopped = await socket
          .timeout(FINALISING_MS)
          .emitWithAck(E.stopRecording, { roomId: 'Room1', sessionId });
        expect(stopped).toEqual({
          status: false,
          code: 'recordingFailed',
          message: MESSAGES.recordingFailed,
        });
        const failed = await sessionRow(sessionId);
        expect(failed).toMatchObject({ recordingId: null, finaliseAttempts: 1, finalisingUntil: null });
        expect(failed?.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now());
        expect(existsSync(join(sessionsDir(suite.t.mediaDir), sessionId))).toBe(true);
        expect(await unfinished()).toEqual([
          expect.objectContaining({
            sessionId,
            roomId: 'Room1',
            cnr: OWN_CASE,
            state: 'failed',
            attempts: 1,
          }),
        ]);
      } finally {
        await rm(areaDir, { force: true });
      }

      const retried = await suite.controller.post(`/controlRoom/recordings/${sessionId}/retry`);
      expect(retried.statusCode).toBe(200);
      expect(retried.json()).toMatchObject({
        status: true,
        code: 'recordingRetryStarted',
        message: MESSAGES.recordingRetryStarted,
      });
      const { session, recording } = await finalised(sessionId);
      expect(session).toMatchObject({ failure: null, finaliseAttempts: 2, nextAttemptAt: null });
      expect(recording).toMatchObject({ hearingId: hearingId });
      expect(await unfinished()).toEqual([]);
      const [logged] = await suite.t.db
        .select()
        .from(accessLog)
        .where(eq(accessLog.event, 'recording_retried'));
      expect(logged).toMatchObject({ target: 'Room1', role: 'Controller' });

      const again = await suite.controller.post(`/controlRoom/recordings/${sessionId}/retry`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({
        status: false,
        code: 'recordingAlreadyFinalised',
        message: MESSAGES.recordingAlreadyFinalised,
        field: 'sessionId',
      });
    },
    FINALISING_MS,
  );

  it(
    'left unfinished by an instance that crashed while finalising, is finalised by the watch once its hold lapses',
    async () => {
      const { socket, sessionId } = await judgeRecording();
      socket.close();
      // What a crash mid-finalisation leaves: stopped, held by nobody alive, no recording.
      await suite.t.db
        .update(recordingSessions)
        .set({ stoppedAt: new Date(), finalisingUntil: new Date(Date.now() - 1000), finaliseAttempts: 1 })
        .where(eq(recordingSessions.id, sessionId));
      const { recording } = await finalised(sessionId);
      expect(recording).toMatchObject({ hearingId: hearingId });
    },
    FINALISING_MS,
  );

  it('Retry names the field of a malformed id, and is for the Controller only', async () => {
    const retriesLogged = async () =>
      (await suite.t.db.select().from(accessLog).where(eq(accessLog.event, 'recording_retried'))).length;
    const before = await retriesLogged();
    const malformed = await suite.controller.post('/controlRoom/recordings/not-a-uuid/retry');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      status: false,
      code: 'recordingSessionIdInvalid',
      message: MESSAGES.recordingSessionIdInvalid,
      field: 'sessionId',
    });
    const judge = await suite.judge.post(
      '/controlRoom/recordings/00000000-0000-4000-8000-000000000000/retry',
    );
    expect(judge.statusCode).toBe(403);
    expect(await retriesLogged()).toBe(before);
  });
});
