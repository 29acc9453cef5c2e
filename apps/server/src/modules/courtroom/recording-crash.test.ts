import { COURTROOM_EVENTS as E, RECORDING, demoAccount, type RecordingStarted } from '@nyaya/shared';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeDuration } from '../../media/recording/finalise.ts';
import { longestGap, videoPacketTimes } from '../../test/packet-times.ts';
import { freePort } from '../../test/ports.ts';
import { SERVER_DATA_SETUP_MS, serverData, type ServerData } from '../../test/server-data.ts';
import {
  killAll,
  sessionSocket,
  signInOver,
  startServerProcess,
  type ServerProcess,
} from '../../test/server-process.ts';
import { OWN_CASE, granted, todaysHearingId } from '../../test/fixtures/courtroom.ts';
import {
  H264,
  recordedStream,
  recordingOf,
  sendChunks,
  stopRecording,
} from '../../test/fixtures/recording.ts';

/** Two server starts (the build, migrations), a clip to make and an MP4 to finalise. */
const CRASH_TEST_MS = 240_000;
const CHUNK_SECONDS = RECORDING.chunkIntervalMs / 1000;
const ACKED_BEFORE_CRASH = 4;

let dataDir: string;
let sources: string;
let dropDatabase: () => Promise<void> = async () => undefined;
let env: Record<string, string>;
let port: number;
let mediaDir: string;
let withDatabase: ServerData['withDatabase'];
const opened: Socket[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'nyaya-crash-'));
  sources = await mkdtemp(join(tmpdir(), 'nyaya-recorded-'));
  ({ env, mediaDir, withDatabase, drop: dropDatabase } = await serverData(dataDir, 'crash'));
  port = await freePort();
}, SERVER_DATA_SETUP_MS);
afterAll(async () => {
  opened.forEach((socket) => socket.close());
  await killAll();
  await dropDatabase();
  await rm(dataDir, { recursive: true, force: true });
  await rm(sources, { recursive: true, force: true });
});

async function judgeIn(server: ServerProcess, sessionToken: string) {
  const socket = await sessionSocket(server.url, sessionToken);
  opened.push(socket);
  await granted(socket, E.joinRoom, {});
  return socket;
}

describe('a recording across a crash of the server process', () => {
  it(
    'resumes after SIGKILL and a restart, and the MP4 holds every acked chunk without a gap',
    async () => {
      const { pieces, duration, path: sourcePath } = await recordedStream(sources, H264);
      const hearingId = await withDatabase(({ db }) => todaysHearingId(db, OWN_CASE));

      const first = await startServerProcess(env, port);
      const session = await signInOver(first.url, demoAccount('Judge').email);
      const before = await judgeIn(first, session);
      await granted(before, E.setHearing, { roomId: 'Room1', hearingId });
      const started = await granted<RecordingStarted>(before, E.startRecording, {
        roomId: 'Room1',
        mimeType: H264,
      });
      expect(started.nextSeq).toBe(0);
      await sendChunks(before, started.sessionId, pieces.slice(0, ACKED_BEFORE_CRASH), 0, pieces.length);

      // The next chunk is on the wire when the process dies: it may or may not have been stored.
      before.emit(E.videoChunk, {
        sessionId: started.sessionId,
        seq: ACKED_BEFORE_CRASH,
        isFirstChunk: false,
        isLastChunk: false,
        chunk: pieces[ACKED_BEFORE_CRASH],
      });
      await first.kill();
      before.close();

      const second = await startServerProcess(env, port);
      const after = await judgeIn(second, session);
      const resumed = await granted<RecordingStarted>(after, E.startRecording, {
        roomId: 'Room1',
        mimeType: H264,
      });
      expect(resumed.sessionId).toBe(started.sessionId);
      expect([ACKED_BEFORE_CRASH, ACKED_BEFORE_CRASH + 1]).toContain(resumed.nextSeq);
      // The recorder resends every chunk it holds unacked, from where the server says it resumes.
      await sendChunks(
        after,
        started.sessionId,
        pieces.slice(resumed.nextSeq),
        resumed.nextSeq,
        pieces.length,
      );
      expect(await stopRecording(after, { roomId: 'Room1', sessionId: started.sessionId })).toEqual({
        status: true,
        data: null,
      });
      await second.stop();

      const { path } = await withDatabase(({ db }) => recordingOf(db, mediaDir, hearingId));
      expect(Math.abs((await probeDuration(path)) - duration)).toBeLessThan(CHUNK_SECONDS);
      const times = await videoPacketTimes(path);
      const sourceTimes = await videoPacketTimes(sourcePath);
      expect(times).toHaveLength(sourceTimes.length);
      expect(longestGap(times)).toBeLessThanOrEqual(CHUNK_SECONDS);
    },
    CRASH_TEST_MS,
  );
});
