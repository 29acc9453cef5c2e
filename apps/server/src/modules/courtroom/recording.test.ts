import {
  COURTROOM_EVENTS as E,
  MESSAGES,
  RECORDING,
  type CaseRow,
  type CourtroomSnapshot,
  type HearingVideo,
  type RecordingStarted,
} from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileDigest } from '../../core/file-digest.ts';
import { chainHead, chunkDigest } from '../../media/recording/chunk-chain.ts';
import { recordingSessions, recordings } from '../../core/db/schema/index.ts';
import { sessionsDir } from '../../media/recording/chunk-store.ts';
import { EBML_MAGIC } from '../../media/recording/matroska.ts';
import { probeDuration } from '../../media/recording/finalise.ts';
import { createMediaTestApp } from '../../test/fixtures/recordings.ts';
import {
  OWN_CASE,
  courtroomSuite,
  granted,
  heard,
  request,
  todaysHearingId,
  until,
} from '../../test/fixtures/courtroom.ts';
import {
  CLIP_SECONDS,
  H264,
  VP8,
  codecsOf,
  isFastStart,
  recordingOf,
  recordedStream,
  FINALISING_MS,
  sendChunks,
  stopRecording,
  videoPath,
} from '../../test/fixtures/recording.ts';

let sources: string;
let hearingId: number;

const suite = courtroomSuite({
  app: createMediaTestApp,
  cleanUp: async (t) => {
    await t.db.delete(recordingSessions);
    await t.db.delete(recordings).where(eq(recordings.hearingId, hearingId));
  },
});
const { open } = suite;

beforeAll(async () => {
  sources = await mkdtemp(join(tmpdir(), 'nyaya-recorded-'));
  hearingId = await todaysHearingId(suite.t.db, OWN_CASE);
});
afterAll(() => rm(sources, { recursive: true, force: true }));

/** The judge in Room1 with OWN_CASE's hearing in progress. */
async function judgeHearing() {
  const socket = await open(suite.judge);
  await granted(socket, E.joinRoom, {});
  await granted(socket, E.setHearing, { roomId: 'Room1', hearingId });
  return socket;
}

const chunk = (sessionId: string, seq: number, bytes: unknown) => ({
  sessionId,
  seq,
  isFirstChunk: seq === 0,
  isLastChunk: false,
  chunk: bytes,
});

const partOf = (sessionId: string, seq: number) =>
  join(sessionsDir(suite.t.mediaDir), sessionId, `${String(seq).padStart(7, '0')}.part`);

describe('start-recording, video-chunk and stop-recording refusals', () => {
  it('refuses who may not record, a room without a hearing and an unknown format, and opens nothing', async () => {
    const advocateSocket = await open(suite.advocate);
    const judgeSocket = await open(suite.judge);
    await granted(judgeSocket, E.joinRoom, {});
    const start = { roomId: 'Room1', mimeType: H264 };
    expect(await request(advocateSocket, E.startRecording, start)).toEqual({
      status: false,
      code: 'forbidden',
      message: MESSAGES.forbidden,
    });
    expect(await request(judgeSocket, E.startRecording, start)).toEqual({
      status: false,
      code: 'courtroomIdHearing',
      message: MESSAGES.courtroomIdHearing,
    });
    await granted(judgeSocket, E.setHearing, { roomId: 'Room1', hearingId });
    expect(await request(judgeSocket, E.startRecording, { roomId: 'Room1', mimeType: 'video/mp4' })).toEqual({
      status: false,
      code: 'recordingMimeTypeUnsupported',
      message: MESSAGES.recordingMimeTypeUnsupported,
      field: 'mimeType',
    });
    expect(await request(judgeSocket, E.startRecording, { roomId: 'Room2', mimeType: H264 })).toEqual({
      status: false,
      code: 'courtroomIdtYours',
      message: MESSAGES.courtroomIdtYours,
      field: 'roomId',
    });
    expect(await suite.t.db.select().from(recordingSessions)).toEqual([]);
  });

  it('refuses a bad or oversized chunk, an unknown session and a chunk from anyone but the host; stores nothing', async () => {
    const judgeSocket = await judgeHearing();
    const { sessionId, nextSeq } = await granted<RecordingStarted>(judgeSocket, E.startRecording, {
      roomId: 'Room1',
      mimeType: H264,
    });
    expect(nextSeq).toBe(0);
    const tooLarge = Buffer.alloc(RECORDING.maxChunkBytes + 1);
    expect(await request(judgeSocket, E.videoChunk, chunk(sessionId, 0, tooLarge))).toEqual({
      status: false,
      code: 'recordingChunkTooLarge',
      message: MESSAGES.recordingChunkTooLarge,
      field: 'chunk',
    });
    expect(await request(judgeSocket, E.videoChunk, chunk(sessionId, 0, 'not bytes'))).toEqual({
      status: false,
      code: 'recordingChunkInvalid',
      message: MESSAGES.recordingChunkInvalid,
      field: 'chunk',
    });
    expect(await request(judgeSocket, E.videoChunk, chunk(sessionId, -1, Buffer.from('x')))).toEqual({
      status: false,
      code: 'recordingChunkInvalid',
      message: MESSAGES.recordingChunkInvalid,
      field: 'seq',
    });
    expect(
      await request(judgeSocket, E.videoChunk, chunk(sessionId, 0, Buffer.from('random bytes'))),
    ).toEqual({
      status: false,
      code: 'recordingChunkNotMedia',
      message: MESSAGES.recordingChunkNotMedia,
      field: 'chunk',
    });
    const unknown = '00000000-0000-4000-8000-000000000001';
    expect(await request(judgeSocket, E.videoChunk, chunk(unknown, 0, Buffer.from('x')))).toEqual({
      status: false,
      code: 'recordingSessionUnknown',
      message: MESSAGES.recordingSessionUnknown,
      field: 'sessionId',
    });
    const advocateSocket = await open(suite.advocate);
    expect(await request(advocateSocket, E.videoChunk, chunk(sessionId, 0, Buffer.from('x')))).toEqual({
      status: false,
      code: 'forbidden',
      message: MESSAGES.forbidden,
    });
    expect(await stopRecording(advocateSocket, { roomId: 'Room1', sessionId })).toEqual({
      status: false,
      code: 'forbidden',
      message: MESSAGES.forbidden,
    });
    expect(await stopRecording(judgeSocket, { roomId: 'Room1', sessionId: unknown })).toEqual({
      status: false,
      code: 'recordingSessionUnknown',
      message: MESSAGES.recordingSessionUnknown,
      field: 'sessionId',
    });
    expect(existsSync(join(sessionsDir(suite.t.mediaDir), sessionId))).toBe(false);
    const [session] = await suite.t.db.select().from(recordingSessions);
    expect(session).toMatchObject({ id: sessionId, stoppedAt: null, recordingId: null });
  });
});

