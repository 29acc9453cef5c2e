import { DEFAULT_YOUTUBE_RTMP_PREFIX, MESSAGES, PAGE_SIZE, type StreamSetup } from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamSetups, streamingRooms } from '../../core/db/schema/index.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createKeyCipher } from './key-cipher.ts';
import {
  CONTROLLER_PATH as base,
  FACEBOOK_KEY,
  YOUTUBE_KEY,
  setupBody,
} from '../../test/fixtures/stream-setup.ts';

let t: TestApp;
let controller: TestClient;

/** Twelve rooms (the seeded three and Room04..Room12), each with a setup: more than one page. */
const EXTRA_ROOMS = Array.from({ length: 9 }, (_, index) => `Room${String(index + 4).padStart(2, '0')}`);
/** Room order as the database sorts names: "Room1" after "Room09", before "Room10". */
const ALL_ROOMS = ['Room1', 'Room2', 'Room3', ...EXTRA_ROOMS].sort();

beforeAll(async () => {
  t = await createTestApp();
  controller = await clientAs(t.app, 'Controller');
  await t.db.insert(streamingRooms).values(EXTRA_ROOMS.map((name) => ({ name })));
  for (const room of ALL_ROOMS) {
    const response = await controller.post(`${base}/streamsetup`, setupBody(room));
    expect(response.statusCode).toBe(201);
  }
});
afterAll(() => t.close());

const page = async (n?: number) =>
  (await controller.get(`${base}/getstreamsetup${n ? `?page=${n}` : ''}`)).json();

describe('#getstreamsetup', () => {
  it('gives 10 a page in room order, with the totals', async () => {
    const first = await page();
    expect(first).toMatchObject({ status: true, page: 1, total: 12, totalPages: 2 });
    expect(first.data).toHaveLength(PAGE_SIZE.streamSetup);
    const second = await page(2);
    expect(second).toMatchObject({ page: 2, total: 12, totalPages: 2 });
    const rooms = [...first.data, ...second.data].map((setup: StreamSetup) => setup.roomId);
    expect(rooms).toEqual(ALL_ROOMS);
    expect((await page(3)).data).toEqual([]);
  });

  it('masks every key', async () => {
    const { data } = await page();
    for (const setup of data as StreamSetup[]) {
      expect(setup).toMatchObject({ youtubeKey: '••••qrst', facebookKey: '••••wxyz' });
    }
    expect(JSON.stringify(data)).not.toContain(YOUTUBE_KEY);
    expect(JSON.stringify(data)).not.toContain(FACEBOOK_KEY);
  });

  it('refuses a page that is not a whole number from 1 (400)', async () => {
    expect((await controller.get(`${base}/getstreamsetup?page=0`)).statusCode).toBe(400);
    expect((await controller.get(`${base}/getstreamsetup?page=x`)).statusCode).toBe(400);
  });
});

describe('#streamsetup/:id/keys', () => {
  it('reveals the plain keys of one setup', async () => {
    const [setup] = (await page()).data as StreamSetup[];
    const response = await controller.get(`${base}/streamsetup/${setup?.id}/keys`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      data: { youtubeKey: YOUTUBE_KEY, facebookKey: FACEBOOK_KEY },
    });
  });

  it('answers 404 for an unknown setup', async () => {
    const response = await controller.get(`${base}/streamsetup/999999/keys`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: false,
      code: 'streamNotFound',
      message: MESSAGES.streamNotFound,
    });
  });

  it('says a key written with another secret is unreadable, without failing', async () => {
    const other = createKeyCipher('another-secret-of-at-least-32-characters');
    const [room] = await t.db.insert(streamingRooms).values({ name: 'RoomX' }).returning();
    const [row] = await t.db
      .insert(streamSetups)
      .values({
        streamingRoomId: room?.id ?? 0,
        liveStreamDelay: 1,
        youtubeUrl: `${DEFAULT_YOUTUBE_RTMP_PREFIX}/x`,
        youtubeKeyEncrypted: other.encrypt(YOUTUBE_KEY),
        facebookUrl: 'https://facebook.com/live',
        facebookKeyEncrypted: other.encrypt(FACEBOOK_KEY),
      })
      .returning();
    try {
      const keys = await controller.get(`${base}/streamsetup/${row?.id}/keys`);
      expect(keys.statusCode).toBe(200);
      expect(keys.json()).toEqual({
        status: true,
        code: 'streamKeyUnreadable',
        message: MESSAGES.streamKeyUnreadable,
        data: { youtubeKey: '', facebookKey: '' },
      });
      const found = await controller.post(`${base}/searchStreamByRoomNo`, { roomId: 'RoomX' });
      expect(found.json().data[0]).toMatchObject({ youtubeKey: '', facebookKey: '' });
    } finally {
      await t.db.delete(streamSetups).where(eq(streamSetups.id, row?.id ?? 0));
      await t.db.delete(streamingRooms).where(eq(streamingRooms.name, 'RoomX'));
    }
  });
});

describe('#searchStreamByRoomNo', () => {
  it('finds the one setup of a room, masked, and none for a room without one', async () => {
    const found = await controller.post(`${base}/searchStreamByRoomNo`, { roomId: 'Room2' });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({
      status: true,
      data: [expect.objectContaining({ roomId: 'Room2', youtubeKey: '••••qrst' })],
    });
    const none = await controller.post(`${base}/searchStreamByRoomNo`, { roomId: 'Nowhere' });
    expect(none.json()).toEqual({ status: true, data: [] });
  });

  it('needs a room (400 on roomId)', async () => {
    const response = await controller.post(`${base}/searchStreamByRoomNo`, { roomId: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      code: 'roomIdRequired',
      message: MESSAGES.roomIdRequired,
      field: 'roomId',
    });
  });
});

describe('#getroomids and #config', () => {
  it('lists the streaming rooms by name', async () => {
    const response = await controller.get(`${base}/getroomids`);
    expect(response.json()).toEqual({ status: true, data: ALL_ROOMS });
  });

  it('gives the form the configured RTMP prefix', async () => {
    const response = await controller.get(`${base}/config`);
    expect(response.json()).toEqual({
      status: true,
      data: { youtubeRtmpPrefix: DEFAULT_YOUTUBE_RTMP_PREFIX },
    });
  });
});
