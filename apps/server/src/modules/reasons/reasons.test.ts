import { API_PREFIX, MESSAGES, reasonSchema, type PauseReason } from '@nyaya/shared';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog, pauseReasons } from '../../core/db/schema/index.ts';
import { DEFAULT_PAUSE_REASONS, seedPauseReasons } from '../../seed/administration.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { refusal } from '../../test/refusal.ts';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await clientAs(t.app, 'SuperAdmin');
});
afterAll(() => t.close());

const list = async (): Promise<PauseReason[]> => (await admin.get('/master/reasons')).json().data;

describe('default reasons', () => {
  it('are seeded once, each within the limits of the form', async () => {
    const reasons = await list();
    expect(reasons.map((reason) => reason.reason).sort()).toEqual(
      DEFAULT_PAUSE_REASONS.map((reason) => reason.reason).sort(),
    );
    for (const reason of DEFAULT_PAUSE_REASONS) expect(reasonSchema.safeParse(reason).success).toBe(true);
  });

  it('do not come back once the table has reasons of its own', async () => {
    const [first] = await list();
    await admin.del(`/master/reasons/${first?.id}`);
    await seedPauseReasons(t.db);
    expect(await list()).toHaveLength(DEFAULT_PAUSE_REASONS.length - 1);
  });
});

describe('#reasons', () => {
  it('creates (201), updates and deletes a reason, logging each change', async () => {
    const created = await admin.post('/master/reasons', { reason: 'Power cut', message: 'Power is out.' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      status: true,
      code: 'saved',
      message: MESSAGES.saved,
      data: { id: expect.any(Number), reason: 'Power cut', message: 'Power is out.' },
    });
    const { id } = created.json().data;
    const updated = await admin.put(`/master/reasons/${id}`, { reason: 'Power cut', message: 'Back soon.' });
    expect(updated.json()).toMatchObject({ message: MESSAGES.saved, data: { id, message: 'Back soon.' } });
    const [logged] = await t.db.select().from(accessLog).orderBy(desc(accessLog.id)).limit(1);
    expect(logged).toMatchObject({ event: 'reason_changed', target: 'Power cut' });

    const deleted = await admin.del(`/master/reasons/${id}`);
    expect(deleted.json()).toEqual({ status: true, code: 'deleted', message: MESSAGES.deleted, data: null });
    expect((await admin.del(`/master/reasons/${id}`)).statusCode).toBe(404);
    expect((await admin.put(`/master/reasons/${id}`, { reason: 'Gone', message: 'Gone' })).statusCode).toBe(
      404,
    );
  });

  it.each([
    [{ message: 'Fine' }, 'reason', MESSAGES.reasonLength],
    [{ reason: 'A', message: 'Fine' }, 'reason', MESSAGES.reasonLength],
    [{ reason: 'R'.repeat(61), message: 'Fine' }, 'reason', MESSAGES.reasonLength],
    [{ reason: 'Fine' }, 'message', MESSAGES.reasonMessageLength],
    [{ reason: 'Fine', message: 'M' }, 'message', MESSAGES.reasonMessageLength],
    [{ reason: 'Fine', message: 'M'.repeat(61) }, 'message', MESSAGES.reasonMessageLength],
  ])('refuses %j: 400 on %s, nothing saved', async (body, field, message) => {
    const before = (await t.db.select().from(pauseReasons)).length;
    const response = await admin.post('/master/reasons', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(message, field));
    expect((await t.db.select().from(pauseReasons)).length).toBe(before);
  });

  it('refuses a reason that exists, whatever its case (409)', async () => {
    const taken = await admin.post('/master/reasons', { reason: 'technical DIFFICULTY', message: 'Again' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      status: false,
      code: 'reasonTaken',
      message: MESSAGES.reasonTaken,
      field: 'reason',
    });
    const [one, other] = await list();
    const renamed = await admin.put(`/master/reasons/${one?.id}`, {
      reason: other?.reason,
      message: 'x'.repeat(5),
    });
    expect(renamed.statusCode).toBe(409);
    const same = await admin.put(`/master/reasons/${one?.id}`, { reason: one?.reason, message: 'New words' });
    expect(same.statusCode).toBe(200);
  });

  it('is the SuperAdmin’s alone', async () => {
    const controller = await clientAs(t.app, 'Controller');
    expect((await controller.get('/master/reasons')).statusCode).toBe(403);
  });
});

describe('#pauseReasons', () => {
  it('gives a Judge the reasons for the Disable Stream modal', async () => {
    const judge = await clientAs(t.app, 'Judge');
    const response = await judge.get('/reasons/pauseReasons');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, data: await list() });
    expect(response.json().data[0]).toEqual({
      id: expect.any(Number),
      reason: expect.any(String),
      message: expect.any(String),
    });
  });

  it('is not for an Advocate, nor anonymous', async () => {
    const advocate = await clientAs(t.app, 'Advocate');
    expect((await advocate.get('/reasons/pauseReasons')).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/reasons/pauseReasons` });
    expect(anonymous.statusCode).toBe(401);
  });
});
