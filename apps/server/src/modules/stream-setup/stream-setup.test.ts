import { DEFAULT_YOUTUBE_RTMP_PREFIX, MESSAGES } from '@nyaya/shared';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accessLog, streamSetups } from '../../core/db/schema/index.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  CONTROLLER_PATH as base,
  FACEBOOK_KEY,
  YOUTUBE_KEY,
  setupBody,
} from '../../test/fixtures/stream-setup.ts';
import { refusal } from '../../test/refusal.ts';

let t: TestApp;
let controller: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  controller = await clientAs(t.app, 'Controller');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(streamSetups);
});

const create = (body: object) => controller.post(`${base}/streamsetup`, body);
const lastLog = async () => (await t.db.select().from(accessLog).orderBy(desc(accessLog.id)).limit(1))[0];

describe('#streamsetup', () => {
  it('saves a setup (201) with its keys masked, and logs it without the keys', async () => {
    const response = await create(setupBody('Room1', { liveStreamDelay: 0 }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      status: true,
      code: 'streamSetupSaved',
      message: MESSAGES.streamSetupSaved,
      data: {
        id: expect.any(Number),
        roomId: 'Room1',
        liveStreamDelay: 0,
        youtubeUrl: `${DEFAULT_YOUTUBE_RTMP_PREFIX}/court-Room1`,
        youtubeKey: '••••qrst',
        facebookUrl: 'rtmps://live-api-s.facebook.com:443/rtmp/',
        facebookKey: '••••wxyz',
      },
    });
    const logged = await lastLog();
    expect(logged).toMatchObject({ event: 'master_changed', target: 'stream setup Room1' });
    expect(JSON.stringify(logged)).not.toContain(YOUTUBE_KEY.slice(0, 8));
  });

  it('accepts the delay as the form sends it, text', async () => {
    const response = await create(setupBody('Room2', { liveStreamDelay: '10' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.liveStreamDelay).toBe(10);
  });

  it('stores the keys encrypted, never in plain text', async () => {
    await create(setupBody('Room1'));
    const [row] = await t.db.select().from(streamSetups);
    for (const stored of [row?.youtubeKeyEncrypted, row?.facebookKeyEncrypted]) {
      expect(stored).toMatch(/^v1:[^:]+:[^:]+:[^:]+$/);
      expect(stored).not.toContain(YOUTUBE_KEY);
      expect(stored).not.toContain(FACEBOOK_KEY);
    }
  });

  it('refuses a second setup for a room (409 on roomId)', async () => {
    await create(setupBody('Room1'));
    const again = await create(setupBody('Room1'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      status: false,
      code: 'roomHasStreamSetup',
      message: MESSAGES.roomHasStreamSetup,
      field: 'roomId',
    });
  });

  it.each([
    [{ roomId: undefined }, 'roomId', MESSAGES.roomIdRequired],
    [{ roomId: '  ' }, 'roomId', MESSAGES.roomIdRequired],
    [{ roomId: 'Room9' }, 'roomId', MESSAGES.roomIdUnknown],
    [{ youtubeUrl: '' }, 'youtubeUrl', MESSAGES.allFieldsRequired],
    [{ youtubeUrl: 'rtmp://evil.example.com/live2/x' }, 'youtubeUrl', MESSAGES.youtubeUrlPrefix],
    [{ youtubeUrl: 'https://youtube.com/live' }, 'youtubeUrl', MESSAGES.youtubeUrlPrefix],
    [{ youtubeKey: '' }, 'youtubeKey', MESSAGES.youtubeKeyRequired],
    [{ youtubeKey: undefined }, 'youtubeKey', MESSAGES.youtubeKeyRequired],
    [{ facebookUrl: '' }, 'facebookUrl', MESSAGES.allFieldsRequired],
    [{ facebookUrl: 'not a url' }, 'facebookUrl', MESSAGES.facebookUrlInvalid],
    [{ facebookKey: ' ' }, 'facebookKey', MESSAGES.facebookKeyRequired],
    [{ liveStreamDelay: undefined }, 'liveStreamDelay', MESSAGES.allFieldsRequired],
    [{ liveStreamDelay: '' }, 'liveStreamDelay', MESSAGES.allFieldsRequired],
    [{ liveStreamDelay: 'five' }, 'liveStreamDelay', MESSAGES.allFieldsRequired],
    [{ liveStreamDelay: -1 }, 'liveStreamDelay', MESSAGES.delayAtLeastZero],
    [{ liveStreamDelay: 11 }, 'liveStreamDelay', MESSAGES.delayAtMostTen],
    [{ liveStreamDelay: 1.5 }, 'liveStreamDelay', MESSAGES.delayWholeMinutes],
  ])('refuses %j: 400 on %s, nothing saved', async (overrides, field, message) => {
    const response = await create(setupBody('Room1', overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(message, field, { address: DEFAULT_YOUTUBE_RTMP_PREFIX }));
    expect(await t.db.select().from(streamSetups)).toHaveLength(0);
  });
});

describe('#editstream', () => {
  it('saves the changes (200) and logs what changed, without the keys', async () => {
    const { id } = (await create(setupBody('Room1'))).json().data;
    const body = setupBody('Room2', { liveStreamDelay: 5, youtubeKey: 'new-youtube-key-9876' });
    const response = await controller.put(`${base}/editstream/${id}`, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: true,
      code: 'streamSetupSaved',
      message: MESSAGES.streamSetupSaved,
      data: { id, roomId: 'Room2', liveStreamDelay: 5, youtubeKey: '••••9876', facebookKey: '••••wxyz' },
    });
    const logged = await lastLog();
    expect(logged).toMatchObject({ event: 'master_changed', target: 'stream setup Room1' });
    expect(logged?.detail).toContain('room Room1 → Room2');
    expect(logged?.detail).toContain('delay 2 → 5');
    expect(logged?.detail).toContain('YouTube key replaced');
    expect(logged?.detail).not.toContain('Facebook key');
    expect(logged?.detail).not.toContain('9876');
  });

  it('keeps a key sent back exactly as the table masks it', async () => {
    const { id } = (await create(setupBody('Room1'))).json().data;
    const masked = setupBody('Room1', { youtubeKey: '••••qrst', facebookKey: '••••wxyz' });
    expect((await controller.put(`${base}/editstream/${id}`, masked)).statusCode).toBe(200);
    const keys = (await controller.get(`${base}/streamsetup/${id}/keys`)).json().data;
    expect(keys).toEqual({ youtubeKey: YOUTUBE_KEY, facebookKey: FACEBOOK_KEY });
  });

  it('refuses moving to a room that has another setup (409), and an unknown id (404)', async () => {
    await create(setupBody('Room1'));
    const { id } = (await create(setupBody('Room2'))).json().data;
    const moved = await controller.put(`${base}/editstream/${id}`, setupBody('Room1'));
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual({
      status: false,
      code: 'roomHasStreamSetup',
      message: MESSAGES.roomHasStreamSetup,
      field: 'roomId',
    });
    const missing = await controller.put(`${base}/editstream/999999`, setupBody('Room3'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      status: false,
      code: 'streamNotFound',
      message: MESSAGES.streamNotFound,
    });
  });

  it('validates the edit as the create, nothing changed', async () => {
    const { id } = (await create(setupBody('Room1'))).json().data;
    const response = await controller.put(
      `${base}/editstream/${id}`,
      setupBody('Room1', { liveStreamDelay: 11 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      code: 'delayAtMostTen',
      message: MESSAGES.delayAtMostTen,
      field: 'liveStreamDelay',
    });
    const [row] = await t.db.select().from(streamSetups);
    expect(row?.liveStreamDelay).toBe(2);
  });
});

describe('access', () => {
  it.each(['Judge', 'Reader', 'SuperAdmin'] as const)('refuses a %s (403)', async (role) => {
    const other = await clientAs(t.app, role);
    expect((await other.post(`${base}/streamsetup`, setupBody('Room1'))).statusCode).toBe(403);
    expect((await other.get(`${base}/getstreamsetup`)).statusCode).toBe(403);
  });
});
