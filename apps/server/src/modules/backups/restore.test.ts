import {
  API_PREFIX,
  COURTROOM_EVENTS as E,
  RECORDING,
  ROLES,
  SESSION_COOKIE,
  demoAccount,
  type HearingVideo,
  type RecordingStarted,
} from '@nyaya/shared';
import { asc, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../core/db/client.ts';
import {
  accessLog,
  archivalRequests,
  causeListEntries,
  recordings,
  users,
} from '../../core/db/schema/index.ts';
import { probeDuration } from '../../media/recording/finalise.ts';
import { backupCommand } from '../../test/server-commands.ts';
import { freePort } from '../../test/ports.ts';
import { SERVER_DATA_SETUP_MS, serverData, type ServerData } from '../../test/server-data.ts';
import {
  killAll,
  sessionSocket,
  signInOver,
  startServerProcess,
  type ServerProcess,
} from '../../test/server-process.ts';
import { OTHERS_CASE, OWN_CASE, granted, todaysHearingId } from '../../test/fixtures/courtroom.ts';
import {
  H264,
  recordedStream,
  recordingOf,
  sendChunks,
  stopRecording,
} from '../../test/fixtures/recording.ts';

/** Two server starts, two recordings finalised, a backup and a restore. */
const RESTORE_TEST_MS = 300_000;
const CHUNK_SECONDS = RECORDING.chunkIntervalMs / 1000;
/** Chunks of the second recording acknowledged before the backup starts; more go on arriving during it. */
const ACKED_BEFORE_BACKUP = 3;

let workDir: string;
let original: ServerData;
let restored: ServerData;
const opened: Socket[] = [];

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'nyaya-restore-'));
  original = await serverData(join(workDir, 'original'), 'original');
  restored = await serverData(join(workDir, 'restored'), 'restored', { empty: true });
}, SERVER_DATA_SETUP_MS);
afterAll(async () => {
  opened.forEach((socket) => socket.close());
  await killAll();
  await original.drop();
  await restored.drop();
  await rm(workDir, { recursive: true, force: true });
});

const sha256 = async (path: string) =>
  createHash('sha256')
    .update(await readFile(path))
    .digest('hex');

async function judgeIn(server: ServerProcess) {
  const socket = await sessionSocket(server.url, await signInOver(server.url, demoAccount('Judge').email));
  opened.push(socket);
  await granted(socket, E.joinRoom, {});
  return socket;
}

/** What a court keeps: its users (with their password hashes), cause lists, archival decisions and recordings. */
const courtRecord = (db: Database) =>
  Promise.all([
    db.select({ id: users.id, hash: users.passwordHash }).from(users).orderBy(asc(users.id)),
    db.select().from(causeListEntries).orderBy(asc(causeListEntries.id)),
    db.select().from(archivalRequests).orderBy(asc(archivalRequests.id)),
    db.select().from(recordings).orderBy(asc(recordings.id)),
  ]);

async function decideArchivalRequest(db: Database) {
  const [advocate] = await db
    .select()
    .from(users)
    .where(eq(users.email, demoAccount('Advocate').email));
  const [hearing] = await db.select().from(causeListEntries).limit(1);
  if (!advocate || !hearing) throw new Error('the template lacks the demo advocate or a hearing');
  await db.insert(archivalRequests).values({
    requesterId: advocate.id,
    cnr: hearing.cnr,
    hearingDate: hearing.nextDate,
    streamingRoomId: hearing.streamingRoomId,
    reason: 'Appeal preparation',
    status: 'Approved',
    decidedAt: new Date(),
    note: 'Granted for thirty days',
  });
}

