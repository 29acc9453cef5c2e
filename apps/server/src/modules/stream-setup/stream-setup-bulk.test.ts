import { API_PREFIX, MESSAGES } from '@nyaya/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accessLog, streamSetups } from '../../core/db/schema/index.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { csrf } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CONTROLLER_PATH as base, setupBody } from '../../test/fixtures/stream-setup.ts';
import { refusal } from '../../test/refusal.ts';

let t: TestApp;
let controller: TestClient;
let ids: number[];

beforeAll(async () => {
  t = await createTestApp();
  controller = await clientAs(t.app, 'Controller');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(streamSetups);
  ids = [];
  for (const room of ['Room1', 'Room2', 'Room3']) {
    ids.push((await controller.post(`${base}/streamsetup`, setupBody(room))).json().data.id);
  }
});

/** The test client's DELETE sends no body; deletestream takes its ids in one. */
const remove = (body: object) =>
  t.app.inject({
    method: 'DELETE',
    url: `${API_PREFIX}${base}/deletestream`,
    ...csrf(controller.session),
    remoteAddress: controller.ip,
    payload: body,
  });
const delays = async () =>
  (await t.db.select().from(streamSetups).orderBy(streamSetups.id)).map((row) => row.liveStreamDelay);

describe('#deletestream', () => {
  it('deletes the selected setups (200) and logs each', async () => {
    const response = await remove({ streamIds: [ids[0], ids[2]] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      code: 'streamSetupsDeleted',
      message: MESSAGES.streamSetupsDeleted,
      data: null,
    });
    const left = await t.db.select().from(streamSetups);
    expect(left.map((row) => row.id)).toEqual([ids[1]]);
    const logged = await t.db.select().from(accessLog).orderBy(desc(accessLog.id)).limit(2);
    expect(logged.map((row) => row.target).sort()).toEqual(['stream setup Room1', 'stream setup Room3']);
    expect(logged.every((row) => row.event === 'master_changed' && row.detail === 'deleted')).toBe(true);
  });

  it('deletes nothing when one id does not exist (404)', async () => {
    const response = await remove({ streamIds: [ids[0], 999999] });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: false,
      code: 'streamNotFound',
      message: MESSAGES.streamNotFound,
    });
    expect(await t.db.select().from(streamSetups)).toHaveLength(3);
  });

  it.each([{}, { streamIds: [] }, { streamIds: 'all' }])('refuses %j: 400 on streamIds', async (body) => {
    const response = await remove(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      code: 'selectStreamToDelete',
      message: MESSAGES.selectStreamToDelete,
      field: 'streamIds',
    });
    expect(await t.db.select().from(streamSetups)).toHaveLength(3);
  });
});

describe('#updateAllStreamDelay', () => {
  const update = (body: object) => controller.put(`${base}/updateAllStreamDelay`, body);

  it('sets one delay for the selected setups (200) and logs each change', async () => {
    const response = await update({ newDelay: 5, newId: [ids[0], ids[1]] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      code: 'delayUpdated',
      message: MESSAGES.delayUpdated,
      data: null,
    });
    expect(await delays()).toEqual([5, 5, 2]);
    const [logged] = await t.db
      .select()
      .from(accessLog)
      .where(eq(accessLog.target, 'stream setup Room2'))
      .orderBy(desc(accessLog.id))
      .limit(1);
    expect(logged).toMatchObject({ event: 'master_changed', detail: 'delay 2 → 5' });
  });

  it('accepts 0 and the form’s text', async () => {
    expect((await update({ newDelay: '0', newId: ids.map(String) })).statusCode).toBe(200);
    expect(await delays()).toEqual([0, 0, 0]);
  });

  it('changes nothing when one id does not exist (404)', async () => {
    const response = await update({ newDelay: 7, newId: [ids[0], 999999] });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: false,
      code: 'streamNotFound',
      message: MESSAGES.streamNotFound,
    });
    expect(await delays()).toEqual([2, 2, 2]);
  });

  it.each([
    [{ newDelay: 11 }, 'newDelay', MESSAGES.bulkDelayRange],
    [{ newDelay: -1 }, 'newDelay', MESSAGES.bulkDelayRange],
    [{ newDelay: 1.5 }, 'newDelay', MESSAGES.delayWholeMinutes],
    [{ newDelay: '' }, 'newDelay', MESSAGES.allFieldsRequired],
    [{ newId: [] }, 'newId', MESSAGES.selectStreamToDelay],
    [{ newId: undefined }, 'newId', MESSAGES.selectStreamToDelay],
  ])('refuses %j: 400 on %s, nothing changed', async (overrides, field, message) => {
    const response = await update({ newDelay: 4, newId: ids, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(message, field));
    expect(await delays()).toEqual([2, 2, 2]);
  });
});
