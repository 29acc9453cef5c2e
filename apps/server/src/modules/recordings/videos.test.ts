import { API_PREFIX, MESSAGES, VIDEO_LINK_TTL_MINUTES } from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archivalRequests } from '../../core/db/schema/index.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import {
  addRecording,
  approveArchival,
  createMediaTestApp,
  daysAgo,
  listPastHearing,
  videoOf,
  VIDEOS_PATH,
  type MediaTestApp,
} from '../../test/fixtures/recordings.ts';

let t: MediaTestApp;
let controller: TestClient;
let individual: TestClient;
let advocate: TestClient;
let judge: TestClient;

beforeAll(async () => {
  t = await createMediaTestApp();
  [controller, individual, advocate, judge] = await Promise.all([
    clientAs(t.app, 'Controller'),
    clientAs(t.app, 'Individual'),
    clientAs(t.app, 'Advocate'),
    clientAs(t.app, 'Judge'),
  ]);
});
afterAll(() => t.close());

describe('#videos.get', () => {
  it('gives every signed-in user the available recordings, newest first, with signed addresses', async () => {
    const hearing = await listPastHearing(t, controller, { cnr: 'DLNW010000512024', daysAgo: 5 });
    const older = await addRecording(t, { hearingId: hearing.id, recordedAt: daysAgo(5.2) });
    const newer = await addRecording(t, { hearingId: hearing.id, recordedAt: daysAgo(5.1) });
    const before = Date.now();
    const response = await individual.get(`${VIDEOS_PATH}/${hearing.id}`);
    expect(response.statusCode).toBe(200);
    const video = videoOf(response);
    expect(video.recordings.map((recording) => recording.id)).toEqual([newer.id, older.id]);
    expect(video.videoUrl).toBe(video.recordings[0]?.videoUrl);
    expect(video.videoUrl).toMatch(new RegExp(`^${API_PREFIX}/videos/file/[\\w-]+\\.[\\w-]{43}$`));
    expect(video.recordings[0]).toMatchObject({
      durationSeconds: 20,
      recordedAt: newer.recordedAt.toISOString(),
    });
    expect(video.hearing).toMatchObject({
      hearingId: hearing.id,
      cnr: 'DLNW010000512024',
      status: 'Available',
      recordings: 2,
      courtRoom: 'Room1',
      streamable: true,
    });
    const expiresAt = Date.parse(video.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + VIDEO_LINK_TTL_MINUTES * 60_000 - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + VIDEO_LINK_TTL_MINUTES * 60_000);
    for (const client of [advocate, judge, controller]) {
      expect((await client.get(`${VIDEOS_PATH}/${hearing.id}`)).statusCode).toBe(200);
    }
  });

  it('keeps a hearing excluded from streaming to its judge and the controller', async () => {
    const hearing = await listPastHearing(t, controller, {
      cnr: 'DLNW010000522024',
      daysAgo: 4,
      streamingExclusion: 'matrimonial',
    });
    await addRecording(t, { hearingId: hearing.id });
    for (const client of [individual, advocate]) {
      const response = await client.get(`${VIDEOS_PATH}/${hearing.id}`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        status: false,
        code: 'recordingRestricted',
        message: MESSAGES.recordingRestricted,
      });
    }
    for (const client of [judge, controller]) {
      const response = await client.get(`${VIDEOS_PATH}/${hearing.id}`);
      expect(response.statusCode).toBe(200);
      expect(videoOf(response).hearing.streamable).toBe(false);
    }
  });

  it('opens an expired recording only to the requester of an approved archival request, while it lasts', async () => {
    const hearing = await listPastHearing(t, controller, {
      cnr: 'DLNW010000532024',
      daysAgo: 150,
      roomId: 'Room2',
    });
    const expired = await addRecording(t, {
      hearingId: hearing.id,
      state: 'expired',
      recordedAt: daysAgo(150),
    });
    const refused = await individual.get(`${VIDEOS_PATH}/${hearing.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({
      status: false,
      code: 'recordingNotAvailable',
      message: MESSAGES.recordingNotAvailable,
    });

    const requestId = await approveArchival(controller, hearing, 'Individual');
    const granted = await individual.get(`${VIDEOS_PATH}/${hearing.id}`);
    expect(granted.statusCode).toBe(200);
    expect(videoOf(granted).recordings.map((recording) => recording.id)).toEqual([expired.id]);
    expect(videoOf(granted).hearing.status).toBe('Expired');
    // Someone else's approval restores nothing for the others, whatever their role.
    for (const client of [advocate, judge, controller]) {
      const response = await client.get(`${VIDEOS_PATH}/${hearing.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(MESSAGES.recordingNotAvailable);
    }

    await t.db
      .update(archivalRequests)
      .set({ accessUntil: new Date(Date.now() - 60_000) })
      .where(eq(archivalRequests.id, requestId));
    const lapsed = await individual.get(`${VIDEOS_PATH}/${hearing.id}`);
    expect(lapsed.statusCode).toBe(404);
    expect(lapsed.json().message).toBe(MESSAGES.recordingNotAvailable);
  });

  it('lists only what the caller may watch when a hearing has both kinds', async () => {
    const hearing = await listPastHearing(t, controller, { cnr: 'DLNW010000542024', daysAgo: 100 });
    const expired = await addRecording(t, {
      hearingId: hearing.id,
      state: 'expired',
      recordedAt: daysAgo(100),
    });
    const available = await addRecording(t, { hearingId: hearing.id, recordedAt: daysAgo(99) });
    const ids = async (client: TestClient) =>
      videoOf(await client.get(`${VIDEOS_PATH}/${hearing.id}`)).recordings.map((recording) => recording.id);
    expect(await ids(advocate)).toEqual([available.id]);
    await approveArchival(controller, hearing, 'Advocate');
    expect(await ids(advocate)).toEqual([available.id, expired.id]);
  });

  it('answers 404 for a hearing without recordings and for an unknown hearing', async () => {
    const hearing = await listPastHearing(t, controller, { cnr: 'DLNW010000552024', daysAgo: 2 });
    const none = await individual.get(`${VIDEOS_PATH}/${hearing.id}`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({
      status: false,
      code: 'recordingNotAvailable',
      message: MESSAGES.recordingNotAvailable,
    });
    const unknown = await individual.get(`${VIDEOS_PATH}/987654`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      status: false,
      code: 'hearingNotFound',
      message: MESSAGES.hearingNotFound,
    });
  });

  it('refuses a hearing id that is not one, naming the field', async () => {
    for (const bad of ['abc', '0', '-3', '99999999999']) {
      const response = await individual.get(`${VIDEOS_PATH}/${bad}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: false,
        code: 'invalidRequest',
        message: MESSAGES.invalidRequest,
        field: 'hearingId',
      });
    }
  });

  it('answers 401 to anonymous callers', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_PREFIX}${VIDEOS_PATH}/1` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: false, code: 'notSignedIn', message: MESSAGES.notSignedIn });
  });
});
