import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import {
  DEFAULT_STREAM_DELAY_MINUTES,
  HLS_SEGMENT_SECONDS,
  MESSAGES,
  RECORDING,
  type IngestState,
  type LiveHearing,
} from '@nyaya/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLivePipelines, type LivePipelines } from '../../media/live/live-pipeline.ts';
import { readClock } from '../../media/live/live-files.ts';
import { parseMediaPlaylist } from '../../media/live/media-playlist.ts';
import { streamClockSeconds } from '../../media/live/slate.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { todaysHearingId } from '../../test/fixtures/courtroom.ts';
import { setupBody } from '../../test/fixtures/stream-setup.ts';
import {
  H264_WEBM,
  MPEGTS_START_SECONDS,
  VP8_WEBM,
  listedSegments,
  makeRecording,
  probe,
  startTimeOf,
  stream,
} from '../../test/fixtures/live.ts';

const run = promisify(execFile);

let t: TestApp;
let work: string;
let live: LivePipelines;
const logged: string[] = [];
/** What `live` reported of each room's ffmpeg, in order. */
const ingests: { roomId: string; state: IngestState | undefined }[] = [];
let viewer: TestClient;
let h264: Buffer;
let vp8: Buffer;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'nyaya-live-'));
  // DATA_DIR rather than MEDIA_DIR: the media folder is the test's own, without the demo recordings.
  t = await createTestApp({ DATA_DIR: work });
  const log = pino({ level: 'warn' }, { write: (line: string) => logged.push(line) });
  live = createLivePipelines({
    mediaDir: t.config.mediaDir,
    log,
    onIngest: (roomId, state) => ingests.push({ roomId, state }),
  });
  viewer = await clientAs(t.app, 'Individual');
  // Without a stream setup a room is delayed by the court's default: delay 0 is a setup's explicit choice.
  const controller = await clientAs(t.app, 'Controller');
  for (const roomId of ['Room1', 'Room2']) {
    const setup = await controller.post(
      '/streaming/controller/streamsetup',
      setupBody(roomId, { liveStreamDelay: 0 }),
    );
    expect(setup.statusCode).toBe(201);
  }
  [h264, vp8] = await Promise.all([makeRecording(work, H264_WEBM, 8), makeRecording(work, VP8_WEBM, 6)]);
}, 60_000);
afterAll(async () => {
  await live.stopAll();
  await t.close();
  await rm(work, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const playlistOf = (roomId: string) => viewer.get(`/live/${roomId}/index.m3u8`);
const segmentOf = (roomId: string, name: string) => viewer.get(`/live/${roomId}/${name}`);
const roomDir = (roomId: string) => join(t.config.mediaDir, 'live', roomId);
const notFound = { status: false, code: 'streamNotFound', message: MESSAGES.streamNotFound };
/** Today's demo hearing in Room3. */
const ROOM3_CNR = 'DLSE010000072023';
const PAUSED = 'Streaming paused: the court has risen for lunch';

describe('a room whose stream has not begun', () => {
  it('has an empty live playlist, not a missing one, and a blocking reload far ahead of it is refused', async () => {
    const response = await playlistOf('Room1');
    expect(response.statusCode).toBe(200);
    expect(listedSegments(response.body)).toEqual([]);
    expect(response.body).not.toContain('#EXT-X-ENDLIST');
    const ahead = await viewer.get('/live/Room1/index.m3u8?_HLS_msn=5');
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json()).toEqual({
      status: false,
      code: 'streamSegmentTooFarAhead',
      message: MESSAGES.streamSegmentTooFarAhead,
      field: '_HLS_msn',
    });
  });
});

describe('the live stream at delay 0', () => {
  it('copies an H.264 recording into HLS with AAC audio: every segment ffmpeg wrote is listed', async () => {
    await stream(live, 'Room1', h264, H264_WEBM);
    const response = await playlistOf('Room1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(response.headers['cache-control']).toBe('no-cache');
    const segments = listedSegments(response.body);
    expect(segments.length).toBeGreaterThanOrEqual(8 / HLS_SEGMENT_SECONDS);
    expect(response.body).toContain(`#EXT-X-TARGETDURATION:${HLS_SEGMENT_SECONDS}`);
    const first = await segmentOf('Room1', segments[0]?.uri ?? '');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('video/mp2t');
    // The recording's own stream (x264 ultrafast: Constrained Baseline), not a new encode (which would be High).
    expect(await probe(work, first.rawPayload)).toEqual([
      { codec_type: 'video', codec_name: 'h264', profile: 'Constrained Baseline', width: 640, height: 360 },
      { codec_type: 'audio', codec_name: 'aac', profile: 'LC' },
    ]);
  });

  it('transcodes a VP8 recording to H.264', async () => {
    await stream(live, 'Room2', vp8, VP8_WEBM);
    const segments = listedSegments((await playlistOf('Room2')).body);
    expect(segments.length).toBeGreaterThanOrEqual(6 / HLS_SEGMENT_SECONDS);
    const last = await segmentOf('Room2', segments.at(-1)?.uri ?? '');
    expect(await probe(work, last.rawPayload)).toEqual([
      { codec_type: 'video', codec_name: 'h264', profile: 'High', width: 640, height: 360 },
      { codec_type: 'audio', codec_name: 'aac', profile: 'LC' },
    ]);
  });

  it('continues the playlist with the next recording, after a discontinuity, keeping what was written', async () => {
    const before = listedSegments((await playlistOf('Room1')).body);
    await stream(live, 'Room1', h264, H264_WEBM);
    const text = (await playlistOf('Room1')).body;
    const after = listedSegments(text);
    expect(after.slice(0, before.length).map((s) => s.uri)).toEqual(before.map((s) => s.uri));
    expect(after.length).toBeGreaterThan(before.length);
    expect(text.split('\n')[text.split('\n').indexOf(after[before.length]?.uri ?? '') - 3]).toBe(
      '#EXT-X-DISCONTINUITY',
    );
    // Still held back by the longest delay when the next one began: the stream goes on, and ends with it.
    expect(text).toMatch(/#EXT-X-ENDLIST\n$/);
    expect(text.match(/#EXT-X-ENDLIST/g)).toHaveLength(1);
  });

  it('dates each segment when the courtroom captured it, not when ffmpeg began', async () => {
    // The whole recording arrives now: the courtroom began it one chunk earlier.
    const arrived = Date.now();
    await stream(live, 'Room7', h264, H264_WEBM);
    const clock = await readClock(roomDir('Room7'));
    const [first, second] = parseMediaPlaylist(await readPlaylistFile('Room7'), clock).segments;
    expect(Math.abs((first?.start ?? 0) - (arrived - RECORDING.chunkIntervalMs))).toBeLessThan(500);
    expect((second?.start ?? 0) - (first?.start ?? 0)).toBe(HLS_SEGMENT_SECONDS * 1000);
  });

  it('starts a playlist of its own after a stream that ended and was let out, numbered on', async () => {
    const undelayed = createLivePipelines({
      mediaDir: t.config.mediaDir,
      log: pino({ level: 'silent' }),
      delayOf: async () => 0,
    });
    await stream(undelayed, 'Room6', h264, H264_WEBM);
    const first = listedSegments(await readPlaylistFile('Room6'));
    // The recording came faster than it was made: the clock moves on until its last segment is in the past.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    await stream(undelayed, 'Room6', h264, H264_WEBM);
    const text = await readPlaylistFile('Room6');
    const second = listedSegments(text);
    const lastOfFirst = Number(/\d+/.exec(first.at(-1)?.uri ?? '')?.[0]);
    expect(second[0]?.uri).toBe(`seg-${lastOfFirst + 1}.ts`);
    expect(text).toContain(`#EXT-X-MEDIA-SEQUENCE:${lastOfFirst + 1}`);
    expect(second.length).toBe(first.length);
    const files = await readdir(roomDir('Room6'));
    for (const { uri } of first) expect(files).not.toContain(uri);
  });
});

describe('ffmpeg dying', () => {
  it('is restarted by the next chunk, which it reads after the header of the recording', async () => {
    const reportedBefore = ingests.length;
    const before = listedSegments((await playlistOf('Room2')).body);
    const half = Math.floor(h264.length / 2);
    const piece = 64 * 1024;
    for (let offset = 0; offset < half; offset += piece) {
      live.push('Room2', h264.subarray(offset, Math.min(offset + piece, half)), H264_WEBM, true);
    }
    // Killed once it has written a segment of the first half.
    await vi.waitFor(async () =>
      expect(listedSegments(await readPlaylistFile('Room2')).length).toBeGreaterThan(before.length),
    );
    const beforeKill = listedSegments(await readPlaylistFile('Room2')).length;
    await killFfmpegOf(roomDir('Room2'));
    // The death is noticed and logged before the next chunk arrives (chunks come every 2 s).
    await vi.waitFor(() =>
      expect(logged.filter((line) => line.includes('live ffmpeg died'))).toHaveLength(1),
    );
    expect(JSON.parse(logged[0] ?? '{}')).toMatchObject({ roomId: 'Room2', signal: 'SIGKILL' });
    for (let offset = half; offset < h264.length; offset += piece) {
      live.push('Room2', h264.subarray(offset, offset + piece), H264_WEBM, true);
    }
    await live.end('Room2');
    const text = (await playlistOf('Room2')).body;
    const after = listedSegments(text);
    // The restarted ffmpeg wrote the second half (4 s) after a discontinuity.
    expect(after.length).toBeGreaterThan(beforeKill);
    const lines = text.split('\n');
    expect(lines[lines.indexOf(after[beforeKill]?.uri ?? '') - 3]).toBe('#EXT-X-DISCONTINUITY');
    const last = await segmentOf('Room2', after.at(-1)?.uri ?? '');
    expect((await probe(work, last.rawPayload))[0]).toMatchObject({
      codec_name: 'h264',
      width: 640,
      height: 360,
    });
    // System Health saw it: running, dead (since when, why), running again, stopped with the recording's end.
    const reported = ingests.slice(reportedBefore).filter((report) => report.roomId === 'Room2');
    expect(reported.map(({ state }) => state?.status ?? 'stopped')).toEqual([
      'stopped',
      'running',
      'failed',
      'running',
      'stopped',
    ]);
    const [, running, failed, restarted] = reported.map(({ state }) => state);
    expect(failed).toMatchObject({ reason: 'ffmpeg exited (SIGKILL)' });
    expect(Date.parse(failed?.since ?? '')).toBeGreaterThanOrEqual(Date.parse(running?.since ?? ''));
    expect(Date.parse(restarted?.since ?? '')).toBeGreaterThanOrEqual(Date.parse(failed?.since ?? ''));
  });
});

describe('a server restarted mid-recording', () => {
  const piece = 64 * 1024;
  /** The 8 s recording's first quarter, or the rest: seconds more after a restart, as a hearing goes on. */
  const pushPart = (pipelines: LivePipelines, roomId: string, part: 'start' | 'rest') => {
    const quarter = Math.floor(h264.length / 4);
    const [from, to] = part === 'start' ? [0, quarter] : [quarter, h264.length];
    for (let offset = from; offset < to; offset += piece) {
      pipelines.push(roomId, h264.subarray(offset, Math.min(offset + piece, to)), H264_WEBM, true);
    }
  };

  it('streams the resumed recording after its header, kept on disk until the recording ends', async () => {
    const log = pino({ level: 'silent' });
    const before = createLivePipelines({ mediaDir: t.config.mediaDir, log });
    pushPart(before, 'Room4', 'start');
    await before.stopAll();
    const written = listedSegments(await readPlaylistFile('Room4')).length;

    const after = createLivePipelines({ mediaDir: t.config.mediaDir, log });
    pushPart(after, 'Room4', 'rest');
    // While the recording goes on: the restarted ffmpeg is not waiting for the end of its input.
    await vi.waitFor(
      async () => expect(listedSegments(await readPlaylistFile('Room4')).length).toBeGreaterThan(written),
      { timeout: 10_000 },
    );
    await after.end('Room4');
    expect(await readdir(roomDir('Room4'))).not.toContain('recording-header.mkv');
  });

  it("reports a recording whose start is lost as the room's stream failure, once", async () => {
    const failures: [string, string | null][] = [];
    const pipelines = createLivePipelines({
      mediaDir: t.config.mediaDir,
      log: pino({ level: 'silent' }),
      onFailure: (roomId, reason) => failures.push([roomId, reason]),
    });
    pushPart(pipelines, 'Room5', 'rest');
    await pipelines.end('Room5');
    expect(failures).toEqual([['Room5', MESSAGES.liveStreamLostRecordingStart]]);
  });
});

describe('a room without a stream setup', () => {
  it("is delayed by the court's default: its viewers are told so, and younger segments are held back", async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const older = DEFAULT_STREAM_DELAY_MINUTES + 1;
    const younger = DEFAULT_STREAM_DELAY_MINUTES - 1;
    await mkdir(roomDir('Room3'), { recursive: true });
    await writeFile(
      join(roomDir('Room3'), 'stream.m3u8'),
      [
        ...['#EXTM3U', '#EXT-X-VERSION:6', '#EXT-X-TARGETDURATION:2', '#EXT-X-MEDIA-SEQUENCE:0'],
        ...['#EXTINF:2.000000,', `#EXT-X-PROGRAM-DATE-TIME:${minutesAgo(older)}`, 'seg-0.ts'],
        ...['#EXTINF:2.000000,', `#EXT-X-PROGRAM-DATE-TIME:${minutesAgo(younger)}`, 'seg-1.ts'],
        '',
      ].join('\n'),
    );
    try {
      expect(listedSegments((await playlistOf('Room3')).body).map((segment) => segment.uri)).toEqual([
        'seg-0.ts',
      ]);
      const hearingId = await todaysHearingId(t.db, ROOM3_CNR);
      const hearing = await viewer.get(`/live/hearings/${hearingId}`);
      expect(hearing.json<{ data: LiveHearing }>().data).toMatchObject({
        roomId: 'Room3',
        delayMinutes: DEFAULT_STREAM_DELAY_MINUTES,
      });
    } finally {
      // The next tests stream into Room3 afresh.
      await rm(roomDir('Room3'), { recursive: true, force: true });
    }
  });
});

describe('a room with a delay of 1 minute', () => {
  it('holds back every segment younger than 60 s, by its program date time', async () => {
    const controller = await clientAs(t.app, 'Controller');
    const setup = await controller.post(
      '/streaming/controller/streamsetup',
      setupBody('Room3', { liveStreamDelay: 1 }),
    );
    expect(setup.statusCode).toBe(201);
    await stream(live, 'Room3', h264, H264_WEBM);
    const written = listedSegments(await readPlaylistFile('Room3'));
    expect(written.length).toBeGreaterThanOrEqual(4);

    const now = await playlistOf('Room3');
    expect(now.statusCode).toBe(200);
    expect(listedSegments(now.body)).toEqual([]);
    expect(await readdir(roomDir('Room3'))).toContain(written[0]?.uri);
    expect((await segmentOf('Room3', written[0]?.uri ?? '')).json()).toEqual(notFound);

    // The clock moves on to 60 s after the end of the third segment: exactly the first three are public.
    const third = written[2];
    if (!third) throw new Error('no third segment');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(third.start + HLS_SEGMENT_SECONDS * 1000 + 60_000);
    const later = listedSegments((await playlistOf('Room3')).body);
    expect(later).toEqual(written.slice(0, 3));
    for (const segment of later)
      expect(segment.start + HLS_SEGMENT_SECONDS * 1000).toBeLessThanOrEqual(Date.now() - 60_000);
    expect((await segmentOf('Room3', third.uri)).statusCode).toBe(200);
    expect((await segmentOf('Room3', written[3]?.uri ?? '')).statusCode).toBe(404);
  });

  it('cut drops the held-back segments for good and lists the slate in their place, as a real video', async () => {
    const written = listedSegments(await readPlaylistFile('Room3'));
    const [third, heldBack, last] = [written[2], written.slice(3), written.at(-1)];
    if (!third || !last) throw new Error('too few segments');
    // Paused when the first three were public and the rest still held back (as in the test above).
    await live.cut('Room3', 1, PAUSED, third.start + HLS_SEGMENT_SECONDS * 1000 + 60_000);
    const files = await readdir(roomDir('Room3'));
    for (const segment of heldBack) expect(files).not.toContain(segment.uri);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(last.start + 10 * 60_000);
    const body = (await playlistOf('Room3')).body;
    const slates = heldBack.map(({ uri }) => uri.replace('seg-', 'slate-'));
    expect(body.split('\n').filter((line) => /^(seg|slate)-/.test(line))).toEqual([
      ...written.slice(0, 3).map(({ uri }) => uri),
      ...slates,
    ]);
    for (const segment of heldBack) expect((await segmentOf('Room3', segment.uri)).statusCode).toBe(404);

    // The slate is a video like the stream's, timed where the segment it replaces stood.
    const slate = await segmentOf('Room3', slates[0] ?? '');
    expect(slate.statusCode).toBe(200);
    expect(slate.headers['content-type']).toBe('video/mp2t');
    const streams = await probe(work, slate.rawPayload);
    expect(streams).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ codec_type: 'video', codec_name: 'h264', width: 640, height: 360 }),
        expect.objectContaining({ codec_type: 'audio', codec_name: 'aac' }),
      ]),
    );
    const start = await startTimeOf(work, slate.rawPayload);
    const expected = streamClockSeconds(heldBack[0]?.start ?? 0) + MPEGTS_START_SECONDS;
    expect(Math.abs(start - expected)).toBeLessThan(0.1);
  });
});

