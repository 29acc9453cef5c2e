import { courtDaysAgo, MESSAGES } from '@nyaya/shared';
import { count, eq } from 'drizzle-orm';
import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaAreas } from '../media/media-areas.ts';
import { createMediaTestApp, type MediaTestApp } from '../test/fixtures/recordings.ts';
import { clientAs } from '../test/client.ts';
import { causeListEntries, recordings, streamingRooms } from '../core/db/schema/index.ts';
import { seedDatabase } from './index.ts';
import { DEMO_AVAILABLE_CNR, DEMO_CLIP_SECONDS, DEMO_EXPIRED_CNR } from './recordings-data.ts';
import { demoRecordingFile, seedDemoRecordings } from './recordings.ts';
import { DEMO_HEARING_CNR } from './cause-list-data.ts';

const run = promisify(execFile);

let t: MediaTestApp;
beforeAll(async () => {
  t = await createMediaTestApp();
});
afterAll(() => t.close());

async function demoRecordings() {
  return t.db
    .select({
      cnr: causeListEntries.cnr,
      nextDate: causeListEntries.nextDate,
      room: streamingRooms.name,
      file: recordings.file,
      state: recordings.state,
      sizeBytes: recordings.sizeBytes,
      durationSeconds: recordings.durationSeconds,
    })
    .from(recordings)
    .innerJoin(causeListEntries, eq(recordings.hearingId, causeListEntries.id))
    .innerJoin(streamingRooms, eq(causeListEntries.streamingRoomId, streamingRooms.id))
    .orderBy(causeListEntries.cnr);
}

async function probe(path: string) {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_name:format=duration',
    '-of',
    'json',
    path,
  ]);
  return JSON.parse(stdout) as { streams: { codec_name: string }[]; format: { duration: string } };
}

describe('seedDemoRecordings', () => {
  it('makes an available recording three days back and an expired one 200 days back, with real MP4 files', async () => {
    const areas = mediaAreas(t.mediaDir);
    const rows = await demoRecordings();
    expect(rows).toMatchObject([
      {
        cnr: DEMO_AVAILABLE_CNR,
        nextDate: courtDaysAgo(3),
        room: 'Room1',
        file: demoRecordingFile(DEMO_AVAILABLE_CNR),
        state: 'available',
        durationSeconds: DEMO_CLIP_SECONDS,
      },
      {
        cnr: DEMO_EXPIRED_CNR,
        nextDate: courtDaysAgo(200),
        room: 'Room2',
        file: demoRecordingFile(DEMO_EXPIRED_CNR),
        state: 'expired',
      },
    ]);
    const available = join(areas.recordings, demoRecordingFile(DEMO_AVAILABLE_CNR));
    const archived = join(areas.archive, demoRecordingFile(DEMO_EXPIRED_CNR));
    expect((await stat(available)).size).toBe(rows[0]?.sizeBytes);
    expect((await stat(archived)).size).toBe(rows[1]?.sizeBytes);
    const media = await probe(available);
    expect(media.streams.map((stream) => stream.codec_name).sort()).toEqual(['aac', 'h264']);
    expect(Number(media.format.duration)).toBeCloseTo(DEMO_CLIP_SECONDS, 0);
  });

  it('gives the case search all three statuses', async () => {
    const individual = await clientAs(t.app, 'Individual');
    const statusOf = async (crnNumber: string) =>
      (await individual.post('/streaming/crnSearch', { crnNumber })).json().data[0]?.status;
    expect(await statusOf(DEMO_AVAILABLE_CNR)).toBe('Available');
    expect(await statusOf(DEMO_EXPIRED_CNR)).toBe('Expired');
    expect(await statusOf(DEMO_HEARING_CNR)).toBe('Upcoming');
    // Nobody has asked for the expired one: there is nothing to watch until an archival request is approved.
    const [hearing] = await t.db
      .select({ id: causeListEntries.id })
      .from(causeListEntries)
      .where(eq(causeListEntries.cnr, DEMO_EXPIRED_CNR));
    const expired = await individual.get(`/videos/${hearing?.id}`);
    expect(expired.json()).toEqual({
      status: false,
      code: 'recordingNotAvailable',
      message: MESSAGES.recordingNotAvailable,
    });
  });

  it('adds nothing and makes no new file on later starts', async () => {
    const file = join(mediaAreas(t.mediaDir).recordings, demoRecordingFile(DEMO_AVAILABLE_CNR));
    const before = { rows: await demoRecordings(), modified: (await stat(file)).mtimeMs };
    await seedDatabase(t.db, t.config);
    await seedDatabase(t.db, t.config);
    expect(await demoRecordings()).toEqual(before.rows);
    expect((await stat(file)).mtimeMs).toBe(before.modified);
  });

  it('skips the demo recordings, saying why, when ffmpeg is missing; reuses the files once it is back', async () => {
    const file = join(mediaAreas(t.mediaDir).recordings, demoRecordingFile(DEMO_AVAILABLE_CNR));
    const modified = (await stat(file)).mtimeMs;
    await t.db.delete(recordings);
    const warnings: string[] = [];
    const log = { info: () => undefined, warn: (message: string) => void warnings.push(message) };
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      await seedDemoRecordings(t.db, t.mediaDir, log);
    } finally {
      process.env.PATH = path;
    }
    expect(warnings).toEqual([expect.stringContaining('ffmpeg is not installed')]);
    const [none] = await t.db.select({ total: count() }).from(recordings);
    expect(none?.total).toBe(0);

    await seedDemoRecordings(t.db, t.mediaDir, log);
    expect((await demoRecordings()).map((row) => row.state)).toEqual(['available', 'expired']);
    expect((await stat(file)).mtimeMs).toBe(modified);
  });
});
