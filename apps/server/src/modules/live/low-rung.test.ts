import {
  COURTROOM_EVENTS as E,
  MESSAGES,
  type RecordingMimeType,
  type RecordingStarted,
} from '@nyaya/shared';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import HLS from 'hls-parser';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordingSessions } from '../../core/db/schema/index.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import {
  OWN_CASE,
  courtroomSuite,
  granted,
  request,
  todaysHearingId,
} from '../../test/fixtures/courtroom.ts';
import {
  H264_WEBM,
  VP8_WEBM,
  mediaProcessesShown,
  probe,
  recordedInChunks,
  startTimeOf,
} from '../../test/fixtures/live.ts';
import { createMediaTestApp } from '../../test/fixtures/recordings.ts';
import { stopRecording } from '../../test/fixtures/recording.ts';

/** The hearing's length, in the recorder's 2 s chunks. */
const CHUNKS = 6;
/** ffprobe's start times are in microseconds: the low segment starts within a frame of 25 of the courtroom's. */
const FRAME_SECONDS = 0.04;

let work: string;
let courtroomChunks: Buffer[];
let lowChunks: Buffer[];
let hearingId: number;
let viewer: TestClient;

const suite = courtroomSuite({
  app: () => createMediaTestApp({ DEFAULT_STREAM_DELAY_MINUTES: '0' }),
  cleanUp: async (t) => {
    await t.db.delete(recordingSessions);
  },
});

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'nyaya-low-rung-'));
  // One hearing recorded twice from the same composite, as the judge's page does: the courtroom's and the low one.
  [courtroomChunks, lowChunks] = await Promise.all([
    recordedInChunks(work, CHUNKS * 2, '640x360'),
    recordedInChunks(work, CHUNKS * 2, '320x180'),
  ]);
  hearingId = await todaysHearingId(suite.t.db, OWN_CASE);
  viewer = await clientAs(suite.t.app, 'Individual');
}, 60_000);
afterAll(() => rm(work, { recursive: true, force: true }));

/** The judge on air in Room1 with a recording open. */
async function judgeRecording(
  mimeType: RecordingMimeType = H264_WEBM,
): Promise<{ judge: Socket; sessionId: string }> {
  const judge = await suite.open(suite.judge);
  await granted(judge, E.joinRoom, {});
  await granted(judge, E.setHearing, { roomId: 'Room1', hearingId });
  await granted(judge, E.setStreaming, { roomId: 'Room1', streaming: true });
  const { sessionId } = await granted<RecordingStarted>(judge, E.startRecording, {
    roomId: 'Room1',
    mimeType,
  });
  return { judge, sessionId };
}

/**
 * Records the hearing as the page does: each courtroom chunk, acked, then the low rendition's chunk of the same
 * 2 s (for the first `lowUntil` chunks only); then stops (unless told not to), and waits until the public playlist
 * ends.
 */
async function record(judge: Socket, sessionId: string, lowUntil = CHUNKS, { stop = true } = {}) {
  for (let seq = 0; seq < CHUNKS; seq += 1) {
    await granted(judge, E.videoChunk, {
      sessionId,
      seq,
      isFirstChunk: seq === 0,
      isLastChunk: false,
      chunk: courtroomChunks[seq],
    });
    if (seq < lowUntil) await granted(judge, E.lowRungChunk, { sessionId, chunk: lowChunks[seq] });
  }
  if (stop) await stopAndEnd(judge, sessionId);
}

async function stopAndEnd(judge: Socket, sessionId: string) {
  expect(await stopRecording(judge, { roomId: 'Room1', sessionId })).toMatchObject({ status: true });
  await vi.waitFor(
    async () => expect((await viewer.get('/live/Room1/index.m3u8')).body).toContain('#EXT-X-ENDLIST'),
    {
      timeout: 30_000,
    },
  );
}

async function mediaPlaylist(name: string) {
  const playlist = HLS.parse((await viewer.get(`/live/Room1/${name}`)).body);
  if (playlist.isMasterPlaylist) throw new Error(`${name} is a multivariant playlist`);
  return playlist;
}