describe('a blocking playlist reload (LL-HLS _HLS_msn)', () => {
  const blockingPlaylistOf = (roomId: string, sequence: number | string) =>
    viewer.get(`/live/${roomId}/index.m3u8?_HLS_msn=${sequence}`);
  /**
   * A held request looks at the playlist again every 100 ms (LOOK_SHARED_MS in public-looks.ts), and nothing shows
   * that it has looked: it must stay unanswered across a few of its looks. Requests over HTTP have no order a
   * later round trip could rely on, so this one waits on the clock.
   */
  const serverLooksAgain = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('is offered, and a request for the next segment is held until ffmpeg lists it', async () => {
    // Room2's playlist as ffmpeg wrote it (the VP8 test above), and as it was before its last segment was listed.
    const full = await readPlaylistFile('Room2');
    const written = listedSegments(full);
    const earlier = full.slice(0, full.lastIndexOf('#EXTINF'));
    await writeFile(join(roomDir('Room2'), 'stream.m3u8'), earlier);

    const before = await playlistOf('Room2');
    expect(before.body).toContain('#EXT-X-SERVER-CONTROL:CAN-BLOCK-RELOAD=YES');
    expect(listedSegments(before.body)).toEqual(written.slice(0, -1));
    const firstSequence = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(before.body)?.[1]);
    const next = firstSequence + written.length - 1;

    let answered = false;
    const held = blockingPlaylistOf('Room2', next).then((response) => {
      answered = true;
      return response;
    });
    await serverLooksAgain();
    expect(answered).toBe(false);
    await writeFile(join(roomDir('Room2'), 'stream.m3u8'), full);
    const response = await held;
    expect(response.statusCode).toBe(200);
    expect(listedSegments(response.body)).toEqual(written);

    const listedAlready = await blockingPlaylistOf('Room2', next);
    expect(listedSegments(listedAlready.body)).toEqual(written);
  });

  it('answers 400 for a segment number that is not one', async () => {
    for (const sequence of ['next', '-1', '1.5']) {
      expect((await blockingPlaylistOf('Room2', sequence)).statusCode, sequence).toBe(400);
    }
  });
});

