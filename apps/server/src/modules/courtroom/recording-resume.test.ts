import { COURTROOM_EVENTS as E, type RecordingStarted } from '@nyaya/shared';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { probeDuration } from '../../media/recording/finalise.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { socketOf, urlOf } from '../../test/fixtures/control-room.ts';
import { createMediaTestApp, type MediaTestApp } from '../../test/fixtures/recordings.ts';
import { OWN_CASE, granted, todaysHearingId } from '../../test/fixtures/courtroom.ts';
import {
  FINALISING_MS,
  H264,
  recordingOf,
  recordedStream,
  sendChunks,
  stopRecording,
} from '../../test/fixtures/recording.ts';

let t: MediaTestApp;
let restarted: App | undefined;
let judge: TestClient;
let sources: string;
const opened: Socket[] = [];

beforeAll(async () => {
  t = await createMediaTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  judge = await clientAs(t.app, 'Judge');
  sources = await mkdtemp(join(tmpdir(), 'nyaya-recorded-'));
});
afterAll(async () => {
  opened.forEach((socket) => socket.close());
  await restarted?.close();
  await t.close();
  await rm(sources, { recursive: true, force: true });
});

async function judgeIn(app: App) {
  const socket = await socketOf(urlOf(app), judge);
  opened.push(socket);
  await granted(socket, E.joinRoom, {});
  return socket;
}

describe('a recording across a server restart', () => {
  it(
    'resumes the open session where its acked chunks end, and the MP4 holds the whole hearing',
    async () => {
      const { pieces, duration } = await recordedStream(sources, H264);
      const hearingId = await todaysHearingId(t.db, OWN_CASE);
      const before = await judgeIn(t.app);
      await granted(before, E.setHearing, { roomId: 'Room1', hearingId });
      const started = await granted<RecordingStarted>(before, E.startRecording, {
        roomId: 'Room1',
        mimeType: H264,
      });
      await sendChunks(before, started.sessionId, pieces.slice(0, 5), 0, pieces.length);

      // The server goes down mid-hearing; the same deployment (database, MEDIA_DIR) comes back up.
      before.close();
      await t.app.close();
      restarted = await buildApp({ config: t.config, db: t.db, readiness: { ready: true } });
      await restarted.listen({ port: 0, host: '127.0.0.1' });

      const after = await judgeIn(restarted);
      expect(
        await granted<RecordingStarted>(after, E.startRecording, { roomId: 'Room1', mimeType: H264 }),
      ).toEqual({ sessionId: started.sessionId, nextSeq: 5 });
      // The chunk whose ack was lost in the restart is sent again: acked, not stored twice.
      await sendChunks(after, started.sessionId, pieces.slice(4), 4, pieces.length);
      expect(await stopRecording(after, { roomId: 'Room1', sessionId: started.sessionId })).toEqual({
        status: true,
        data: null,
      });

      const finalDuration = await probeDuration((await recordingOf(t.db, t.mediaDir, hearingId)).path);
      expect(Math.abs(finalDuration - duration)).toBeLessThan(1);
    },
    FINALISING_MS,
  );
});
