import { COURTROOM_EVENTS as E, MESSAGES, type HearingVideo, type RecordingStarted } from '@nyaya/shared';
import { and, eq } from 'drizzle-orm';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { accessLog, recordingExclusions, recordingSessions, recordings } from '../../core/db/schema/index.ts';
import type { WithheldWindow } from '../../media/live/withhold-live.ts';
import {
  livePlaylistPath,
  liveRoomDir,
  publicPlaylistPath,
  readClock,
  readIfExists,
} from '../../media/live/live-files.ts';
import { broadcastSuite } from '../../test/fixtures/broadcast.ts';
import { listedSegments, recordInRealTime } from '../../test/fixtures/live.ts';
import { parseMediaPlaylist } from '../../media/live/media-playlist.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { OWN_CASE, granted, request, todaysHearingId } from '../../test/fixtures/courtroom.ts';
import { probeDuration } from '../../media/recording/finalise.ts';
import { H264, recordedStream, sendChunks, stopRecording, videoPath } from '../../test/fixtures/recording.ts';
import { refusal } from '../../test/refusal.ts';

let individual: TestClient;
let pieces: Buffer[];
let hearingId: number;

/**
 * Twenty seconds of recording in twenty-five pieces, sent in real time: ten segments, the first ones withheld. The
 * withholding covers what the courtroom captures until two segments after it (`WITHHELD_TAIL_MS`), and ffmpeg
 * closes a segment at the next one's keyframe: the pieces after it must hold three segments more.
 */
const CLIP_SECONDS = 20;
const PIECES = 25;
const PIECE_MS = (CLIP_SECONDS * 1000) / PIECES;

const { suite, relayed, setDelay } = broadcastSuite('withhold');
const { open } = suite;

beforeAll(async () => {
  individual = await clientAs(suite.t.app, 'Individual');
  hearingId = await todaysHearingId(suite.t.db, OWN_CASE);
  ({ pieces } = await recordedStream(relayed.work, H264, PIECES, CLIP_SECONDS));
}, 120_000);

/** The judge in Room1 hearing OWN_CASE; streaming unless told otherwise. */
async function judgeHearing({ streaming = true } = {}) {
  const judgeSocket = await open(suite.judge);
  await granted(judgeSocket, E.joinRoom, {});
  await granted(judgeSocket, E.setHearing, { roomId: 'Room1', hearingId });
  if (streaming) await granted(judgeSocket, E.setStreaming, { roomId: 'Room1', streaming: true });
  return judgeSocket;
}

const roomDir = () => liveRoomDir(suite.t.mediaDir, 'Room1');
const ffmpegPlaylist = async () => (await readIfExists(livePlaylistPath(roomDir()))) ?? '';
const segmentFiles = async () => (await readdir(roomDir())).filter((name) => name.endsWith('.ts'));
const withhold = (socket: Socket, payload: Record<string, unknown>) =>
  request<WithheldWindow>(socket, E.withholdStream, { roomId: 'Room1', ...payload });

/**
 * Every segment either public playlist lists while the test runs, /live for the viewers and the relay's file,
 * looked at every 200 ms: "never listed" is checked against all of them.
 */
function watchPublicPlaylists() {
  const seen = { live: new Set<string>(), relay: new Set<string>() };
  const look = async () => {
    const live = (await individual.get('/live/Room1/index.m3u8')).body;
    const relay = (await readIfExists(publicPlaylistPath(roomDir()))) ?? '';
    listedSegments(live).forEach(({ uri }) => seen.live.add(uri));
    listedSegments(relay).forEach(({ uri }) => seen.relay.add(uri));
  };
  const timer = setInterval(() => void look(), 200);
  // Also when the test fails before it stops looking: the app closes after it.
  onTestFinished(() => clearInterval(timer));
  return {
    seen,
    stop: async () => {
      clearInterval(timer);
      await look();
    },
  };
}

