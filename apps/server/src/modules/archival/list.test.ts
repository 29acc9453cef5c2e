import { ARCHIVAL_ACCESS_DAYS, MESSAGES, PAGE_SIZE, demoAccount } from '@nyaya/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archivalRequests, causeListEntries } from '../../core/db/schema/index.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ARCHIVAL_PATH as base, createBody, daysAgo, listHearing } from '../../test/fixtures/archival.ts';
import { refusal } from '../../test/refusal.ts';

let t: TestApp;
let controller: TestClient;
const ids: number[] = [];
const COUNT = PAGE_SIZE.archival + 3;
const cnrOf = (index: number) => `DLNW01${String(600 + index).padStart(6, '0')}2024`;

/** Thirteen requests, filed in order: every third rejected, every third from the Advocate approved. */
beforeAll(async () => {
  t = await createTestApp({ ARCHIVAL_ACCESS_DAYS: '12' });
  controller = await clientAs(t.app, 'Controller');
  await t.db.delete(archivalRequests);
  for (let index = 0; index < COUNT; index += 1) {
    const hearing = { cnr: cnrOf(index), hearingDate: daysAgo(index + 5), roomId: 'Room2' };
    await listHearing(controller, hearing);
    const requesterEmail = demoAccount(index % 2 === 0 ? 'Individual' : 'Advocate').email;
    const response = await controller.post(
      `${base}/createRequest`,
      createBody({ ...hearing, requesterEmail }),
    );
    ids.push(response.json().data.id);
    if (index % 3 === 1) await controller.put(`${base}/reject/${ids[index]}`, { note: 'Not kept.' });
    if (index % 3 === 2) await controller.put(`${base}/approve/${ids[index]}`, { accessDays: 2 });
  }
});
afterAll(() => t.close());

const list = (query = '') => controller.get(`${base}/getArchivalRequests${query}`);
const idsIn = (body: { data: { id: number }[] }) => body.data.map((request) => request.id);

describe('#getArchivalRequests', () => {
  it('pages every request newest first, PAGE_SIZE.archival a page, with the configured access days', async () => {
    const first = (await list()).json();
    expect(first).toMatchObject({
      status: true,
      page: 1,
      total: COUNT,
      totalPages: 2,
      defaultAccessDays: 12,
    });
    expect(idsIn(first)).toEqual([...ids].reverse().slice(0, PAGE_SIZE.archival));
    const second = (await list('?page=2')).json();
    expect(idsIn(second)).toEqual([...ids].reverse().slice(PAGE_SIZE.archival));
    expect((await list('?page=3')).json()).toMatchObject({ data: [], total: COUNT, page: 3 });
  });

  it('filters by status, CNR and request id, and the filters combine', async () => {
    const statusOf = (index: number) => ['Pending', 'Rejected', 'Approved'][index % 3];
    const pending = (await list('?status=Pending')).json();
    expect(pending.total).toBe(ids.filter((_, index) => statusOf(index) === 'Pending').length);
    expect(pending.data.every((request: { status: string }) => request.status === 'Pending')).toBe(true);
    const byCnr = (await list(`?cnr=${cnrOf(4).toLowerCase()}`)).json();
    expect(idsIn(byCnr)).toEqual([ids[4]]);
    expect(idsIn((await list(`?requestId=${ids[7]}`)).json())).toEqual([ids[7]]);
    expect(idsIn((await list(`?requestId=${ids[7]}&status=Rejected`)).json())).toEqual([ids[7]]);
    expect((await list(`?requestId=${ids[7]}&status=Approved`)).json().total).toBe(0);
    expect((await list(`?cnr=${cnrOf(4)}&requestId=${ids[5]}`)).json().total).toBe(0);
  });

  it.each([
    ['?status=Done', 'status', MESSAGES.archivalStatusInvalid],
    ['?cnr=DLNW0100', 'cnr', MESSAGES.cnrLength],
    ['?requestId=abc', 'requestId', MESSAGES.archivalRequestIdInvalid],
    ['?requestId=0', 'requestId', MESSAGES.archivalRequestIdInvalid],
    ['?requestId=99999999999', 'requestId', MESSAGES.archivalRequestIdInvalid],
  ])('refuses %s (400 on %s)', async (query, field, message) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(message, field));
  });

  it('names the court the hearing is heard in, and the room only where no court room is linked', async () => {
    const [heardInCourt] = (await list(`?cnr=${cnrOf(0)}`)).json().data;
    expect(heardInCourt).toMatchObject({
      roomId: 'Room2',
      court: {
        en: 'Rohini Courts (DLNW01), Court No. 2 (Additional Sessions Judge)',
        hi: 'रोहिणी न्यायालय (DLNW01), न्यायालय कक्ष सं. 2 (अपर सत्र न्यायाधीश)',
      },
    });
    await t.db
      .update(causeListEntries)
      .set({ courtRoomId: null })
      .where(and(eq(causeListEntries.cnr, cnrOf(1)), eq(causeListEntries.nextDate, daysAgo(6))));
    const [noCourtRoom] = (await list(`?cnr=${cnrOf(1)}`)).json().data;
    expect(noCourtRoom).toMatchObject({ roomId: 'Room2', court: { en: 'Room2', hi: 'Room2' } });
  });

  it('is for a Controller only (403 for an Advocate)', async () => {
    const advocate = await clientAs(t.app, 'Advocate');
    expect((await advocate.get(`${base}/getArchivalRequests`)).statusCode).toBe(403);
  });
});

describe('ARCHIVAL_ACCESS_DAYS', () => {
  it('defaults to the shared default', async () => {
    const other = await createTestApp();
    try {
      const client = await clientAs(other.app, 'Controller');
      const body = (await client.get(`${base}/getArchivalRequests`)).json();
      expect(body.defaultAccessDays).toBe(ARCHIVAL_ACCESS_DAYS.default);
    } finally {
      await other.close();
    }
  });
});
