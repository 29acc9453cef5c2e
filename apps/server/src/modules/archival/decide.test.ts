import { API_PREFIX, ARCHIVAL_ACCESS_DAYS, DAY_MS, demoAccount, MESSAGES } from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { archivalRequests } from '../../core/db/schema/index.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { csrf } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  ARCHIVAL_PATH as base,
  PAST,
  createBody,
  lastAccessLog,
  listHearing,
} from '../../test/fixtures/archival.ts';
import { refusal } from '../../test/refusal.ts';

let t: TestApp;
let controller: TestClient;
let id: number;

beforeAll(async () => {
  t = await createTestApp();
  controller = await clientAs(t.app, 'Controller');
  await listHearing(controller, PAST);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(archivalRequests);
  id = (await controller.post(`${base}/createRequest`, createBody())).json().data.id;
});

const approve = (body: object, requestId = id) => controller.put(`${base}/approve/${requestId}`, body);
const reject = (body: object, requestId = id) => controller.put(`${base}/reject/${requestId}`, body);
const stored = async () => (await t.db.select().from(archivalRequests).where(eq(archivalRequests.id, id)))[0];

describe('#approve', () => {
  it('approves (200): decided now by the Controller, access for the given days, and logs it', async () => {
    const before = Date.now();
    const response = await approve({ accessDays: 3, note: '  Certified copy issued  ' });
    expect(response.statusCode).toBe(200);
    const { message, data } = response.json();
    expect(message).toBe(MESSAGES.archivalApproved);
    expect(data).toMatchObject({
      id,
      status: 'Approved',
      decidedByName: 'Kavita Rao',
      note: 'Certified copy issued',
    });
    const decidedAt = Date.parse(data.decidedAt);
    expect(decidedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(decidedAt).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(data.accessUntil) - decidedAt).toBe(3 * DAY_MS);
    expect(await lastAccessLog(t)).toMatchObject({
      event: 'master_changed',
      role: 'Controller',
      target: `archival request #${id}`,
      detail: 'approved for 3 days',
    });
  });

  it('keeps an empty note as none and takes the days as a number from a form field', async () => {
    const response = await approve({ accessDays: String(ARCHIVAL_ACCESS_DAYS.max), note: '' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.note).toBeNull();
    expect(Date.parse(data.accessUntil) - Date.parse(data.decidedAt)).toBe(ARCHIVAL_ACCESS_DAYS.max * DAY_MS);
    const row = await stored();
    expect(row?.accessUntil?.getTime()).toBe(Date.parse(data.accessUntil));
  });

  it.each([
    [{}, 'accessDays', MESSAGES.archivalAccessDaysRange],
    [{ accessDays: ARCHIVAL_ACCESS_DAYS.min - 1 }, 'accessDays', MESSAGES.archivalAccessDaysRange],
    [{ accessDays: ARCHIVAL_ACCESS_DAYS.max + 1 }, 'accessDays', MESSAGES.archivalAccessDaysRange],
    [{ accessDays: 2.5 }, 'accessDays', MESSAGES.archivalAccessDaysRange],
    [{ accessDays: 'seven' }, 'accessDays', MESSAGES.archivalAccessDaysRange],
    [{ accessDays: 7, note: 'n'.repeat(501) }, 'note', MESSAGES.archivalNoteLength],
  ])('refuses %o (400 on %s) and leaves the request pending', async (body, field, message) => {
    const response = await approve(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(message, field));
    expect(await stored()).toMatchObject({ status: 'Pending', decidedAt: null, accessUntil: null });
  });
});

describe('#reject', () => {
  it('rejects (200) with the reason as its note, no access, and logs it', async () => {
    const response = await reject({ note: 'The hearing was held in camera.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: true,
      code: 'archivalRejected',
      message: MESSAGES.archivalRejected,
      data: { id, status: 'Rejected', note: 'The hearing was held in camera.', accessUntil: null },
    });
    expect(response.json().data.decidedAt).toEqual(expect.any(String));
    expect(await lastAccessLog(t)).toMatchObject({ target: `archival request #${id}`, detail: 'rejected' });
  });

  it.each([
    [{}, MESSAGES.archivalRejectNoteRequired],
    [{ note: '   ' }, MESSAGES.archivalRejectNoteRequired],
    [{ note: 'n'.repeat(501) }, MESSAGES.archivalNoteLength],
  ])('refuses %o (400 on note) and leaves the request pending', async (body, message) => {
    const response = await reject(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(message, 'note'));
    expect(await stored()).toMatchObject({ status: 'Pending', note: null });
  });
});

describe('deciding', () => {
  it('refuses to decide a decided request again (409), leaving the first decision', async () => {
    await reject({ note: 'Not retained.' });
    for (const response of [await approve({ accessDays: 7 }), await reject({ note: 'Again.' })]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        status: false,
        code: 'archivalAlreadyDecided',
        message: MESSAGES.archivalAlreadyDecided,
      });
    }
    expect(await stored()).toMatchObject({ status: 'Rejected', note: 'Not retained.' });
  });

  it('lets exactly one of two Controllers deciding at once win', async () => {
    const other = await clientAs(t.app, 'Controller');
    const answers = await Promise.all([
      approve({ accessDays: 5 }),
      other.put(`${base}/reject/${id}`, { note: 'Rejected at the same moment.' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json().data;
    expect(await stored()).toMatchObject({ status: winner.status });
  });

  it('answers 404 for an unknown request and 400 for a malformed id', async () => {
    for (const response of [
      await approve({ accessDays: 7 }, 999999),
      await reject({ note: 'No.' }, 999999),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        status: false,
        code: 'archivalNotFound',
        message: MESSAGES.archivalNotFound,
      });
    }
    const malformed = await controller.put(`${base}/approve/abc`, { accessDays: 7 });
    expect(malformed.statusCode).toBe(400);
  });

  it('is for a Controller only: 403 for the Individual, 401 anonymous; nothing changes', async () => {
    const person = await clientAs(t.app, 'Individual');
    expect((await person.put(`${base}/approve/${id}`, { accessDays: 7 })).statusCode).toBe(403);
    expect((await person.put(`${base}/reject/${id}`, { note: 'No.' })).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `${API_PREFIX}${base}/approve/${id}`,
      payload: { accessDays: 7 },
      ...csrf(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await stored()).toMatchObject({ status: 'Pending' });
  });

  it("shows the decision in the requester's own list", async () => {
    await approve({ accessDays: 7, note: 'Certified copy issued' });
    const individual = await clientAs(t.app, 'Individual');
    const [request] = (await individual.get(`${base}/myRequests`)).json().data;
    expect(request).toMatchObject({
      id,
      status: 'Approved',
      note: 'Certified copy issued',
      requester: { email: demoAccount('Individual').email },
    });
  });
});
