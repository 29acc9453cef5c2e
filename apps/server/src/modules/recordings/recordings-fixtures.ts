import { courtDaysAgo, demoAccount, type HearingVideo } from '@nyaya/shared';
import { and, eq } from 'drizzle-orm';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { causeListEntries, recordings } from '../../db/schema/index.ts';
import { mediaAreas } from '../../media/media-areas.ts';
import type { TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CAUSE_LIST_PATH, entryBody } from '../cause-list/cause-list-fixtures.ts';

export const VIDEOS_PATH = '/videos';
const DAY_MS = 24 * 60 * 60 * 1000;

export type MediaTestApp = TestApp & { mediaDir: string };

/** A test app whose media directory is a fresh temporary folder (the demo seed puts its clip there). */
export async function createMediaTestApp(env: Record<string, string> = {}): Promise<MediaTestApp> {
  const mediaDir = await mkdtemp(join(tmpdir(), 'nyaya-media-'));
  const t = await createTestApp({ ...env, MEDIA_DIR: mediaDir });
  return {
    ...t,
    mediaDir,
    close: async () => {
      await t.close();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

export const daysAgo = (days: number, now = new Date()) => new Date(now.getTime() - days * DAY_MS);

/** Lists a past hearing through the Controller's cause-list form and returns its id (the hearing id). */
export async function listPastHearing(
  t: TestApp,
  controller: TestClient,
  hearing: { cnr: string; daysAgo: number; roomNo?: string; streamingExclusion?: string },
): Promise<{ id: number; cnr: string; hearingDate: string; roomNo: string }> {
  const hearingDate = courtDaysAgo(hearing.daysAgo);
  const roomNo = hearing.roomNo ?? 'Room1';
  const body = entryBody({
    cnr: hearing.cnr,
    nextDate: hearingDate,
    roomNo,
    streamingExclusion: hearing.streamingExclusion ?? 'none',
  });
  expect((await controller.post(`${CAUSE_LIST_PATH}/addCauseList`, body)).statusCode).toBe(201);
  const [row] = await t.db
    .select({ id: causeListEntries.id })
    .from(causeListEntries)
    .where(and(eq(causeListEntries.cnr, hearing.cnr), eq(causeListEntries.nextDate, hearingDate)));
  if (!row) throw new Error(`no hearing ${hearing.cnr}`);
  return { id: row.id, cnr: hearing.cnr, hearingDate, roomNo };
}

let fileCounter = 0;

/**
 * A hearing's recording as the courtroom will leave it: a file in the recordings area (or, expired, in the
 * archive area) and its row. The content is a few bytes unless given.
 */
export async function addRecording(
  t: MediaTestApp,
  recording: {
    hearingId: number;
    state?: 'available' | 'expired';
    recordedAt?: Date;
    content?: Buffer;
    withFile?: boolean;
  },
) {
  const state = recording.state ?? 'available';
  const file = `test-${process.pid}-${++fileCounter}.mp4`;
  const content = recording.content ?? Buffer.from(`recording ${file}`);
  const areas = mediaAreas(t.mediaDir);
  const path = join(state === 'available' ? areas.recordings : areas.archive, file);
  if (recording.withFile !== false) await writeFile(path, content);
  const [row] = await t.db
    .insert(recordings)
    .values({
      causeListEntryId: recording.hearingId,
      file,
      sizeBytes: content.length,
      durationSeconds: 20,
      state,
      recordedAt: recording.recordedAt ?? new Date(),
      expiredAt: state === 'expired' ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('no recording');
  return { ...row, path };
}

/** The Controller files an archival request for the demo Individual and approves it. */
export async function approveArchival(
  controller: TestClient,
  hearing: { cnr: string; hearingDate: string; roomNo: string },
  requester: 'Individual' | 'Advocate' = 'Individual',
): Promise<number> {
  const created = await controller.post('/archival/createRequest', {
    requesterEmail: demoAccount(requester).email,
    cnr: hearing.cnr,
    hearingDate: hearing.hearingDate,
    roomNo: hearing.roomNo,
    reason: 'I need the recording of this hearing for my appeal.',
  });
  expect(created.statusCode).toBe(201);
  const id = created.json().data.id as number;
  const approved = await controller.put(`/archival/approve/${id}`, { accessDays: 1 });
  expect(approved.statusCode).toBe(200);
  return id;
}

export function videoOf(response: { json: () => unknown }): HearingVideo {
  return (response.json() as { data: HearingVideo }).data;
}
