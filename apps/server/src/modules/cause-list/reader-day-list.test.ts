import {
  API_PREFIX,
  MESSAGES,
  courtDate,
  courtTomorrow,
  demoAccount,
  nextCourtWorkingDay,
  type CauseListDay,
  type Role,
} from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../core/db/schema/index.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CAUSE_LIST_PATH, entryBody } from '../../test/fixtures/cause-list.ts';

let t: TestApp;
let controller: TestClient;
let judge: TestClient;
let reader: TestClient;
const today = courtDate();
const FAR_DAY = '2030-01-15';

/** The demo list (seed) of the Reader's and Judge's court room, whose streaming room is Room1. */
const SEEDED_TODAY = ['CS-DJ/1187/2024', 'SC/412/2024'];
const SEEDED_TOMORROW = ['BAIL/1502/2025', 'CS-DJ/215/2025'];

/** More hearings than a page of the Cause List table, in no order, on a day of their own. */
const FAR_LISTING: [string, string][] = [
  ['Room1', 'G/7'],
  ['Room2', 'A/2'],
  ['Room1', 'C/3'],
  ['Room1', 'A/1'],
  ['Room1', 'F/6'],
  ['Room1', 'B/2'],
  ['Room1', 'E/5'],
  ['Room1', 'D/4'],
];

beforeAll(async () => {
  t = await createTestApp();
  controller = await clientAs(t.app, 'Controller');
  judge = await clientAs(t.app, 'Judge');
  reader = await clientAs(t.app, 'Reader');
  for (const [index, [roomId, caseNumber]] of FAR_LISTING.entries()) {
    const cnr = `DLND02${String(index).padStart(6, '0')}2024`;
    const body = entryBody({ nextDate: FAR_DAY, roomId, caseNumber, cnr });
    expect((await controller.post(`${CAUSE_LIST_PATH}/addCauseList`, body)).statusCode).toBe(201);
  }
});
afterAll(() => t.close());

const dayList = (client: TestClient, query = '') => client.get(`/causeList/reader/getDayList${query}`);
const dayOf = async (client: TestClient, query = '') => {
  const response = await dayList(client, query);
  expect(response.statusCode).toBe(200);
  const body = response.json() as { status: boolean; data: CauseListDay };
  expect(body.status).toBe(true);
  return body.data;
};
const cases = (day: CauseListDay) => day.entries.map((entry) => entry.caseNumber);

describe('#getDayList', () => {
  it("gives the Reader their room's whole list for the court's today, in hearing order", async () => {
    const day = await dayOf(reader);
    expect(day).toMatchObject({ date: today, roomId: 'Room1' });
    expect(cases(day)).toEqual(SEEDED_TODAY);
    expect(day.entries[0]).toMatchObject({
      cnr: 'DLND010000012024',
      nextDate: today,
      roomId: 'Room1',
      petitioner: 'Ramesh Chand Gupta',
      respondent: 'Delhi Development Authority',
      advocatePetitioner: 'Rohan Mehta',
      advocateRespondent: 'Kavita Sharma',
      casestage: 'Arguments',
      streamingExclusion: 'none',
      streamable: true,
      partiesInformedAt: null,
      partiesInformedByName: null,
    });
  });

  it('gives the next working day, and the demo listing of tomorrow', async () => {
    const next = nextCourtWorkingDay(today);
    const day = await dayOf(reader, `?date=${next}`);
    expect(day).toMatchObject({ date: next, roomId: 'Room1' });
    // The demo data lists hearings for tomorrow only: a next working day further away has none.
    expect(cases(day)).toEqual(next === courtTomorrow() ? SEEDED_TOMORROW : []);
    expect(cases(await dayOf(reader, `?date=${courtTomorrow()}`))).toEqual(SEEDED_TOMORROW);
  });

  it('orders a day by case number and never pages it', async () => {
    const day = await dayOf(reader, `?date=${FAR_DAY}`);
    expect(cases(day)).toEqual(['A/1', 'B/2', 'C/3', 'D/4', 'E/5', 'F/6', 'G/7']);
  });

  it('gives a Reader who asks for another room their own all the same', async () => {
    const day = await dayOf(reader, `?date=${FAR_DAY}&roomId=Room2`);
    expect(day.roomId).toBe('Room1');
    expect(day.entries.every((entry) => entry.roomId === 'Room1')).toBe(true);
    expect(cases(day)).not.toContain('A/2');
  });

  it('gives a Judge the list of their own court room', async () => {
    const day = await dayOf(judge, '?roomId=Room3');
    expect(day).toMatchObject({ date: today, roomId: 'Room1' });
    expect(cases(day)).toEqual(SEEDED_TODAY);
  });

  it('gives a Controller the room named, or every room by room then case number', async () => {
    const room2 = await dayOf(controller, '?roomId=Room2');
    expect(room2).toMatchObject({ date: today, roomId: 'Room2' });
    expect(cases(room2)).toEqual(['HMA/903/2024']);
    expect(room2.entries[0]).toMatchObject({ streamingExclusion: 'matrimonial', streamable: false });

    const all = await dayOf(controller);
    expect(all).toMatchObject({ date: today, roomId: null });
    expect(all.entries.map((entry) => [entry.roomId, entry.caseNumber])).toEqual([
      ['Room1', 'CS-DJ/1187/2024'],
      ['Room1', 'SC/412/2024'],
      ['Room2', 'HMA/903/2024'],
      ['Room3', 'RCA/77/2023'],
    ]);
    const far = await dayOf(controller, `?date=${FAR_DAY}`);
    expect(cases(far)).toEqual(['A/1', 'B/2', 'C/3', 'D/4', 'E/5', 'F/6', 'G/7', 'A/2']);
  });

  it('gives a Reader who sits in no court room an empty list and no room', async () => {
    const email = demoAccount('Reader').email;
    const [seated] = await t.db
      .select({ courtRoomId: users.courtRoomId })
      .from(users)
      .where(eq(users.email, email));
    await t.db.update(users).set({ courtRoomId: null }).where(eq(users.email, email));
    try {
      expect(await dayOf(reader, `?date=${FAR_DAY}`)).toEqual({ date: FAR_DAY, roomId: null, entries: [] });
    } finally {
      await t.db
        .update(users)
        .set({ courtRoomId: seated?.courtRoomId ?? null })
        .where(eq(users.email, email));
    }
  });

  it.each(['15-01-2030', '2030-02-30', 'today'])('refuses the date %s (400 on date)', async (date) => {
    const response = await dayList(reader, `?date=${date}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      code: 'dateInvalid',
      message: MESSAGES.dateInvalid,
      field: 'date',
    });
  });

  it('is for signed-in users only (401)', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/causeList/reader/getDayList` });
    expect(response.statusCode).toBe(401);
  });

  it.each<Role>(['Individual', 'Advocate', 'Admin', 'SuperAdmin'])('is not for an %s (403)', async (role) => {
    const response = await dayList(await clientAs(t.app, role));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: false, code: 'forbidden', message: MESSAGES.forbidden });
  });
});
