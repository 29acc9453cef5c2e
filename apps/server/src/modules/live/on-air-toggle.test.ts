import { COURTROOM_EVENTS as E, type RecordingStarted } from '@nyaya/shared';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordingSessions } from '../../core/db/schema/index.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { OWN_CASE, courtroomSuite, granted, todaysHearingId } from '../../test/fixtures/courtroom.ts';
import { CLUSTER_ID } from '../../media/recording/matroska.ts';
import { H264, sendChunks, stopRecording } from '../../test/fixtures/recording.ts';
import { listReasons } from '../reasons/service.ts';
import { createMediaTestApp } from '../../test/fixtures/recordings.ts';

const run = promisify(execFile);

let work: string;
let pieces: Buffer[];
let hearingId: number;
let individual: TestClient;

const suite = courtroomSuite({
  app: () => createMediaTestApp({ DEFAULT_STREAM_DELAY_MINUTES: '0' }),
  cleanUp: async (t) => {
    await t.db.delete(recordingSessions);
  },
});
const { open } = suite;

/**
 * A recording whose picture says when it was made: red for 6 s (recorded while paused), green for 2 s (the chunk
 * that ends at the Start Streaming click), then blue. Matroska clusters of 2 s, each starting on a keyframe, cut
 * into one piece per cluster as a recorder's 2 s chunks come.
 */
async function colouredRecording(): Promise<Buffer[]> {
  const path = join(work, 'colours.mkv');
  const colours = 'color=c=red:s=320x180:r=25:d=6[a];color=c=lime:s=320x180:r=25:d=2[b];';
  const blue = 'color=c=blue:s=320x180:r=25:d=4[c];[a][b][c]concat=n=3:v=1:a=0,format=yuv420p[v]';
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=12'],
    ...['-filter_complex', colours + blue, '-map', '[v]', '-map', '0:a'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '50', '-keyint_min', '50', '-sc_threshold', '0'],
    ...['-c:a', 'libopus', '-cluster_time_limit', '2000', '-f', 'matroska', '-y', path],
  ]);
  const bytes = await readFile(path);
  const starts: number[] = [];
  for (let at = bytes.indexOf(CLUSTER_ID); at !== -1; at = bytes.indexOf(CLUSTER_ID, at + 1)) starts.push(at);
  // The header rides with the first cluster; the last, a few milliseconds long, with the one before it.
  const cuts = [0, ...starts.slice(1, 6), bytes.length];
  return cuts.slice(0, -1).map((from, index) => bytes.subarray(from, cuts[index + 1]));
}

/** The colour of a segment's first frame, as the public would see it. */
async function firstColourOf(segment: Buffer): Promise<'red' | 'green' | 'blue' | 'other'> {
  const path = join(work, `segment-${Date.now()}.ts`);
  await writeFile(path, segment);
  const { stdout } = await run(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-i', path, '-frames:v', '1', '-vf', 'scale=1:1'],
      ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
    ],
    { encoding: 'buffer' },
  );
  const [r = 0, g = 0, b = 0] = stdout;
  if (r > 200 && g < 60 && b < 60) return 'red';
  if (g > 200 && r < 60 && b < 60) return 'green';
  if (b > 200 && r < 60 && g < 60) return 'blue';
  return 'other';
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'nyaya-on-air-'));
  pieces = await colouredRecording();
  hearingId = await todaysHearingId(suite.t.db, OWN_CASE);
  individual = await clientAs(suite.t.app, 'Individual');
}, 60_000);
afterAll(() => rm(work, { recursive: true, force: true }));

const listed = async () =>
  (await individual.get('/live/Room1/index.m3u8')).body.split('\n').filter((line) => line.endsWith('.ts'));

describe('Start Streaming at delay 0', () => {
  it('publishes nothing recorded before the click, not even the chunk that ends at it', async () => {
    expect(pieces).toHaveLength(6);
    const judge = await open(suite.judge);
    await granted(judge, E.joinRoom, {});
    await granted(judge, E.setHearing, { roomId: 'Room1', hearingId });
    const { sessionId } = await granted<RecordingStarted>(judge, E.startRecording, {
      roomId: 'Room1',
      mimeType: H264,
    });
    await sendChunks(judge, sessionId, pieces.slice(0, 3), 0, 6);
    // The judge's page sends the chunk that ends at the click, then Start Streaming, without waiting in between.
    const last = { sessionId, seq: 3, isFirstChunk: false, isLastChunk: false, chunk: pieces[3] };
    const [chunkAck, streamingAck] = await Promise.all([
      judge.timeout(5000).emitWithAck(E.videoChunk, last),
      judge.timeout(5000).emitWithAck(E.setStreaming, { roomId: 'Room1', streaming: true }),
    ]);
    expect(chunkAck).toEqual({ status: true, data: { seq: 3 } });
    expect(streamingAck).toMatchObject({ status: true });
    await sendChunks(judge, sessionId, pieces.slice(4), 4, 6);

    await vi.waitFor(async () => expect((await listed()).length).toBeGreaterThan(0), { timeout: 20_000 });
    const [first] = await listed();
    const segment = await individual.get(`/live/Room1/${first}`);
    expect(segment.statusCode).toBe(200);
    expect(await firstColourOf(segment.rawPayload)).toBe('blue');
  }, 60_000);
});

describe('Start Streaming again after a stream ended, before the next recording', () => {
  it('lists nothing of the ended stream, so no player plays it as if it were live', async () => {
    const judge = await open(suite.judge);
    await granted(judge, E.joinRoom, {});
    await granted(judge, E.setHearing, { roomId: 'Room1', hearingId });
    await granted(judge, E.setStreaming, { roomId: 'Room1', streaming: true });
    const { sessionId } = await granted<RecordingStarted>(judge, E.startRecording, {
      roomId: 'Room1',
      mimeType: H264,
    });
    await sendChunks(judge, sessionId, pieces, 0, 6);
    expect(await stopRecording(judge, { roomId: 'Room1', sessionId })).toMatchObject({ status: true });
    // Ended while on air: the players that follow it are told so.
    await vi.waitFor(
      async () => expect((await individual.get('/live/Room1/index.m3u8')).body).toContain('#EXT-X-ENDLIST'),
      { timeout: 20_000 },
    );
    const [reason] = await listReasons(suite.t.db);
    if (!reason) throw new Error('the seed has no pause reasons');
    await granted(judge, E.setStreaming, { roomId: 'Room1', streaming: false, reasonId: reason.id });
    await granted(judge, E.setStreaming, { roomId: 'Room1', streaming: true });
    await vi.waitFor(async () => expect(await listed()).toEqual([]), { timeout: 5_000 });
    expect((await individual.get('/live/Room1/index.m3u8')).body).not.toContain('#EXT-X-ENDLIST');
  }, 60_000);
});
