import { MESSAGES } from '@nyaya/shared';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { access, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  accessLog,
  courtRooms,
  highCourtBenches,
  recordings,
  streamingRooms,
} from '../../core/db/schema/index.ts';
import { demoRecordingFile } from '../../seed/recordings.ts';
import { DEMO_AVAILABLE_CNR } from '../../seed/recordings-data.ts';
import { mediaAreas } from '../../media/media-areas.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import {
  addRecording,
  createMediaTestApp,
  daysAgo,
  listPastHearing,
  type MediaTestApp,
} from '../../test/fixtures/recordings.ts';
import { runRetention, startRetentionJob, type RetentionLog } from './retention.ts';

let t: MediaTestApp;
let controller: TestClient;
const warnings: string[] = [];
const log: RetentionLog = {
  info: () => undefined,
  warn: (message: unknown) => void warnings.push(String(message)),
  error: () => undefined,
};

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

async function retentionEntries(): Promise<number> {
  const [row] = await t.db
    .select({ total: count() })
    .from(accessLog)
    .where(and(eq(accessLog.event, 'recordings_expired'), eq(accessLog.target, 'recordings')));
  return row?.total ?? 0;
}

async function stateOf(id: number) {
  const [row] = await t.db.select().from(recordings).where(eq(recordings.id, id));
  return row;
}

beforeAll(async () => {
  t = await createMediaTestApp();
  controller = await clientAs(t.app, 'Controller');
  // District courts keep recordings 30 days, the High Court 100, set as the Controller would.
  const saved = await controller.post('/master/retentionPeriod', {
    districtCourtDays: 30,
    highCourtDays: 100,
  });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().message).toBe(MESSAGES.retentionSaved);
  // Room3 becomes a High Court bench's room and no district court room's; Room2 is linked from both.
  const rooms = new Map((await t.db.select().from(streamingRooms)).map((room) => [room.name, room.id]));
  const [room2, room3] = [rooms.get('Room2'), rooms.get('Room3')];
  if (!room2 || !room3) throw new Error('no Room2/Room3');
  await t.db.update(courtRooms).set({ streamingRoomId: null }).where(eq(courtRooms.streamingRoomId, room3));
  const benches = await t.db.select().from(highCourtBenches).limit(2);
  const [first, second] = benches;
  if (!first || !second) throw new Error('no benches');
  await t.db
    .update(highCourtBenches)
    .set({ streamingRoomId: room3 })
    .where(eq(highCourtBenches.id, first.id));
  await t.db
    .update(highCourtBenches)
    .set({ streamingRoomId: room2 })
    .where(eq(highCourtBenches.id, second.id));
});
afterAll(() => t.close());