describe('a recording from chunks to the hearing MP4', () => {
  it(
    'H.264: stores each chunk once, finalises a faststart MP4 of the whole hearing, and the case turns Available',
    async () => {
      const { pieces, duration } = await recordedStream(sources, H264);
      const judgeSocket = await judgeHearing();
      const states = heard<CourtroomSnapshot>(judgeSocket, E.courtroomState);
      const { sessionId } = await granted<RecordingStarted>(judgeSocket, E.startRecording, {
        roomId: 'Room1',
        mimeType: H264,
      });
      expect((await until(states)).at(-1)?.recording).toBe(true);
      // Started again while open: the same session, where it stands.
      expect(
        await granted<RecordingStarted>(judgeSocket, E.startRecording, { roomId: 'Room1', mimeType: H264 }),
      ).toEqual({ sessionId, nextSeq: 0 });

      await sendChunks(judgeSocket, sessionId, pieces.slice(0, 4));
      // A resent chunk is acked again and changes nothing, even with other bytes.
      expect(
        await granted(judgeSocket, E.videoChunk, chunk(sessionId, 3, Buffer.from('other bytes'))),
      ).toEqual({
        seq: 3,
      });
      expect(await readFile(partOf(sessionId, 3))).toEqual(pieces[3]);
      expect(
        await granted<RecordingStarted>(judgeSocket, E.startRecording, { roomId: 'Room1', mimeType: H264 }),
      ).toEqual({ sessionId, nextSeq: 4 });
      await sendChunks(judgeSocket, sessionId, pieces.slice(4), 4);

      const stopped = await stopRecording(judgeSocket, { roomId: 'Room1', sessionId });
      expect(stopped).toEqual({ status: true, data: null });
      expect((await until(states, (list) => list.at(-1)?.recording === false)).at(-1)?.recording).toBe(false);

      const { recording, path } = await recordingOf(suite.t.db, suite.t.mediaDir, hearingId);
      expect(await codecsOf(path)).toEqual(['aac', 'h264']);
      expect(await isFastStart(path)).toBe(true);
      const finalDuration = await probeDuration(path);
      expect(Math.abs(finalDuration - duration)).toBeLessThan(1);
      expect(Math.abs(finalDuration - CLIP_SECONDS)).toBeLessThan(1);
      expect(recording).toMatchObject({ durationSeconds: Math.round(finalDuration), state: 'available' });
      expect(recording.sizeBytes).toBeGreaterThan(0);
      // Sealed: the MP4's digest, and the chain of the chunks as they were stored (not the resent other bytes).
      expect(recording.sha256).toBe((await fileDigest(path)).sha256);
      expect(recording.chunkChainHead).toBe(
        chainHead(pieces.map((piece, seq) => ({ seq, sha256: chunkDigest(piece) }))),
      );
      // Sealed just after: the manifest holds the chain, the digest and who recorded it, signed.
      await expect
        .poll(
          async () => (await recordingOf(suite.t.db, suite.t.mediaDir, hearingId)).recording.seal?.manifest,
        )
        .toMatchObject({
          cnr: OWN_CASE,
          streamingRoom: 'Room1',
          judge: 'Anita Verma',
          sha256: recording.sha256,
          sizeBytes: recording.sizeBytes,
          chunkChainHead: recording.chunkChainHead,
          sealedLater: false,
        });
      expect(JSON.parse(await readFile(`${path}.manifest.json`, 'utf8'))).toMatchObject({
        keyId: expect.any(String),
      });
      const [session] = await suite.t.db.select().from(recordingSessions);
      expect(session).toMatchObject({ id: sessionId, recordingId: recording.id, failure: null });
      expect(session?.stoppedAt).toBeInstanceOf(Date);
      expect(existsSync(join(sessionsDir(suite.t.mediaDir), sessionId))).toBe(false);

      // The stopped session takes no more chunks and cannot be stopped twice.
      expect(await request(judgeSocket, E.videoChunk, chunk(sessionId, 8, Buffer.from('x')))).toEqual({
        status: false,
        code: 'recordingSessionUnknown',
        message: MESSAGES.recordingSessionUnknown,
        field: 'sessionId',
      });
      expect(await stopRecording(judgeSocket, { roomId: 'Room1', sessionId })).toMatchObject({
        status: false,
        code: 'recordingSessionUnknown',
        message: MESSAGES.recordingSessionUnknown,
      });

      // Between hearings the case is no longer Live but Available, and its video plays.
      await granted(judgeSocket, E.setHearing, { roomId: 'Room1', hearingId: null });
      const search = await suite.controller.post('/streaming/crnSearch', { crnNumber: OWN_CASE });
      const row = (search.json().data as CaseRow[]).find((entry) => entry.hearingId === hearingId);
      expect(row).toMatchObject({ status: 'Available', recordings: 1 });
      const video = await suite.controller.get(`/videos/${hearingId}`);
      expect(video.statusCode).toBe(200);
      const { videoUrl, recordings: listed } = video.json().data as HearingVideo;
      expect(listed).toEqual([
        expect.objectContaining({ id: recording.id, durationSeconds: recording.durationSeconds }),
      ]);
      const file = await suite.controller.get(videoPath(videoUrl));
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.length).toBe(recording.sizeBytes);
    },
    FINALISING_MS,
  );

  it(
    'VP8: the recording is transcoded to H.264 with the whole duration',
    async () => {
      const { pieces, duration } = await recordedStream(sources, VP8);
      const judgeSocket = await judgeHearing();
      const { sessionId } = await granted<RecordingStarted>(judgeSocket, E.startRecording, {
        roomId: 'Room1',
        mimeType: VP8,
      });
      await sendChunks(judgeSocket, sessionId, pieces);
      expect(await stopRecording(judgeSocket, { roomId: 'Room1', sessionId })).toEqual({
        status: true,
        data: null,
      });
      const { path } = await recordingOf(suite.t.db, suite.t.mediaDir, hearingId);
      expect(await codecsOf(path)).toEqual(['aac', 'h264']);
      expect(Math.abs((await probeDuration(path)) - duration)).toBeLessThan(1);
    },
    FINALISING_MS,
  );

  it('a session whose chunks are no media fails with "Recording failed" and keeps the chunks', async () => {
    const judgeSocket = await judgeHearing();
    const { sessionId } = await granted<RecordingStarted>(judgeSocket, E.startRecording, {
      roomId: 'Room1',
      mimeType: H264,
    });
    // The header's first bytes, and then nothing ffmpeg can read.
    await sendChunks(judgeSocket, sessionId, [Buffer.concat([EBML_MAGIC, Buffer.from('not a webm stream')])]);
    expect(await stopRecording(judgeSocket, { roomId: 'Room1', sessionId })).toEqual({
      status: false,
      code: 'recordingFailed',
      message: MESSAGES.recordingFailed,
    });
    const [session] = await suite.t.db.select().from(recordingSessions);
    expect(session?.failure).toEqual(expect.stringContaining('ffmpeg'));
    expect(session?.recordingId).toBeNull();
    expect(existsSync(partOf(sessionId, 0))).toBe(true);
    expect(await suite.t.db.select().from(recordings).where(eq(recordings.hearingId, hearingId))).toEqual([]);
  });
});