async function segment(name: string) {
  const response = await viewer.get(`/live/Room1/${name}`);
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

/** Each courtroom segment beside what the low rendition serves for it: both pictures' sizes and starts. */
async function pairs() {
  const courtroom = await mediaPlaylist('index.m3u8');
  return Promise.all(
    courtroom.segments.map(async ({ uri }) => {
      const [own, low] = await Promise.all([segment(uri), segment(`low-${uri}`)]);
      const [ownVideo, lowVideo] = await Promise.all([probe(work, own), probe(work, low)]);
      return {
        own,
        low,
        lowHeight: lowVideo.find((s) => s.codec_type === 'video')?.height,
        ownHeight: ownVideo.find((s) => s.codec_type === 'video')?.height,
        startsApart: Math.abs((await startTimeOf(work, low)) - (await startTimeOf(work, own))),
      };
    }),
  );
}

describe('the low live rendition from the judge’s browser', () => {
  it('stands for every courtroom segment with the low segment of the same stretch, listed as a third rung', async () => {
    const { judge, sessionId } = await judgeRecording();
    await record(judge, sessionId, CHUNKS, { stop: false });
    // The SuperAdmin's System Health lists its ffmpeg beside the courtroom's while the recording goes on.
    const superAdmin = await clientAs(suite.t.app, 'SuperAdmin');
    const mediaProcesses = () => mediaProcessesShown(superAdmin);
    expect(await mediaProcesses()).toEqual(
      expect.arrayContaining([
        { roomId: 'Room1', kind: 'ingest', status: 'running', since: expect.any(String) },
        { roomId: 'Room1', kind: 'low-rung', status: 'running', since: expect.any(String) },
      ]),
    );
    // Both stop with the recording.
    await stopAndEnd(judge, sessionId);
    await vi.waitFor(async () => expect(await mediaProcesses()).toEqual([]));

    const master = HLS.parse((await viewer.get('/live/Room1/master.m3u8')).body);
    if (!master.isMasterPlaylist) throw new Error('not a multivariant playlist');
    expect(master.variants.map((v) => v.uri)).toEqual(['index.m3u8', 'low.m3u8', 'audio.m3u8']);
    const [courtroom, low] = master.variants;
    expect(low).toMatchObject({ resolution: { width: 320, height: 180 } });
    expect(low?.codecs).toMatch(/^avc1\.[0-9a-f]{6},mp4a\.40\.2$/);
    expect(low?.bandwidth).toBeLessThan(courtroom?.bandwidth ?? 0);

    // The same listing under the low names: what the courtroom's playlist cuts, the low one never lists.
    const [own, lowListing] = await Promise.all([mediaPlaylist('index.m3u8'), mediaPlaylist('low.m3u8')]);
    expect(lowListing.segments.map((s) => [s.uri, s.duration, s.discontinuity])).toEqual(
      own.segments.map((s) => [`low-${s.uri}`, s.duration, s.discontinuity]),
    );
    expect(lowListing.mediaSequenceBase).toBe(own.mediaSequenceBase);
    expect(lowListing.endlist).toBe(true);

    const served = await pairs();
    expect(served.length).toBeGreaterThanOrEqual(CHUNKS - 1);
    for (const pair of served) {
      expect(pair).toMatchObject({ ownHeight: 360, lowHeight: 180 });
      expect(pair.startsApart).toBeLessThan(FRAME_SECONDS);
      expect(pair.low.length).toBeLessThan(pair.own.length);
    }
  }, 90_000);

  it('serves the courtroom’s own segment where the judge’s browser sent no low one', async () => {
    const { judge, sessionId } = await judgeRecording();
    await record(judge, sessionId, CHUNKS / 2);

    const served = await pairs();
    const heights = served.map((pair) => pair.lowHeight);
    // The first half in the low rendition, the rest (and the segment the last low chunk could not finish) as recorded.
    expect(heights.slice(0, 2)).toEqual([180, 180]);
    expect(heights.slice(-2)).toEqual([360, 360]);
    for (const pair of served.filter((p) => p.lowHeight === 360))
      expect(pair.low.equals(pair.own)).toBe(true);
  }, 90_000);

  it('is refused before the session’s first chunk, for a session not open, and from anyone but the host', async () => {
    const { judge, sessionId } = await judgeRecording();
    expect(await request(judge, E.lowRungChunk, { sessionId, chunk: lowChunks[0] })).toMatchObject({
      status: false,
      message: MESSAGES.recordingChunkEarly,
      field: 'chunk',
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await request(judge, E.lowRungChunk, { sessionId: unknown, chunk: lowChunks[0] })).toMatchObject({
      status: false,
      message: MESSAGES.recordingSessionUnknown,
    });
    expect(await request(judge, E.lowRungChunk, { sessionId, chunk: 'not bytes' })).toMatchObject({
      status: false,
      message: MESSAGES.recordingChunkInvalid,
    });
    await granted(judge, E.videoChunk, {
      sessionId,
      seq: 0,
      isFirstChunk: true,
      isLastChunk: false,
      chunk: courtroomChunks[0],
    });
    const advocate = await suite.open(suite.advocate);
    expect(await request(advocate, E.lowRungChunk, { sessionId, chunk: lowChunks[0] })).toMatchObject({
      status: false,
    });
    expect(await request(judge, E.lowRungChunk, { sessionId, chunk: lowChunks[0] })).toEqual({
      status: true,
      data: null,
    });
  }, 60_000);

  it('is refused for a VP8 recording, which the server would have to encode rather than copy', async () => {
    const { judge, sessionId } = await judgeRecording(VP8_WEBM);
    expect(await request(judge, E.lowRungChunk, { sessionId, chunk: lowChunks[0] })).toMatchObject({
      status: false,
      message: MESSAGES.recordingMimeTypeUnsupported,
      field: 'sessionId',
    });
  });
});
