import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PREFIX, HLS_SEGMENT_SECONDS, MESSAGES, RENDITION_AUDIO_BITRATE } from '@nyaya/shared';
import HLS from 'hls-parser';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { audioOnly } from '../../media/live/audio-only.ts';
import { lowRung } from '../../media/live/low-rung.ts';
import { createLivePipelines, type LivePipelines } from '../../media/live/live-pipeline.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { csrf } from '../../test/http.ts';
import {
  H264_WEBM,
  listedSegments,
  makeRecording,
  probe,
  probeBytes,
  stream,
} from '../../test/fixtures/live.ts';
import { setupBody } from '../../test/fixtures/stream-setup.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let work: string;
let live: LivePipelines;
let viewer: TestClient;
let recording: Buffer;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'nyaya-renditions-'));
  t = await createTestApp({ DATA_DIR: work });
  live = createLivePipelines({ mediaDir: t.config.mediaDir, log: pino({ level: 'silent' }) });
  viewer = await clientAs(t.app, 'Individual');
  const controller = await clientAs(t.app, 'Controller');
  const setup = await controller.post(
    '/streaming/controller/streamsetup',
    setupBody('Room1', { liveStreamDelay: 0 }),
  );
  expect(setup.statusCode).toBe(201);
  recording = await makeRecording(work, H264_WEBM, 8);
  // Two recordings, one after the other: the playlists have a discontinuity between them, and end with the second.
  await stream(live, 'Room1', recording, H264_WEBM);
  await stream(live, 'Room1', recording, H264_WEBM);
}, 60_000);
afterAll(async () => {
  await live.stopAll();
  await t.close();
  await rm(work, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const get = (roomId: string, name: string) => viewer.get(`/live/${roomId}/${name}`);

async function mediaPlaylist(roomId: string, name: string) {
  const response = await get(roomId, name);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/vnd.apple.mpegurl');
  const playlist = HLS.parse(response.body);
  if (playlist.isMasterPlaylist) throw new Error(`${name} is a multivariant playlist`);
  return playlist;
}

/** Each stream of a segment: its kind, codec, and first timestamp (seconds). */
async function streamsOf(bytes: Buffer) {
  const { streams } = (await probeBytes(work, bytes, 'stream=codec_type,codec_name,start_time')) as {
    streams: { codec_type: string; codec_name: string; start_time: string }[];
  };
  return streams.map((s) => ({ type: s.codec_type, codec: s.codec_name, start: Number(s.start_time) }));
}

describe('the renditions of a room’s public stream', () => {
  it('are listed in a multivariant playlist: the courtroom as recorded, then its sound alone (no low one was sent)', async () => {
    const response = await get('Room1', 'master.m3u8');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const master = HLS.parse(response.body);
    if (!master.isMasterPlaylist) throw new Error('not a multivariant playlist');
    const [courtroom, sound] = master.variants;
    expect(master.variants).toHaveLength(2);
    // The recording's own H.264 (x264 ultrafast: Constrained Baseline) at its own size, with AAC.
    expect(courtroom).toMatchObject({ uri: 'index.m3u8', resolution: { width: 640, height: 360 } });
    expect(courtroom?.codecs).toMatch(/^avc1\.42e0[0-9a-f]{2},mp4a\.40\.2$/);
    expect(sound).toMatchObject({ uri: 'audio.m3u8', codecs: 'mp4a.40.2', resolution: undefined });
    // 64 kb/s of sound in a transport stream: within 2G's 250 kb/s.
    expect(sound?.bandwidth).toBeLessThanOrEqual(RENDITION_AUDIO_BITRATE * 1.6);
    // The courtroom's peak bit rate, as its segments stand: far above the sound's.
    expect(courtroom?.bandwidth).toBeGreaterThan(4 * (sound?.bandwidth ?? Infinity));
  });

  it('list the same segments: media sequence, lengths, dates, discontinuities and end', async () => {
    const courtroom = await mediaPlaylist('Room1', 'index.m3u8');
    const sound = await mediaPlaylist('Room1', 'audio.m3u8');
    const facts = (playlist: typeof courtroom) => ({
      mediaSequenceBase: playlist.mediaSequenceBase,
      discontinuitySequenceBase: playlist.discontinuitySequenceBase,
      endlist: playlist.endlist,
      targetDuration: playlist.targetDuration,
      segments: playlist.segments.map((s) => [s.duration, s.discontinuity, s.programDateTime?.getTime()]),
    });
    expect(facts(sound)).toEqual(facts(courtroom));
    expect(courtroom.endlist).toBe(true);
    expect(courtroom.segments.some((s) => s.discontinuity)).toBe(true);
    expect(sound.segments.map((s) => s.uri)).toEqual(courtroom.segments.map((s) => audioOnly.nameOf(s.uri)));
  });

  it('serve each sound-only segment with no picture, its sound as the courtroom’s, on the same clock', async () => {
    const { segments } = await mediaPlaylist('Room1', 'index.m3u8');
    const master = HLS.parse((await get('Room1', 'master.m3u8')).body);
    const soundBandwidth = master.isMasterPlaylist ? master.variants[1]?.bandwidth : undefined;
    for (const { uri, duration } of [segments[0], segments.at(-1)].filter((s) => s !== undefined)) {
      const [courtroom, sound] = await Promise.all([get('Room1', uri), get('Room1', audioOnly.nameOf(uri))]);
      expect(sound.statusCode).toBe(200);
      expect(sound.headers['content-type']).toBe('video/mp2t');
      const soundStreams = await streamsOf(sound.rawPayload);
      expect(soundStreams.map(({ type, codec }) => ({ type, codec }))).toEqual([
        { type: 'audio', codec: 'aac' },
      ]);
      const courtroomSound = (await streamsOf(courtroom.rawPayload)).find((s) => s.type === 'audio');
      expect(soundStreams[0]?.start).toBeCloseTo(courtroomSound?.start ?? NaN, 3);
      // No more than the multivariant playlist says: a player on a weak link counts on it.
      expect((sound.rawPayload.length * 8) / duration).toBeLessThanOrEqual(soundBandwidth ?? 0);
      // A player's cache may keep it, and asks again by its etag.
      const again = await t.app.inject({
        method: 'GET',
        url: `${API_PREFIX}/live/Room1/${audioOnly.nameOf(uri)}`,
        cookies: csrf(viewer.session).cookies,
        headers: { 'if-none-match': String(sound.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it('show the slate in every rendition where the public may not see the court', async () => {
    // Room3 has no stream setup: the court's default delay holds its segments back until the clock moves on.
    await stream(live, 'Room3', recording, H264_WEBM);
    const written = listedSegments(
      await readFile(join(t.config.mediaDir, 'live', 'Room3', 'stream.m3u8'), 'utf8'),
    );
    const [, second, last] = [written[0], written[1], written.at(-1)];
    if (!second || !last) throw new Error('too few segments');
    vi.useFakeTimers({ toFake: ['Date'] });
    // Paused once the first two segments were public: the rest is the slate, in both.
    vi.setSystemTime(second.start + HLS_SEGMENT_SECONDS * 1000 + 10 * 60_000);
    await live.cut('Room3', 10, MESSAGES.pauseLunchMessage);
    vi.setSystemTime(last.start + 20 * 60_000);
    const courtroom = await mediaPlaylist('Room3', 'index.m3u8');
    const sound = await mediaPlaylist('Room3', 'audio.m3u8');
    const slates = courtroom.segments.filter((s) => s.uri.startsWith('slate-'));
    expect(slates.length).toBe(written.length - 2);
    expect(sound.segments.map((s) => [s.uri, s.discontinuity])).toEqual(
      courtroom.segments.map((s) => [audioOnly.nameOf(s.uri), s.discontinuity]),
    );
    const slateSound = await get('Room3', audioOnly.nameOf(slates[0]?.uri ?? ''));
    expect(slateSound.statusCode).toBe(200);
    expect(await probe(work, slateSound.rawPayload)).toEqual([
      expect.objectContaining({ codec_type: 'audio', codec_name: 'aac' }),
    ]);
    // The low rendition lists the same, and its slate is the slate itself (a still picture: small already).
    const low = await mediaPlaylist('Room3', 'low.m3u8');
    expect(low.segments.map((s) => [s.uri, s.discontinuity])).toEqual(
      courtroom.segments.map((s) => [lowRung.nameOf(s.uri), s.discontinuity]),
    );
    const [slate, lowSlate] = await Promise.all([
      get('Room3', slates[0]?.uri ?? ''),
      get('Room3', lowRung.nameOf(slates[0]?.uri ?? '')),
    ]);
    expect(lowSlate.statusCode).toBe(200);
    expect(lowSlate.rawPayload.equals(slate.rawPayload)).toBe(true);
  });

  it('serve no name but a listed segment’s, as a missing stream', async () => {
    const notFound = { status: false, code: 'streamNotFound', message: MESSAGES.streamNotFound };
    const { segments } = await mediaPlaylist('Room1', 'index.m3u8');
    const unlisted = `seg-${Number(/\d+/.exec(segments.at(-1)?.uri ?? '')?.[0]) + 5}.ts`;
    for (const name of [
      `audio-${unlisted}`,
      `audio-audio-${segments[0]?.uri}`,
      'audio-stream.m3u8',
      'audio-..%2Fstream.m3u8',
      'audio-',
      `low-${unlisted}`,
      `low-low-${segments[0]?.uri}`,
      `low-audio-${segments[0]?.uri}`,
      `audio-low-${segments[0]?.uri}`,
      'low-',
    ]) {
      const response = await get('Room1', name);
      expect(response.statusCode, name).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    expect((await get('NoSuchRoom', 'master.m3u8')).json()).toEqual(notFound);
    expect((await get('../Room1', 'audio.m3u8')).statusCode).toBe(404);
  });
});
