import { MESSAGES, courtDate, demoAccount } from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../core/db/schema/index.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CAUSE_LIST_PATH as base, clearCauseList, entryBody } from '../../test/fixtures/cause-list.ts';

let t: TestApp;
let controller: TestClient;
let judge: TestClient;
let reader: TestClient;
const today = courtDate();

/** Seven hearings on 2030-01-15 (Room1 ×3, Room2 ×2, Room3 ×2) and two today, in Room1 and Room2. */
const LISTED: [string, string, string][] = [
  ['2030-01-15', 'Room2', 'B/2'],
  ['2030-01-15', 'Room1', 'C/3'],
  ['2030-01-15', 'Room1', 'A/1'],
  ['2030-01-15', 'Room3', 'A/9'],
  ['2030-01-15', 'Room2', 'A/2'],
  ['2030-01-15', 'Room1', 'B/1'],
  ['2030-01-15', 'Room3', 'B/9'],
  [today, 'Room1', 'T/1'],
  [today, 'Room2', 'T/2'],
];

beforeAll(async () => {
  t = await createTestApp();
  controller = await clientAs(t.app, 'Controller');
  judge = await clientAs(t.app, 'Judge');
  reader = await clientAs(t.app, 'Reader');
  await clearCauseList(t.db);
  for (const [index, [nextDate, roomId, caseNumber]] of LISTED.entries()) {
    const cnr = `DLND01${String(index).padStart(6, '0')}2024`;
    const response = await controller.post(
      `${base}/addCauseList`,
      entryBody({ nextDate, roomId, caseNumber, cnr }),
    );
    expect(response.statusCode).toBe(201);
  }
});
afterAll(() => t.close());

const list = (client: TestClient, query = '') => client.get(`${base}/getCauseList${query}`);
const cases = (body: { data: { caseNumber: string }[] }) => body.data.map((entry) => entry.caseNumber);

describe('#getCauseList', () => {
  it('gives a Controller every entry, 5 a page, by date, room and case number', async () => {
    const first = (await list(controller)).json();
    expect(first).toMatchObject({ status: true, page: 1, total: 9, totalPages: 2 });
    expect(cases(first)).toEqual(['T/1', 'T/2', 'A/1', 'B/1', 'C/3']);
    const second = (await list(controller, '?page=2')).json();
    expect(cases(second)).toEqual(['A/2', 'B/2', 'A/9', 'B/9']);
  });

  it('filters by hearing date and by room', async () => {
    const byDate = (await list(controller, '?date=2030-01-15')).json();
    expect(byDate.total).toBe(7);
    const byRoom = (await list(controller, '?date=2030-01-15&roomId=Room3')).json();
    expect(cases(byRoom)).toEqual(['A/9', 'B/9']);
    expect((await list(controller, '?roomId=Room2')).json().total).toBe(3);
  });

  it('lists every hearing once, in date order, a day in calling order and then as listed, page after page', async () => {
    const later: [string, string][] = [
      ['2031-03-04', 'Room1'],
      ['2031-03-03', 'Room2'],
      ['2031-03-03', 'Room1'],
      ['2031-03-03', 'Room1'],
      ['2031-03-02', 'Room3'],
    ];
    const ids: number[] = [];
    for (const [index, [nextDate, roomId]] of later.entries()) {
      const cnr = `DLND01${String(900 + index).padStart(6, '0')}2031`;
      const response = await controller.post(
        `${base}/addCauseList`,
        entryBody({ nextDate, roomId, caseNumber: 'Z/1', cnr }),
      );
      ids.push(response.json().data.hearingId);
    }
    const everything: { hearingId: number; nextDate: string }[] = [];
    for (let page = 1; ; page += 1) {
      const body = (await list(controller, `?page=${page}`)).json();
      everything.push(...body.data);
      if (page >= body.totalPages) break;
    }
    expect(new Set(everything.map((entry) => entry.hearingId)).size).toBe(everything.length);
    const dates = everything.map((entry) => entry.nextDate);
    expect(dates).toEqual([...dates].sort());
    const listedLater = everything.filter((entry) => entry.nextDate.startsWith('2031-'));
    expect(listedLater.map((entry) => entry.hearingId)).toEqual([ids[4], ids[2], ids[3], ids[1], ids[0]]);
  });

  it('refuses a malformed date (400)', async () => {
    const response = await list(controller, '?date=15-01-2030');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: MESSAGES.dateInvalid, field: 'date' });
  });

  it.each([
    ['Judge', () => judge],
    ['Reader', () => reader],
  ])('shows a %s only the list of their court room (Room1), today by default', async (_role, client) => {
    expect(cases((await list(client())).json())).toEqual(['T/1']);
    const asked = (await list(client(), '?date=2030-01-15&roomId=Room2')).json();
    expect(cases(asked)).toEqual(['A/1', 'B/1', 'C/3']);
    expect(asked.data.every((entry: { roomId: string }) => entry.roomId === 'Room1')).toBe(true);
  });

  it('gives a Judge without a court room an empty page', async () => {
    const [seated] = await t.db
      .select({ courtRoomId: users.courtRoomId })
      .from(users)
      .where(eq(users.email, demoAccount('Judge').email));
    await t.db
      .update(users)
      .set({ courtRoomId: null })
      .where(eq(users.email, demoAccount('Judge').email));
    try {
      const response = await list(judge, '?date=2030-01-15');
      expect(response.json()).toEqual({ status: true, data: [], page: 1, total: 0, totalPages: 0 });
    } finally {
      await t.db
        .update(users)
        .set({ courtRoomId: seated?.courtRoomId ?? null })
        .where(eq(users.email, demoAccount('Judge').email));
    }
  });

  it('is not for an Advocate (403)', async () => {
    const advocate = await clientAs(t.app, 'Advocate');
    expect((await list(advocate)).statusCode).toBe(403);
  });
});

describe('#searchCauseListByCnr', () => {
  const search = (client: TestClient, cnr: string) => client.post(`${base}/searchCauseListByCnr`, { cnr });

  it('finds every listing of a case, in date order like the table, whatever the case of the CNR', async () => {
    const cnr = 'DLND010000002024';
    await controller.post(`${base}/addCauseList`, entryBody({ nextDate: '2030-02-01', cnr }));
    const response = await search(controller, cnr.toLowerCase());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe(true);
    expect(body.data.map((entry: { nextDate: string }) => entry.nextDate)).toEqual([
      '2030-01-15',
      '2030-02-01',
    ]);
  });

  it('finds nothing outside the room of a Judge or Reader', async () => {
    const judged = (await search(judge, 'DLND010000002024')).json().data;
    expect(judged.map((entry: { roomId: string }) => entry.roomId)).toEqual(['Room1']);
    expect((await search(reader, 'DLND010000042024')).json()).toEqual({ status: true, data: [] });
  });

  it('asks for 16 characters', async () => {
    const response = await search(controller, 'DLND01');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      code: 'cnrLength',
      message: MESSAGES.cnrLength,
      field: 'cnr',
    });
  });
});