describe('withhold-stream: the last minutes never reach the public', () => {
  it('lists none of the withheld segments on /live or for the relay, and the later ones on both', async () => {
    await setDelay(1);
    const judgeSocket = await judgeHearing();
    const { sessionId } = await granted<RecordingStarted>(judgeSocket, E.startRecording, {
      roomId: 'Room1',
      mimeType: H264,
    });
    const watch = watchPublicPlaylists();
    const startedAt = Date.now();
    const record = (from: number, to: number) =>
      recordInRealTime(judgeSocket, sessionId, pieces, { from, to, startedAt, paceMs: PIECE_MS });
    await record(0, 4);
    await vi.waitFor(async () => expect(listedSegments(await ffmpegPlaylist()).length).toBeGreaterThan(0), {
      timeout: 10_000,
    });

    const before = listedSegments(await ffmpegPlaylist()).map(({ uri }) => uri);
    const ack = await withhold(judgeSocket, { minutes: 1, excludeFromRecording: true });
    if (!ack.status) throw new Error(`withhold refused: ${ack.message}`);
    const window = ack.data;
    // The segments already written go at once.
    expect((await segmentFiles()).filter((file) => before.includes(file))).toEqual([]);

    await record(4, PIECES);
    // Everything not withheld becomes public at once: what is still missing now is what was withheld.
    await setDelay(0);
    const after = (playlist: string) =>
      listedSegments(playlist).filter(({ start }) => start >= window.to).length > 0;
    // Given the time of a busy machine: ffmpeg writes the later segments as fast as the CPU lets it.
    await vi.waitFor(
      async () => {
        expect(after((await individual.get('/live/Room1/index.m3u8')).body), '/live lists the later').toBe(
          true,
        );
        expect(
          after((await readIfExists(publicPlaylistPath(roomDir()))) ?? ''),
          'the relay lists the later',
        ).toBe(true);
      },
      { timeout: 30_000 },
    );
    await watch.stop();

    // As the server dates them: when the courtroom captured them.
    const written = parseMediaPlaylist(await ffmpegPlaylist(), await readClock(roomDir())).segments;
    const withheld = written.filter(({ start }) => start < window.to).map(({ uri }) => uri);
    const later = written.filter(({ start }) => start >= window.to).map(({ uri }) => uri);
    expect(withheld).toEqual(expect.arrayContaining(before));
    expect(later.length).toBeGreaterThan(0);
    for (const listed of [watch.seen.live, watch.seen.relay]) {
      expect([...listed].filter((uri) => withheld.includes(uri))).toEqual([]);
      expect([...listed]).toEqual(expect.arrayContaining(later.slice(0, -1)));
    }
    // The slate fills their places, saying why, between discontinuities.
    const publicNow = (await individual.get('/live/Room1/index.m3u8')).body.split('\n');
    const slates = withheld.map((uri) => uri.replace('seg-', 'slate-'));
    expect(publicNow).toEqual(expect.arrayContaining(slates));
    expect(publicNow[publicNow.indexOf(slates[0] ?? '') - 3]).toBe('#EXT-X-DISCONTINUITY');
    expect((await individual.get(`/live/Room1/${slates[0]}`)).statusCode).toBe(200);
    // No withheld segment is served by its name either.
    for (const uri of withheld) {
      expect((await individual.get(`/live/Room1/${uri}`)).statusCode).toBe(404);
    }

    const [logged] = await suite.t.db
      .select()
      .from(accessLog)
      .where(and(eq(accessLog.event, 'stream_withheld'), eq(accessLog.target, 'Room1')));
    expect(logged?.detail).toMatch(/^Last 1 minute withheld from the public stream .*recording session/);
    expect(await suite.t.db.select().from(recordingExclusions)).toEqual([
      expect.objectContaining({ sessionId, fromAt: new Date(window.from), toAt: new Date(window.to) }),
    ]);
    expect(await stopRecording(judgeSocket, { roomId: 'Room1', sessionId })).toMatchObject({ status: true });
  }, 90_000);

  it('refuses every bad request, naming the field, and withholds nothing', async () => {
    await setDelay(1);
    const judgeSocket = await judgeHearing({ streaming: false });
    const cuts = () => readIfExists(join(roomDir(), 'cuts.json'));
    const logged = () => suite.t.db.select().from(accessLog).where(eq(accessLog.event, 'stream_withheld'));
    const [cutsBefore, loggedBefore] = [await cuts(), await logged()];
    expect(await withhold(judgeSocket, { minutes: 1 })).toEqual(refusal(MESSAGES.withholdNotOnAir, 'roomId'));

    await granted(judgeSocket, E.setStreaming, { roomId: 'Room1', streaming: true });
    for (const minutes of [0, -1, 1.5, '1', null, undefined]) {
      expect(await withhold(judgeSocket, { minutes })).toEqual(
        refusal(MESSAGES.withholdMinutesInvalid, 'minutes'),
      );
    }
    for (const minutes of [2, 11]) {
      expect(await withhold(judgeSocket, { minutes })).toEqual(
        refusal(MESSAGES.withholdBeyondDelay, 'minutes'),
      );
    }
    expect(await withhold(judgeSocket, { minutes: 1, excludeFromRecording: 'yes' })).toEqual(
      refusal(MESSAGES.invalidRequest, 'excludeFromRecording'),
    );
    expect(await withhold(judgeSocket, { roomId: 'Room2', minutes: 1 })).toEqual(
      refusal(MESSAGES.courtroomIdtYours, 'roomId'),
    );
    expect(await withhold(judgeSocket, { roomId: '', minutes: 1 })).toEqual(
      refusal(MESSAGES.courtroomRoomRequired, 'roomId'),
    );
    expect(await withhold(await open(suite.advocate), { minutes: 1 })).toEqual(refusal(MESSAGES.forbidden));
    expect(await withhold(await open(individual), { minutes: 1 })).toEqual(refusal(MESSAGES.forbidden));

    await setDelay(0);
    expect(await withhold(judgeSocket, { minutes: 1 })).toEqual(refusal(MESSAGES.withholdNoDelay, 'minutes'));

    expect(await cuts()).toEqual(cutsBefore);
    expect(await logged()).toEqual(loggedBefore);
  });

  it('lets the Controller monitoring the room withhold too', async () => {
    await setDelay(1);
    await judgeHearing();
    const controllerSocket = await open(suite.controller);
    const ack = await withhold(controllerSocket, { minutes: 1 });
    expect(ack).toMatchObject({ status: true });
    expect(await readIfExists(join(roomDir(), 'cuts.json'))).toBeDefined();
  });

  it('leaves the withheld stretch out of the recording the public watches; the court keeps all of it', async () => {
    const judgeSocket = await judgeHearing({ streaming: false });
    const { sessionId } = await granted<RecordingStarted>(judgeSocket, E.startRecording, {
      roomId: 'Room1',
      mimeType: H264,
    });
    const [session] = await suite.t.db
      .select()
      .from(recordingSessions)
      .where(eq(recordingSessions.id, sessionId));
    const secondsIn = (seconds: number) => new Date((session?.startedAt.getTime() ?? 0) + seconds * 1000);
    // The window withhold-stream stores when asked to leave the stretch out of the recording too: 4 s to 10 s.
    await suite.t.db
      .insert(recordingExclusions)
      .values({ sessionId, fromAt: secondsIn(4), toAt: secondsIn(10) });
    await sendChunks(judgeSocket, sessionId, pieces);
    expect(await stopRecording(judgeSocket, { roomId: 'Room1', sessionId })).toMatchObject({ status: true });
    const [stopped] = await suite.t.db
      .select({ durationSeconds: recordings.durationSeconds })
      .from(recordingSessions)
      .innerJoin(recordings, eq(recordings.id, recordingSessions.recordingId))
      .where(eq(recordingSessions.id, sessionId));
    expect(stopped?.durationSeconds).toBe(CLIP_SECONDS);

    /** The length of the recording as this client is given it, listed and as a file. */
    const watched = async (client: TestClient) => {
      const video = (await client.get(`/videos/${hearingId}`)).json<{ data: HearingVideo }>().data;
      const file = await client.get(videoPath(video.videoUrl));
      expect(file.statusCode).toBe(200);
      const copy = join(relayed.work, `watched-${Date.now()}.mp4`);
      await writeFile(copy, file.rawPayload);
      return { listed: video.recordings[0]?.durationSeconds, probed: Math.round(await probeDuration(copy)) };
    };
    const publicSeconds = CLIP_SECONDS - 6;
    expect(await watched(individual)).toEqual({ listed: publicSeconds, probed: publicSeconds });
    expect(await watched(suite.advocate)).toEqual({ listed: publicSeconds, probed: publicSeconds });
    expect(await watched(suite.judge)).toEqual({ listed: CLIP_SECONDS, probed: CLIP_SECONDS });
    expect(await watched(suite.controller)).toEqual({ listed: CLIP_SECONDS, probed: CLIP_SECONDS });
  }, 90_000);
});
