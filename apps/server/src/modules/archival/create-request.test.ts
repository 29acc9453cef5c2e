import { API_PREFIX, MESSAGES, courtTomorrow, demoAccount } from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { archivalRequests, users } from '../../core/db/schema/index.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { csrf } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  ARCHIVAL_PATH as base,
  PAST,
  PAST_COURT,
  createBody,
  daysAgo,
  lastAccessLog,
  listHearing,
  requestCount,
} from '../../test/fixtures/archival.ts';
import { refusal } from '../../test/refusal.ts';

let t: TestApp;
let controller: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  controller = await clientAs(t.app, 'Controller');
  await listHearing(controller, PAST);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(archivalRequests);
});

const create = (body: object) => controller.post(`${base}/createRequest`, body);
const individual = demoAccount('Individual').email;

describe('#createRequest', () => {
  it('files a request for an Individual (201) as the page shows it, and logs it', async () => {
    const response = await create(createBody({ requesterEmail: individual.toUpperCase() }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      status: true,
      code: 'archivalRequestCreated',
      message: MESSAGES.archivalRequestCreated,
      data: {
        id: expect.any(Number),
        requester: { id: expect.any(String), name: 'Priya Singh', email: individual, role: 'Individual' },
        cnr: PAST.cnr,
        hearingDate: PAST.hearingDate,
        roomId: 'Room1',
        court: PAST_COURT,
        reason: createBody().reason,
        status: 'Pending',
        requestedAt: expect.any(String),
        createdByName: 'Kavita Rao',
        decidedByName: null,
        decidedAt: null,
        note: null,
        accessUntil: null,
        viewableHearingId: null,
      },
    });
    expect(Date.now() - Date.parse(body.data.requestedAt)).toBeLessThan(60_000);
    expect(await lastAccessLog(t)).toMatchObject({
      event: 'master_changed',
      role: 'Controller',
      target: `archival request #${body.data.id}`,
      detail: `created for ${individual}: ${PAST.cnr} ${PAST.hearingDate} Room1`,
    });
  });

  it('files one for an Advocate too, with the CNR upper-cased', async () => {
    const response = await create(
      createBody({ requesterEmail: demoAccount('Advocate').email, cnr: PAST.cnr.toLowerCase() }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ cnr: PAST.cnr, requester: { role: 'Advocate' } });
  });

  it.each([
    ['nobody@example.in', 'an unknown e-mail'],
    [demoAccount('Judge').email, 'a Judge'],
    [demoAccount('Controller').email, 'a Controller'],
  ])('refuses %s (%s): 400 on requesterEmail', async (requesterEmail) => {
    const response = await create(createBody({ requesterEmail }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      code: 'archivalRequesterUnknown',
      message: MESSAGES.archivalRequesterUnknown,
      field: 'requesterEmail',
    });
    expect(await requestCount(t)).toBe(0);
  });

  it('refuses a deactivated Individual', async () => {
    await t.db.update(users).set({ isActive: false }).where(eq(users.email, individual));
    try {
      const response = await create(createBody());
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MESSAGES.archivalRequesterUnknown);
      expect(await requestCount(t)).toBe(0);
    } finally {
      await t.db.update(users).set({ isActive: true }).where(eq(users.email, individual));
    }
  });

  it.each([
    [{ hearingDate: daysAgo(11) }, 'another date'],
    [{ roomId: 'Room2' }, 'another room'],
    [{ cnr: 'DLNW010000412024' }, 'a case never listed'],
  ])('refuses a hearing that was not listed (%o, %s): 400 on hearingDate', async (override, _case) => {
    const response = await create(createBody(override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      code: 'archivalHearingNotListed',
      message: MESSAGES.archivalHearingNotListed,
      field: 'hearingDate',
    });
    expect(await requestCount(t)).toBe(0);
  });

  it('refuses a second pending request for the same hearing (409 on cnr); allows one after a decision', async () => {
    const first = (await create(createBody())).json().data;
    const again = await create(createBody({ reason: 'Another reason for the same hearing.' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      status: false,
      code: 'archivalDuplicate',
      message: MESSAGES.archivalDuplicate,
      field: 'cnr',
    });
    expect(await requestCount(t)).toBe(1);
    const advocate = await create(createBody({ requesterEmail: demoAccount('Advocate').email }));
    expect(advocate.statusCode).toBe(201);
    await controller.put(`${base}/reject/${first.id}`, { note: 'The recording was not kept.' });
    expect((await create(createBody())).statusCode).toBe(201);
    expect(await requestCount(t)).toBe(3);
  });

  it('gives two requests racing for one hearing one 201 and one 409', async () => {
    const answers = await Promise.all([create(createBody()), create(createBody())]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await requestCount(t)).toBe(1);
  });

  it.each([
    [{ requesterEmail: undefined }, 'requesterEmail', MESSAGES.emailRequired],
    [{ requesterEmail: 'not-an-email' }, 'requesterEmail', MESSAGES.emailInvalid],
    [{ cnr: undefined }, 'cnr', MESSAGES.cnrLength],
    [{ cnr: 'DLNW01000040202' }, 'cnr', MESSAGES.cnrLength],
    [{ cnr: 'DL1W010000402024' }, 'cnr', MESSAGES.cnrFormat],
    [{ hearingDate: '' }, 'hearingDate', MESSAGES.hearingDateRequired],
    [{ hearingDate: '10-01-2026' }, 'hearingDate', MESSAGES.dateInvalid],
    [{ hearingDate: courtTomorrow() }, 'hearingDate', MESSAGES.hearingDateFuture],
    [{ roomId: '' }, 'roomId', MESSAGES.roomIdSelect],
    [{ roomId: 'Room9' }, 'roomId', MESSAGES.roomIdSelect],
    [{ reason: undefined }, 'reason', MESSAGES.archivalReasonLength],
    [{ reason: 'Too short' }, 'reason', MESSAGES.archivalReasonLength],
    [{ reason: 'x'.repeat(501) }, 'reason', MESSAGES.archivalReasonLength],
  ])('refuses %o (400 on %s) and files nothing', async (override, field, message) => {
    const response = await create(createBody(override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(message, field));
    expect(await requestCount(t)).toBe(0);
  });

  it('is for a Controller only: 403 for an Individual, 401 anonymous', async () => {
    const person = await clientAs(t.app, 'Individual');
    expect((await person.post(`${base}/createRequest`, createBody())).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}${base}/createRequest`,
      payload: createBody(),
      ...csrf(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await requestCount(t)).toBe(0);
  });
});
