import { API_PREFIX, MESSAGES } from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { causeListEntries, recordings } from '../../core/db/schema/index.ts';
import { DEMO_AVAILABLE_CNR } from '../../seed/recordings-data.ts';
import { mediaAreas } from '../../media/media-areas.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { csrf } from '../../test/http.ts';
import {
  addRecording,
  createMediaTestApp,
  listPastHearing,
  videoOf,
  VIDEOS_PATH,
  type MediaTestApp,
} from '../../test/fixtures/recordings.ts';
import { signVideoToken } from './video-token.ts';

let t: MediaTestApp;
let individual: TestClient;
let advocate: TestClient;
let controller: TestClient;
let hearingId: number;
let mp4: Buffer;

/** GET of a video address as the given signed-in client's browser would make it. */
function fetchVideo(url: string, client: TestClient | null, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'GET',
    url,
    cookies: client ? csrf(client.session).cookies : {},
    headers,
  });
}

async function addressFor(client: TestClient, hearing = hearingId): Promise<string> {
  const response = await client.get(`${VIDEOS_PATH}/${hearing}`);
  expect(response.statusCode).toBe(200);
  return videoOf(response).videoUrl;
}

beforeAll(async () => {
  t = await createMediaTestApp();
  [individual, advocate, controller] = await Promise.all([
    clientAs(t.app, 'Individual'),
    clientAs(t.app, 'Advocate'),
    clientAs(t.app, 'Controller'),
  ]);
  // The demo seed's recording: a real H.264/AAC MP4 made by ffmpeg in this test's media directory.
  const [hearing] = await t.db
    .select({ id: causeListEntries.id })
    .from(causeListEntries)
    .where(eq(causeListEntries.cnr, DEMO_AVAILABLE_CNR));
  if (!hearing) throw new Error('no demo hearing');
  hearingId = hearing.id;
  const [recording] = await t.db.select().from(recordings).where(eq(recordings.hearingId, hearingId));
  if (!recording) throw new Error('no demo recording');
  mp4 = await readFile(join(mediaAreas(t.mediaDir).recordings, recording.file));
});
afterAll(() => t.close());

describe('#videos.file', () => {
  it('serves the whole MP4 to the viewer it was signed for, never cached', async () => {
    const response = await fetchVideo(await addressFor(individual), individual);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(Number(response.headers['content-length'])).toBe(mp4.length);
    expect(response.rawPayload.equals(mp4)).toBe(true);
    // A real MP4 with its index first (faststart): ftyp, then moov before mdat.
    expect(mp4.subarray(4, 8).toString()).toBe('ftyp');
    expect(mp4.indexOf('moov')).toBeLessThan(mp4.indexOf('mdat'));
  });

  it('answers a range with 206 and exactly those bytes', async () => {
    const url = await addressFor(individual);
    const middle = await fetchVideo(url, individual, { range: 'bytes=100-199' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 100-199/${mp4.length}`);
    expect(middle.headers['content-length']).toBe('100');
    expect(middle.headers['cache-control']).toBe('private, no-store');
    expect(middle.rawPayload.equals(mp4.subarray(100, 200))).toBe(true);

    const openEnded = await fetchVideo(url, individual, { range: `bytes=${mp4.length - 1000}-` });
    expect(openEnded.statusCode).toBe(206);
    expect(openEnded.headers['content-range']).toBe(
      `bytes ${mp4.length - 1000}-${mp4.length - 1}/${mp4.length}`,
    );
    expect(openEnded.rawPayload.equals(mp4.subarray(mp4.length - 1000))).toBe(true);

    const suffix = await fetchVideo(url, individual, { range: 'bytes=-500' });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes ${mp4.length - 500}-${mp4.length - 1}/${mp4.length}`);
    expect(suffix.rawPayload.equals(mp4.subarray(mp4.length - 500))).toBe(true);
  });

  it('answers 416 for a range past the end of the file', async () => {
    const response = await fetchVideo(await addressFor(individual), individual, {
      range: `bytes=${mp4.length + 10}-${mp4.length + 20}`,
    });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${mp4.length}`);
    expect(response.json()).toEqual({
      status: false,
      code: 'invalidRequest',
      message: MESSAGES.invalidRequest,
    });
  });

  it('gives nothing to another person holding a copied address', async () => {
    const url = await addressFor(individual);
    for (const other of [advocate, controller]) {
      const response = await fetchVideo(url, other);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: false, code: 'forbidden', message: MESSAGES.forbidden });
    }
  });

  it('refuses a tampered address with 403 and a malformed one with 400', async () => {
    const url = await addressFor(individual);
    const [payload = '', signature = ''] = url.split('/').pop()?.split('.') ?? [];
    const flipped = `${payload.slice(0, -1)}${payload.endsWith('A') ? 'B' : 'A'}`;
    const reversed = signature.split('').reverse().join('');
    for (const token of [`${flipped}.${signature}`, `${payload}.${reversed}`]) {
      const response = await fetchVideo(`${API_PREFIX}${VIDEOS_PATH}/file/${token}`, individual);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: false, code: 'forbidden', message: MESSAGES.forbidden });
    }
    const signedElsewhere = signVideoToken(
      { recordingId: 1, userId: 'x', expiresAt: new Date(Date.now() + 60_000) },
      'another-secret-another-secret-another-secret',
    );
    expect(
      (await fetchVideo(`${API_PREFIX}${VIDEOS_PATH}/file/${signedElsewhere}`, individual)).statusCode,
    ).toBe(403);
    const malformed = await fetchVideo(`${API_PREFIX}${VIDEOS_PATH}/file/not-a-token`, individual);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      status: false,
      code: 'invalidRequest',
      message: MESSAGES.invalidRequest,
      field: 'token',
    });
  });

  it('answers 410 once the address has expired', async () => {
    const [recording] = await t.db.select().from(recordings).where(eq(recordings.hearingId, hearingId));
    const me = await individual.get('/users/me');
    const token = signVideoToken(
      { recordingId: recording?.id ?? 0, userId: me.json().data.id, expiresAt: new Date(Date.now() - 1000) },
      t.config.mediaUrlSecret.value,
    );
    const response = await fetchVideo(`${API_PREFIX}${VIDEOS_PATH}/file/${token}`, individual);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({
      status: false,
      code: 'videoLinkExpired',
      message: MESSAGES.videoLinkExpired,
    });
  });

  it('answers 404 when the recording is gone or no longer open to the viewer', async () => {
    const hearing = await listPastHearing(t, controller, { cnr: 'DLNW010000612024', daysAgo: 6 });
    const recording = await addRecording(t, { hearingId: hearing.id });
    const url = await addressFor(individual, hearing.id);
    expect((await fetchVideo(url, individual)).statusCode).toBe(200);

    await rm(recording.path);
    const missing = await fetchVideo(url, individual);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      status: false,
      code: 'recordingNotAvailable',
      message: MESSAGES.recordingNotAvailable,
    });

    await t.db.update(recordings).set({ state: 'expired' }).where(eq(recordings.id, recording.id));
    const expired = await fetchVideo(url, individual);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({
      status: false,
      code: 'recordingNotAvailable',
      message: MESSAGES.recordingNotAvailable,
    });

    await t.db.delete(recordings).where(eq(recordings.id, recording.id));
    expect((await fetchVideo(url, individual)).statusCode).toBe(404);
  });

  it('answers 401 to anonymous callers', async () => {
    const response = await fetchVideo(await addressFor(individual), null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: false, code: 'notSignedIn', message: MESSAGES.notSignedIn });
  });
});
