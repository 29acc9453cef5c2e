import { COURTROOM_EVENTS as E, MESSAGES, type CourtroomAck, type RecordingStarted } from '@nyaya/shared';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingSessions } from '../../core/db/schema/index.ts';
import { chunkStore } from '../../media/recording/chunk-store.ts';
import { probeDuration } from '../../media/recording/finalise.ts';
import { granted, request } from '../../test/fixtures/courtroom.ts';
import {
  CLIP_SECONDS,
  FINALISING_MS,
  H264,
  codecsOf,
  recordingOf,
  recordedStream,
  recordingSuite,
  sendChunks,
  stopRecording,
} from '../../test/fixtures/recording.ts';

let sources: string;
/** A whole matroska stream as a judge's MediaRecorder makes it. */
let stream: Buffer;

const { suite, hearingId: ownHearingId } = recordingSuite();
const { open } = suite;

beforeAll(async () => {
  sources = await mkdtemp(join(tmpdir(), 'nyaya-recorded-'));
  stream = Buffer.concat((await recordedStream(sources, H264, 1)).pieces);
});
afterAll(() => rm(sources, { recursive: true, force: true }));

async function judgeRecording() {
  const socket = await open(suite.judge);
  await granted(socket, E.joinRoom, {});
  await granted(socket, E.setHearing, { roomId: 'Room1', hearingId: ownHearingId() });
  return socket;
}

const start = (socket: Socket) =>
  granted<RecordingStarted>(socket, E.startRecording, { roomId: 'Room1', mimeType: H264 });

const send = (
  socket: Socket,
  sessionId: string,
  seq: number,
  chunk: Buffer,
): Promise<CourtroomAck<unknown>> =>
  request(socket, E.videoChunk, { sessionId, seq, isFirstChunk: seq === 0, isLastChunk: false, chunk });

const acked = (seq: number) => ({ status: true, data: { seq } });
const notMedia = {
  status: false,
  code: 'recordingChunkNotMedia',
  message: MESSAGES.recordingChunkNotMedia,
  field: 'chunk',
};
const early = {
  status: false,
  code: 'recordingChunkEarly',
  message: MESSAGES.recordingChunkEarly,
  field: 'seq',
};

/** What the session stored, its chunks in seq order. */
async function storedBytes(sessionId: string) {
  const chunks = chunkStore(suite.t.mediaDir, sessionId);
  const seqs = await chunks.seqs();
  return { seqs, bytes: Buffer.concat(await Promise.all(seqs.map((seq) => readFile(chunks.pathOf(seq))))) };
}

/** The next cut starts a stream of its own: the session goes, as finalising each would take seconds. */
const forgetSessions = () => suite.t.db.delete(recordingSessions);

describe('the stream’s first bytes, however the recorder cut its blobs', () => {
  it(
    'a first chunk of one byte (0x1A) and the rest as the second are both acked, and make the hearing’s MP4',
    async () => {
      const socket = await judgeRecording();
      const { sessionId } = await start(socket);
      await sendChunks(socket, sessionId, [stream.subarray(0, 1), stream.subarray(1)]);
      expect(await stopRecording(socket, { roomId: 'Room1', sessionId })).toEqual({
        status: true,
        data: null,
      });
      const { path } = await recordingOf(suite.t.db, suite.t.mediaDir, ownHearingId());
      expect(await codecsOf(path)).toEqual(['aac', 'h264']);
      expect(Math.abs((await probeDuration(path)) - CLIP_SECONDS)).toBeLessThan(1);
    },
    FINALISING_MS,
  );

  it('a stream cut in two at every byte of its first 64: both chunks are acked and stored as sent', async () => {
    const socket = await judgeRecording();
    for (let cut = 1; cut <= 64; cut += 1) {
      const { sessionId } = await start(socket);
      expect([
        await send(socket, sessionId, 0, stream.subarray(0, cut)),
        await send(socket, sessionId, 1, stream.subarray(cut, 4096)),
      ]).toEqual([acked(0), acked(1)]);
      expect(await storedBytes(sessionId)).toEqual({ seqs: [0, 1], bytes: stream.subarray(0, 4096) });
      await forgetSessions();
    }
  });

  it('a stream whose first four bytes are not the header is refused at every cut; nothing wrong is stored', async () => {
    const socket = await judgeRecording();
    for (let cut = 1; cut <= 64; cut += 1) {
      const wrongAt = cut % 4;
      const bad = Buffer.from(stream.subarray(0, 4096));
      bad[wrongAt] = 0;
      const { sessionId } = await start(socket);
      const answers = [
        await send(socket, sessionId, 0, bad.subarray(0, cut)),
        await send(socket, sessionId, 1, bad.subarray(cut)),
      ];
      // The chunk that holds the wrong byte is refused, and nothing after it can be stored.
      expect(answers).toEqual(wrongAt < cut ? [notMedia, early] : [acked(0), notMedia]);
      expect((await storedBytes(sessionId)).seqs).toEqual(wrongAt < cut ? [] : [0]);
      await forgetSessions();
    }
  });

  it('a second chunk that overtakes a one-byte first is refused until the first is stored, then acked', async () => {
    const socket = await judgeRecording();
    const { sessionId } = await start(socket);
    expect(await send(socket, sessionId, 1, stream.subarray(1, 4096))).toEqual(early);
    expect(await send(socket, sessionId, 0, stream.subarray(0, 1))).toEqual(acked(0));
    expect(await send(socket, sessionId, 1, stream.subarray(1, 4096))).toEqual(acked(1));
    // Once the header is whole, a later chunk needs nothing before it to be taken.
    expect(await send(socket, sessionId, 5, stream.subarray(8192, 9000))).toEqual(acked(5));
    expect((await storedBytes(sessionId)).seqs).toEqual([0, 1, 5]);
  });
});