describe('runRetention', () => {
  it('moves exactly the recordings past their court type’s days to the archive area, once', async () => {
    const hearing = (cnr: string, days: number, roomId: string) =>
      listPastHearing(t, controller, { cnr, daysAgo: days, roomId });
    const record = async (cnr: string, days: number, roomId: string, withFile = true) =>
      addRecording(t, {
        hearingId: (await hearing(cnr, days, roomId)).id,
        recordedAt: daysAgo(days),
        withFile,
      });
    const districtPast = await record('DLNW010000712024', 31, 'Room1');
    const districtWithin = await record('DLNW010000722024', 29, 'Room1');
    const highWithin = await record('DLNW010000732024', 31, 'Room3');
    const highPast = await record('DLNW010000742024', 101, 'Room3');
    const sharedRoomPast = await record('DLNW010000752024', 31, 'Room2');
    const missingFile = await record('DLNW010000762024', 40, 'Room1', false);
    const alreadyExpired = await addRecording(t, {
      hearingId: (await hearing('DLNW010000772024', 300, 'Room1')).id,
      state: 'expired',
      recordedAt: daysAgo(300),
    });
    const entriesBefore = await retentionEntries();
    // A sealed recording's manifest goes to the archive with it.
    await writeFile(`${districtPast.path}.manifest.json`, '{}');

    const run = await runRetention(t.db, { mediaDir: t.mediaDir, log });
    expect(run).toEqual({ skipped: false, expired: 4, missingFiles: 1 });

    const areas = mediaAreas(t.mediaDir);
    for (const expired of [districtPast, highPast, sharedRoomPast]) {
      expect(await stateOf(expired.id)).toMatchObject({ state: 'expired', expiredAt: expect.any(Date) });
      expect(await exists(expired.path)).toBe(false);
      expect(await exists(join(areas.archive, expired.file))).toBe(true);
    }
    expect(await exists(join(areas.archive, `${districtPast.file}.manifest.json`))).toBe(true);
    expect(await exists(`${districtPast.path}.manifest.json`)).toBe(false);
    expect(await stateOf(missingFile.id)).toMatchObject({ state: 'expired' });
    expect(warnings.some((warning) => warning.includes(missingFile.file))).toBe(true);
    for (const kept of [districtWithin, highWithin]) {
      expect(await stateOf(kept.id)).toMatchObject({ state: 'available', expiredAt: null });
      expect(await exists(kept.path)).toBe(true);
    }
    expect((await stateOf(alreadyExpired.id))?.expiredAt).toEqual(alreadyExpired.expiredAt);
    // The demo recording of three days ago is well within the district's 30 days.
    const [demo] = await t.db
      .select()
      .from(recordings)
      .where(eq(recordings.file, demoRecordingFile(DEMO_AVAILABLE_CNR)));
    expect(demo?.state).toBe('available');

    expect(await retentionEntries()).toBe(entriesBefore + 1);
    const [entry] = await t.db
      .select()
      .from(accessLog)
      .where(eq(accessLog.target, 'recordings'))
      .orderBy(sql`${accessLog.id} desc`)
      .limit(1);
    expect(entry?.detail).toContain('4 recording(s) expired');
    expect(entry?.detail).toContain('1 file(s) missing');

    // The case search now shows the expired hearing as Expired.
    const search = await controller.post('/streaming/crnSearch', { crnNumber: 'DLNW010000712024' });
    expect(search.json().data[0].status).toBe('Expired');

    // Idempotent: a second run finds nothing and logs nothing.
    expect(await runRetention(t.db, { mediaDir: t.mediaDir, log })).toEqual({
      skipped: false,
      expired: 0,
      missingFiles: 0,
    });
    expect(await retentionEntries()).toBe(entriesBefore + 1);
  });

  it('expires each recording once when two runs start together', async () => {
    const hearingIds = [];
    for (const cnr of ['DLNW010000812024', 'DLNW010000822024']) {
      hearingIds.push((await listPastHearing(t, controller, { cnr, daysAgo: 45 })).id);
    }
    const due = await Promise.all(
      hearingIds.map((hearingId) => addRecording(t, { hearingId, recordedAt: daysAgo(45) })),
    );
    const runs = await Promise.all([
      runRetention(t.db, { mediaDir: t.mediaDir, log }),
      runRetention(t.db, { mediaDir: t.mediaDir, log }),
    ]);
    const expired = runs.reduce((total, run) => total + (run.skipped ? 0 : run.expired), 0);
    expect(expired).toBe(2);
    const rows = await t.db
      .select()
      .from(recordings)
      .where(
        inArray(
          recordings.id,
          due.map((recording) => recording.id),
        ),
      );
    expect(rows.every((row) => row.state === 'expired')).toBe(true);
  });

  it('runs at once when the server starts it, until stopped', async () => {
    const hearing = await listPastHearing(t, controller, { cnr: 'DLNW010000832024', daysAgo: 50 });
    const due = await addRecording(t, { hearingId: hearing.id, recordedAt: daysAgo(50) });
    const stop = startRetentionJob(t.db, { mediaDir: t.mediaDir, log });
    try {
      await vi.waitFor(async () => expect((await stateOf(due.id))?.state).toBe('expired'), { timeout: 5000 });
    } finally {
      stop();
    }
  });
});
