import { API_PREFIX, MESSAGES, PAGE_SIZE, courtTomorrow, demoAccount } from '@nyaya/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { archivalRequests } from '../../core/db/schema/index.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { csrf } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  ARCHIVAL_PATH as base,
  PAST,
  createBody,
  daysAgo,
  lastAccessLog,
  listHearing,
  ownBody,
  requestCount,
} from '../../test/fixtures/archival.ts';
import { refusal } from '../../test/refusal.ts';

let t: TestApp;
let controller: TestClient;
let individual: TestClient;
let advocate: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  controller = await clientAs(t.app, 'Controller');
  individual = await clientAs(t.app, 'Individual');
  advocate = await clientAs(t.app, 'Advocate');
  await listHearing(controller, PAST);
  await listHearing(controller, { cnr: 'DLNW010000422024', hearingDate: daysAgo(3), roomId: 'Room3' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(archivalRequests);
});

const submit = (client: TestClient, body: object) => client.post(`${base}/request`, body);
const mine = (client: TestClient, query = '') => client.get(`${base}/myRequests${query}`);

describe('#request', () => {
  it("files the caller's own request (201) in the room the hearing was listed in, and logs it", async () => {
    const response = await submit(advocate, ownBody({ cnr: 'dlnw010000422024', hearingDate: daysAgo(3) }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      status: true,
      code: 'requestSubmitted',
      message: MESSAGES.requestSubmitted,
      data: null,
    });
    const [request] = (await mine(advocate)).json().data;
    expect(request).toMatchObject({
      cnr: 'DLNW010000422024',
      hearingDate: daysAgo(3),
      roomId: 'Room3',
      status: 'Pending',
      requester: { email: demoAccount('Advocate').email, name: 'Rohan Mehta', role: 'Advocate' },
      createdByName: 'Rohan Mehta',
    });
    expect(await lastAccessLog(t)).toMatchObject({
      event: 'master_changed',
      role: 'Advocate',
      target: `archival request #${request.id}`,
      detail: `requested: DLNW010000422024 ${daysAgo(3)}`,
    });
  });

  it('refuses a hearing that was not listed on that date (400 on hearingDate)', async () => {
    const response = await submit(individual, ownBody({ hearingDate: daysAgo(12) }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      code: 'archivalHearingNotListed',
      message: MESSAGES.archivalHearingNotListed,
      field: 'hearingDate',
    });
    expect(await requestCount(t)).toBe(0);
  });

  it('refuses a second pending request of the same person for the hearing (409), not another person’s', async () => {
    expect((await submit(individual, ownBody())).statusCode).toBe(201);
    const again = await submit(individual, ownBody());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      status: false,
      code: 'archivalDuplicate',
      message: MESSAGES.archivalDuplicate,
      field: 'cnr',
    });
    const byController = await controller.post(`${base}/createRequest`, createBody());
    expect(byController.json()).toMatchObject({ message: MESSAGES.archivalDuplicate, field: 'cnr' });
    expect((await submit(advocate, ownBody())).statusCode).toBe(201);
    expect(await requestCount(t)).toBe(2);
  });

  it.each([
    [{ cnr: '' }, 'cnr', MESSAGES.cnrLength],
    [{ cnr: 'DLNW0100004020241' }, 'cnr', MESSAGES.cnrLength],
    [{ cnr: '1LNW010000402024' }, 'cnr', MESSAGES.cnrFormat],
    [{ hearingDate: undefined }, 'hearingDate', MESSAGES.hearingDateRequired],
    [{ hearingDate: '2026-02-30' }, 'hearingDate', MESSAGES.dateInvalid],
    [{ hearingDate: courtTomorrow() }, 'hearingDate', MESSAGES.hearingDateFuture],
    [{ reason: '   short   ' }, 'reason', MESSAGES.archivalReasonLength],
    [{ reason: 'r'.repeat(501) }, 'reason', MESSAGES.archivalReasonLength],
    [{ termsAccepted: false }, 'termsAccepted', MESSAGES.archivalTermsRequired],
    [{ termsAccepted: undefined }, 'termsAccepted', MESSAGES.archivalTermsRequired],
  ])('refuses %o (400 on %s) and files nothing', async (override, field, message) => {
    const response = await submit(individual, ownBody(override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(message, field));
    expect(await requestCount(t)).toBe(0);
  });

  it('is for Individuals and Advocates: 403 for a Controller and a Judge, 401 anonymous', async () => {
    expect((await submit(controller, ownBody())).statusCode).toBe(403);
    expect((await submit(await clientAs(t.app, 'Judge'), ownBody())).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}${base}/request`,
      payload: ownBody(),
      ...csrf(),
    });
    expect(anonymous.statusCode).toBe(401);
    const anonymousList = await t.app.inject({ method: 'GET', url: `${API_PREFIX}${base}/myRequests` });
    expect(anonymousList.statusCode).toBe(401);
    expect(await requestCount(t)).toBe(0);
  });
});

describe('#myRequests', () => {
  it("shows only the caller's own requests, newest first, PAGE_SIZE.archival a page", async () => {
    for (let day = 1; day <= PAGE_SIZE.archival + 2; day += 1) {
      const cnr = `DLNW01${String(500 + day).padStart(6, '0')}2024`;
      await listHearing(controller, { cnr, hearingDate: daysAgo(day + 20), roomId: 'Room2' });
      await submit(individual, ownBody({ cnr, hearingDate: daysAgo(day + 20) }));
    }
    await submit(advocate, ownBody());
    const first = (await mine(individual)).json();
    expect(first).toMatchObject({ status: true, page: 1, total: PAGE_SIZE.archival + 2, totalPages: 2 });
    expect(first.data).toHaveLength(PAGE_SIZE.archival);
    expect(first.data[0].cnr).toBe(`DLNW01${String(500 + PAGE_SIZE.archival + 2).padStart(6, '0')}2024`);
    const second = (await mine(individual, '?page=2')).json();
    expect(second.data.map((request: { cnr: string }) => request.cnr)).toEqual([
      'DLNW010005022024',
      'DLNW010005012024',
    ]);
    const all = [...first.data, ...second.data];
    expect(all.every((request) => request.requester.role === 'Individual')).toBe(true);
    expect((await mine(advocate)).json()).toMatchObject({ total: 1, data: [{ cnr: PAST.cnr }] });
  });

  it('is not for a Controller (403)', async () => {
    expect((await mine(controller)).statusCode).toBe(403);
  });
});
