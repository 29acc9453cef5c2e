import { COURTROOM_EVENTS as E, type RecordingStarted } from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.ts';
import { accessLog, recordingSessions, recordings } from '../../core/db/schema/index.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { anotherInstance } from '../../test/test-app.ts';
import { socketOf, urlOf } from '../../test/fixtures/control-room.ts';
import { createMediaTestApp, type MediaTestApp } from '../../test/fixtures/recordings.ts';
import { OWN_CASE, granted, todaysHearingId } from '../../test/fixtures/courtroom.ts';
import { FINALISING_MS, H264, recordedStream, sendChunks } from '../../test/fixtures/recording.ts';

/** Scale-out needs PostgreSQL and Redis: vitest.config.ts includes *.scale-out.test.ts only in that run. */
if (process.env.NYAYA_TEST_DB !== 'postgres' || !process.env.TEST_REDIS_URL) {
  throw new Error('scale-out tests need NYAYA_TEST_DB=postgres and TEST_REDIS_URL');
}

const ABANDON_SECONDS = 2;

let a: MediaTestApp;
let b: App;
let sources: string;
const opened: Socket[] = [];

beforeAll(async () => {
  sources = await mkdtemp(join(tmpdir(), 'nyaya-watch-'));
  a = await createMediaTestApp({ RECORDING_ABANDON_SECONDS: String(ABANDON_SECONDS) });
  await a.app.listen({ port: 0, host: '127.0.0.1' });
  // A second instance: same database, Redis and media volume, its own memory and its own recording watch.
  b = await anotherInstance(a);
  await b.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  opened.forEach((socket) => socket.close());
  await b.close();
  await a.close();
  await rm(sources, { recursive: true, force: true });
});

async function open(app: App, client: TestClient) {
  const socket = await socketOf(urlOf(app), client);
  opened.push(socket);
  return socket;
}

/** Time the product must let pass with nothing to observe: the abandonment time, and a watch's tick past it. */
const outlastTheAbandonment = () =>
  new Promise((resolve) => setTimeout(resolve, ABANDON_SECONDS * 1000 + 1000));

describe('the recording watch on two instances', () => {
  it(
    'keeps a recording whose judge is on the other instance, and finalises it once when the judge is gone',
    async () => {
      const { pieces } = await recordedStream(sources, H264, 4);
      const hearingId = await todaysHearingId(a.db, OWN_CASE);
      const judgeOnA = await open(a.app, await clientAs(a.app, 'Judge'));
      await granted(judgeOnA, E.joinRoom, {});
      await granted(judgeOnA, E.setHearing, { roomId: 'Room1', hearingId });
      const { sessionId } = await granted<RecordingStarted>(judgeOnA, E.startRecording, {
        roomId: 'Room1',
        mimeType: H264,
      });
      await sendChunks(judgeOnA, sessionId, pieces, 0, pieces.length + 1);
      const judgeOnB = await open(b, await clientAs(b, 'Judge'));
      await granted(judgeOnB, E.joinRoom, {});
      judgeOnA.close();

      // A's watch finds the judge's socket on B through the adapter: the recording stays open.
      await outlastTheAbandonment();
      const [stillOpen] = await a.db
        .select()
        .from(recordingSessions)
        .where(eq(recordingSessions.id, sessionId));
      expect(stillOpen).toMatchObject({ stoppedAt: null });

      judgeOnB.close();
      await vi.waitFor(
        async () => {
          const [session] = await a.db
            .select()
            .from(recordingSessions)
            .where(eq(recordingSessions.id, sessionId));
          expect(session?.recordingId).toEqual(expect.any(Number));
        },
        { timeout: FINALISING_MS, interval: 100 },
      );
      // Both watches saw it abandoned; one claimed it.
      await outlastTheAbandonment();
      expect(await a.db.select().from(recordings).where(eq(recordings.hearingId, hearingId))).toHaveLength(1);
      expect(
        await a.db.select().from(accessLog).where(eq(accessLog.event, 'recording_abandoned')),
      ).toHaveLength(1);
    },
    FINALISING_MS,
  );
});
