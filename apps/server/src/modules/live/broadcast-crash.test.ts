import {
  API_PREFIX,
  COURTROOM_EVENTS as E,
  CSRF_COOKIE,
  CSRF_HEADER,
  SESSION_COOKIE,
  demoAccount,
  type CourtroomSnapshot,
  type RecordingStarted,
  type RelayState,
} from '@nyaya/shared';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { childProcesses } from '../../test/fixtures/relay.ts';
import { freePort } from '../../test/ports.ts';
import { SERVER_DATA_SETUP_MS, serverData } from '../../test/server-data.ts';
import { startRtmpServer, type RtmpServer } from '../../test/rtmp-server.ts';
import {
  killAll,
  sessionSocket,
  signInOver,
  startServerProcess,
  type ServerProcess,
} from '../../test/server-process.ts';
import { OWN_CASE, granted, heard, todaysHearingId } from '../../test/fixtures/courtroom.ts';
import { H264, stopRecording } from '../../test/fixtures/recording.ts';
import { CONTROLLER_PATH } from '../../test/fixtures/stream-setup.ts';
import { pictureHashes } from '../../test/pictures.ts';
import { listedSegments, recordInRealTime, recordedInChunks } from '../../test/fixtures/live.ts';

/** Two server starts and a recording sent in real time on each side of the crash. */
const CRASH_TEST_MS = 180_000;
/** The relay's first segment, its connection and its 2 s confirmation, on a busy machine. */
const RELAY_LIVE_MS = 30_000;
/** How long the children of a killed server may outlive it. */
const CHILDREN_DIE_MS = 2000;
/**
 * A 12 s recording in the recorder's 2 s chunks (a keyframe and a cluster each): three before the crash (the
 * third not yet a segment when the server dies), three after the restart.
 */
const PIECES = 6;
const SENT_BEFORE_CRASH = 3;
const SENT_AFTER_RESTART = PIECES - SENT_BEFORE_CRASH;
const CSRF = 'broadcast-crash-csrf-token-0123';

let work: string;
let rtmp: RtmpServer;
let dropDatabase: () => Promise<void> = async () => undefined;
let env: Record<string, string>;
let port: number;
let pieces: Buffer[];
let hearingId: number;
const opened: Socket[] = [];

const ingest = () => `rtmp://127.0.0.1:${rtmp.port}/live`;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'nyaya-broadcast-crash-'));
  // nginx's workers run as nobody: they must reach the record directory.
  await chmod(work, 0o755);
  rtmp = await startRtmpServer(join(work, 'nginx'), await freePort());
  const data = await serverData(join(work, 'data'), 'broadcast_crash');
  dropDatabase = data.drop;
  hearingId = await data.withDatabase(({ db }) => todaysHearingId(db, OWN_CASE));
  pieces = await recordedInChunks(work, PIECES * 2);
  await writeFile(join(work, 'source.mkv'), Buffer.concat(pieces));
  port = await freePort();
  env = { ...data.env, YOUTUBE_RTMP_PREFIX: ingest() };
}, SERVER_DATA_SETUP_MS);
afterAll(async () => {
  opened.forEach((socket) => socket.close());
  await killAll();
  await rtmp?.stop();
  await dropDatabase();
  await rm(work, { recursive: true, force: true });
});

/** Room1 relays to both platforms (nginx on loopback) at delay 0, as the Controller's Stream Setup saves it. */
async function setUpStream(server: ServerProcess) {
  const session = await signInOver(server.url, demoAccount('Controller').email);
  const response = await fetch(`${server.url}${API_PREFIX}${CONTROLLER_PATH}/streamsetup`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `${SESSION_COOKIE}=${session}; ${CSRF_COOKIE}=${CSRF}`,
      [CSRF_HEADER]: CSRF,
    },
    body: JSON.stringify({
      roomId: 'Room1',
      youtubeUrl: ingest(),
      youtubeKey: 'yt-crash-key',
      facebookUrl: ingest(),
      facebookKey: 'fb-crash-key',
      liveStreamDelay: 0,
    }),
  });
  expect(response.status).toBe(201);
}

/**
 * The judge's page in Room1, recording (a new session, or the open one resumed); it puts OWN_CASE on air unless it
 * only comes back to a room that is (`rejoin`): what its snapshot on joining shows.
 */
async function judgeOnAir(server: ServerProcess, session: string, { rejoin = false } = {}) {
  const socket = await sessionSocket(server.url, session);
  opened.push(socket);
  const states = heard<CourtroomSnapshot>(socket, E.courtroomState);
  const joined = await granted<CourtroomSnapshot>(socket, E.joinRoom, {});
  if (!rejoin) {
    await granted(socket, E.setHearing, { roomId: 'Room1', hearingId });
    await granted(socket, E.setStreaming, { roomId: 'Room1', streaming: true });
  }
  const recording = await granted<RecordingStarted>(socket, E.startRecording, {
    roomId: 'Room1',
    mimeType: H264,
  });
  return { socket, states, joined, recording };
}