describe('a backup restored on a new machine', () => {
  it(
    'brings back every account, the cause lists, the archival decision, the finished recording byte for byte and the chunks of the one in progress',
    async () => {
      const { pieces, duration } = await recordedStream(workDir, H264);
      const [finishedHearing, ongoingHearing] = await original.withDatabase(async ({ db }) => {
        await decideArchivalRequest(db);
        return [await todaysHearingId(db, OWN_CASE), await todaysHearingId(db, OTHERS_CASE)];
      });
      const court = await startServerProcess(original.env, await freePort());
      const judge = await judgeIn(court);
      await granted(judge, E.setHearing, { roomId: 'Room1', hearingId: finishedHearing });
      const first = await granted<RecordingStarted>(judge, E.startRecording, {
        roomId: 'Room1',
        mimeType: H264,
      });
      await sendChunks(judge, first.sessionId, pieces);
      await stopRecording(judge, { roomId: 'Room1', sessionId: first.sessionId });
      await granted(judge, E.setHearing, { roomId: 'Room1', hearingId: ongoingHearing });
      const second = await granted<RecordingStarted>(judge, E.startRecording, {
        roomId: 'Room1',
        mimeType: H264,
      });
      await sendChunks(judge, second.sessionId, pieces.slice(0, ACKED_BEFORE_BACKUP), 0, pieces.length);
      const startedAt = new Date();

      const backups = join(workDir, 'backups');
      const [backup] = await Promise.all([
        backupCommand(original.env, 'backup', backups),
        sendChunks(
          judge,
          second.sessionId,
          pieces.slice(ACKED_BEFORE_BACKUP, -1),
          ACKED_BEFORE_BACKUP,
          pieces.length,
        ),
      ]);
      const dumpedHow = original.env.DATABASE_URL ? 'with pg_dump' : 'through the running server';
      expect(backup).toMatchObject({ code: 0, said: expect.stringContaining(dumpedHow) });
      expect(await backupCommand(original.env, 'restore', backups)).toMatchObject({
        code: 1,
        said: expect.stringMatching(/A server is running on|is not empty/),
      });
      await court.stop();
      const finishedBefore = await original.withDatabase(({ db }) =>
        recordingOf(db, original.mediaDir, finishedHearing),
      );
      const finishedHash = await sha256(finishedBefore.path);
      const [before, loggedBefore] = await original.withDatabase(async ({ db }) => [
        await courtRecord(db),
        (await db.select().from(accessLog).orderBy(asc(accessLog.id))).filter(
          (row) => row.createdAt < startedAt,
        ),
      ]);
      await original.drop();
      await rm(join(workDir, 'original'), { recursive: true, force: true });

      expect(await backupCommand(restored.env, 'restore', backups)).toMatchObject({ code: 0 });
      const [after, loggedAfter] = await restored.withDatabase(async ({ db }) => [
        await courtRecord(db),
        await db.select().from(accessLog).orderBy(asc(accessLog.id)),
      ]);
      expect(after).toEqual(before);
      expect(loggedAfter.slice(0, loggedBefore.length)).toEqual(loggedBefore);

      const restoredCourt = await startServerProcess(restored.env, await freePort());
      for (const role of ROLES) await signInOver(restoredCourt.url, demoAccount(role).email);
      const session = await signInOver(restoredCourt.url, demoAccount('Judge').email);
      const asJudge = { headers: { cookie: `${SESSION_COOKIE}=${session}` } };
      const video = (await (
        await fetch(`${restoredCourt.url}${API_PREFIX}/videos/${finishedHearing}`, asJudge)
      ).json()) as { data: HearingVideo };
      const played = await fetch(`${restoredCourt.url}${video.data.videoUrl}`, asJudge);
      expect(played.status).toBe(200);
      expect(
        createHash('sha256')
          .update(Buffer.from(await played.arrayBuffer()))
          .digest('hex'),
      ).toBe(finishedHash);

      const resumedJudge = await judgeIn(restoredCourt);
      const resumed = await granted<RecordingStarted>(resumedJudge, E.startRecording, {
        roomId: 'Room1',
        mimeType: H264,
      });
      expect(resumed.sessionId).toBe(second.sessionId);
      expect(resumed.nextSeq).toBeGreaterThanOrEqual(ACKED_BEFORE_BACKUP);
      await sendChunks(
        resumedJudge,
        second.sessionId,
        pieces.slice(resumed.nextSeq),
        resumed.nextSeq,
        pieces.length,
      );
      await stopRecording(resumedJudge, { roomId: 'Room1', sessionId: second.sessionId });
      await restoredCourt.stop();
      const ongoing = await restored.withDatabase(({ db }) =>
        recordingOf(db, restored.mediaDir, ongoingHearing),
      );
      expect(Math.abs((await probeDuration(ongoing.path)) - duration)).toBeLessThan(CHUNK_SECONDS);

      expect(await backupCommand(restored.env, 'verify', backups)).toMatchObject({
        code: 0,
        said: expect.stringMatching(/all \d+ file\(s\) match the manifest/),
      });
    },
    RESTORE_TEST_MS,
  );
});
