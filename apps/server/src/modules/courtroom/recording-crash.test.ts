import { COURTROOM_EVENTS as E, RECORDING, demoAccount, type RecordingStarted } from '@nyaya/shared';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle, type DatabaseLocation } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { seedDatabase } from '../../db/seed/index.ts';
import { probeDuration } from '../../media/recording/finalise.ts';
import { freePort } from '../../test/ports.ts';
import {
  killAll,
  sessionSocket,
  signInOver,
  startServerProcess,
  type ServerProcess,
} from '../../test/server-process.ts';
import { freshDatabase } from '../../test/test-database.ts';
import { OWN_CASE, granted, todaysHearingId } from './courtroom-fixtures.ts';
import { H264, recordedStream, recordingOf, sendChunks, stopRecording } from './recording-fixtures.ts';

const run = promisify(execFile);
const usePostgres = process.env.NYAYA_TEST_DB === 'postgres';
/** Two server starts (sources through tsx, migrations), a clip to make and an MP4 to finalise. */
const CRASH_TEST_MS = 240_000;
/** A PGlite created on disk, migrated and seeded: tens of seconds on a busy machine. */
const DATABASE_SETUP_MS = 180_000;
const CHUNK_SECONDS = RECORDING.chunkIntervalMs / 1000;
const ACKED_BEFORE_CRASH = 4;

let dataDir: string;
let sources: string;
let location: DatabaseLocation;
let dropDatabase: () => Promise<void> = async () => undefined;
let env: Record<string, string>;
let port: number;
let mediaDir: string;
const opened: Socket[] = [];

/** PGlite on disk in DATA_DIR, or (NYAYA_TEST_DB=postgres) a fresh database on TEST_DATABASE_URL. */
async function databaseLocation(): Promise<DatabaseLocation> {
  if (!usePostgres) return { dataDir };
  const fresh = await freshDatabase();
  dropDatabase = fresh.drop;
  return fresh.location;
}

/** The database in this process, between server processes (PGlite on disk takes one process at a time). */
async function withDatabase<T>(use: (handle: DatabaseHandle) => Promise<T>) {
  const handle = await openDatabase(location);
  try {
    return await use(handle);
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'nyaya-crash-'));
  sources = await mkdtemp(join(tmpdir(), 'nyaya-recorded-'));
  location = await databaseLocation();
  // The demo users and today's cause list, seeded here: the server's demo seed would also make demo clips.
  await withDatabase((handle) =>
    migrateDatabase(handle, () => seedDatabase(handle.db, { demoData: true, initialAdmin: undefined })),
  );
  port = await freePort();
  mediaDir = join(dataDir, 'media');
  env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    MEDIA_DIR: mediaDir,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    DEMO_DATA: 'false',
    DATABASE_URL: 'databaseUrl' in location ? location.databaseUrl : '',
    REDIS_URL: usePostgres ? (process.env.TEST_REDIS_URL ?? '') : '',
    REDIS_PREFIX: `nyaya_crash_${randomBytes(6).toString('hex')}`,
  };
}, DATABASE_SETUP_MS);
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

/** The presentation time of every video packet of a media file, in seconds, ascending. */
async function videoPacketTimes(path: string): Promise<number[]> {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'packet=pts_time', '-of', 'csv=p=0', path],
  ]);
  return stdout
    .trim()
    .split('\n')
    .map(Number)
    .sort((a, b) => a - b);
}

const largestGap = (times: number[]) =>
  times.slice(1).reduce((largest, time, index) => Math.max(largest, time - (times[index] ?? time)), 0);

describe('a recording across a crash of the server process', () => {
  it(
    'resumes after SIGKILL and a restart, and the MP4 holds every acked chunk without a gap',
    async () => {
      const { pieces, duration } = await recordedStream(sources, H264);
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
        ok: true,
        data: null,
      });
      await second.stop();

      const { path } = await withDatabase(({ db }) => recordingOf(db, mediaDir, hearingId));
      expect(Math.abs((await probeDuration(path)) - duration)).toBeLessThan(CHUNK_SECONDS);
      const times = await videoPacketTimes(path);
      const sourceTimes = await videoPacketTimes(join(sources, 'source-h264.mkv'));
      expect(times).toHaveLength(sourceTimes.length);
      expect(largestGap(times)).toBeLessThanOrEqual(CHUNK_SECONDS);
    },
    CRASH_TEST_MS,
  );
});