const bothLive = (relay: RelayState[] = []) =>
  relay.length === 2 && relay.every((platform) => platform.status === 'live');

/** Both platforms connecting afresh, then live (a Redis store still holds what the crashed server last said). */
const relayedAgain = (states: CourtroomSnapshot[]) => {
  const connecting = states.findIndex((state) =>
    state.relay.some((platform) => platform.status === 'connecting'),
  );
  return connecting !== -1 && bothLive(states.at(-1)?.relay);
};

/** Whether the process runs: a zombie (dead, not yet reaped by whoever inherited it) holds nothing any more. */
async function running(pid: number): Promise<boolean> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

const roomDir = () => join(env.MEDIA_DIR ?? '', 'live', 'Room1');
const playlistSegments = async () =>
  listedSegments(await readFile(join(roomDir(), 'stream.m3u8'), 'utf8')).length;

/**
 * Every picture of the room's listed segments, in order, each as its place in the source (-1: not from it), and
 * the source's places.
 */
async function streamedPictures() {
  const source = await pictureHashes(join(work, 'source.mkv'));
  const playlist = await readFile(join(roomDir(), 'stream.m3u8'), 'utf8');
  const streamed: string[] = [];
  for (const { uri } of listedSegments(playlist))
    streamed.push(...(await pictureHashes(join(roomDir(), uri))));
  return { streamed: streamed.map((hash) => source.indexOf(hash)), source: source.map((_, index) => index) };
}

describe('a streaming courtroom across a crash of the server process', () => {
  it(
    'takes its ffmpeg children down with it, and a restarted server streams and relays again without a click',
    async () => {
      const first = await startServerProcess(env, port);
      await setUpStream(first);
      const session = await signInOver(first.url, demoAccount('Judge').email);
      const before = await judgeOnAir(first, session);
      await recordInRealTime(before.socket, before.recording.sessionId, pieces, {
        from: 0,
        to: SENT_BEFORE_CRASH,
      });
      await vi.waitFor(() => expect(bothLive(before.states.at(-1)?.relay)).toBe(true), {
        timeout: RELAY_LIVE_MS,
        interval: 100,
      });
      const children = (await childProcesses('ffmpeg', first.pid)).map((line) => Number(line.split(' ')[0]));
      // The live pipeline and the two relays.
      expect(children).toHaveLength(3);

      await first.crash();
      before.socket.close();
      await vi.waitFor(
        async () => expect(await Promise.all(children.map(running))).toEqual(children.map(() => false)),
        { timeout: CHILDREN_DIE_MS, interval: 50 },
      );
      const segmentsBefore = await playlistSegments();

      const second = await startServerProcess(env, port);
      // Nobody clicks again: the room is back on air with its hearing (kept in Redis, or without it in the
      // database), and the recording resumes without the start the live pipeline needs (kept on disk).
      const after = await judgeOnAir(second, session, { rejoin: true });
      expect(after.joined).toMatchObject({ hearing: { hearingId }, streaming: true, pause: null });
      expect(after.recording).toEqual({ sessionId: before.recording.sessionId, nextSeq: SENT_BEFORE_CRASH });
      const { nextSeq, sessionId } = after.recording;
      await recordInRealTime(after.socket, after.recording.sessionId, pieces, {
        from: nextSeq,
        to: nextSeq + SENT_AFTER_RESTART,
      });
      // The same stream keys on the same nginx: no slot is still held by the crashed server's relay.
      await vi.waitFor(() => expect(relayedAgain(after.states)).toBe(true), {
        timeout: RELAY_LIVE_MS,
        interval: 100,
      });
      // The recording reaches the live stream again: the playlist grows past what the crash left.
      await vi.waitFor(async () => expect(await playlistSegments()).toBeGreaterThan(segmentsBefore), {
        timeout: RELAY_LIVE_MS,
        interval: 100,
      });
      // Nothing acked before the crash is missing from the stream: the chunk the dead ffmpeg had not made into
      // a segment yet was given to the new one. Every picture, from the first, follows the one before it.
      const stopped = await stopRecording(after.socket, { roomId: 'Room1', sessionId });
      expect(stopped).toEqual({ status: true, data: null });
      const { streamed, source } = await streamedPictures();
      expect(streamed).toEqual(source);
    },
    CRASH_TEST_MS,
  );
});