describe('names that are not a public segment', () => {
  it('answer 404 and never read outside the room folder', async () => {
    await writeFile(join(t.config.mediaDir, 'live', 'secret.ts'), 'not for viewers');
    const names = [
      'stream.m3u8',
      'cuts.json',
      '..%2Fsecret.ts',
      '%2E%2E%2Fsecret.ts',
      'seg-1.ts.bak',
      'seg-99999.ts',
    ];
    for (const name of names) {
      const response = await segmentOf('Room1', name);
      expect(response.statusCode, name).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    for (const path of [
      '..%2FRoom1/seg-0.ts',
      'Room9/index.m3u8',
      'Room9/seg-0.ts',
      '..%2Flive/index.m3u8',
    ]) {
      const response = await viewer.get(`/live/${path}`);
      expect(response.statusCode, path).toBe(404);
    }
  });

  it('needs a signed-in viewer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/live/Room1/index.m3u8' });
    expect(response.statusCode).toBe(401);
  });
});

function readPlaylistFile(roomId: string) {
  return readFile(join(roomDir(roomId), 'stream.m3u8'), 'utf8');
}

/** Waits for the ffmpeg this test process started for the room and kills it. */
async function killFfmpegOf(dir: string) {
  const find = async () => {
    const { stdout } = await run('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)]);
    const line = stdout.split('\n').find((entry) => entry.includes('ffmpeg') && entry.includes(dir));
    return line ? Number(line.trim().split(' ')[0]) : undefined;
  };
  await vi.waitFor(async () => expect(await find()).toBeDefined(), { timeout: 10_000 });
  process.kill((await find()) ?? 0, 'SIGKILL');
}
