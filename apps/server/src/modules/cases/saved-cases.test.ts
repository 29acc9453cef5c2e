import { MESSAGES, courtDate, type SavedCase } from '@nyaya/shared';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedCases } from '../../core/db/schema/index.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deleteAs } from '../../test/fixtures/cause-list.ts';
import { anonymous, listHearing, signedUpAdvocate } from '../../test/fixtures/cases.ts';
import { refusal } from '../../test/refusal.ts';

let t: TestApp;
let controller: TestClient;
let advocate: TestClient;
let otherAdvocate: Awaited<ReturnType<typeof signedUpAdvocate>>;

const TODAY = courtDate();
/** Three cases whose hearing that matters is, in turn, today's, the next upcoming one, and the latest past one. */
const CASES = {
  heardToday: { cnr: 'DLND010000412025', dates: ['2025-01-10', TODAY, '2030-01-15'] },
  heardNext: { cnr: 'DLND010000422025', dates: ['2025-01-10', '2030-01-15', '2029-05-01', '2025-03-14'] },
  heardLast: { cnr: 'DLND010000432025', dates: ['2024-05-01', '2025-02-01'] },
  delisted: { cnr: 'DLND010000442025', dates: ['2029-06-01'] },
};
const UNLISTED_CNR = '1234567890123456';
let delistedId: number;

beforeAll(async () => {
  t = await createTestApp();
  controller = await clientAs(t.app, 'Controller');
  advocate = await clientAs(t.app, 'Advocate');
  otherAdvocate = await signedUpAdvocate(t.app);
  for (const [name, { cnr, dates }] of Object.entries(CASES))
    for (const nextDate of dates) {
      const id = await listHearing(controller, { cnr, nextDate, caseNumber: `CS/${name}/${nextDate}` });
      if (name === 'delisted') delistedId = id;
    }
});
afterAll(() => t.close());

const PATH = '/streaming/savedCases';
const save = (client: Pick<TestClient, 'post'>, cnr: unknown) => client.post(PATH, { cnr });
const listOf = async (client: Pick<TestClient, 'get'>): Promise<SavedCase[]> => {
  const response = await client.get(PATH);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
async function savedRowCount(): Promise<number> {
  const [row] = await t.db.select({ total: count() }).from(savedCases);
  return row?.total ?? 0;
}

describe('POST /streaming/savedCases', () => {
  it("saves a case (201) with today's hearing", async () => {
    const response = await save(advocate, CASES.heardToday.cnr.toLowerCase());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      status: true,
      code: 'caseSaved',
      message: MESSAGES.caseSaved,
      data: {
        cnr: CASES.heardToday.cnr,
        savedAt: expect.any(String),
        hearing: expect.objectContaining({
          cnr: CASES.heardToday.cnr,
          hearingDate: TODAY,
          status: 'Upcoming',
        }),
      },
    });
  });

  it('saving the same case again answers 200 with the same message and adds no row', async () => {
    const before = await savedRowCount();
    const first = (await advocate.get(PATH)).json().data[0];
    const response = await save(advocate, CASES.heardToday.cnr);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: true,
      code: 'caseSaved',
      message: MESSAGES.caseSaved,
      data: { cnr: CASES.heardToday.cnr, savedAt: first.savedAt },
    });
    expect(await savedRowCount()).toBe(before);
  });

  it('refuses a case with no hearing in the cause list (404 naming cnr), saving nothing', async () => {
    const before = await savedRowCount();
    const response = await save(advocate, UNLISTED_CNR);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: false,
      code: 'hearingNotFound',
      message: MESSAGES.hearingNotFound,
      field: 'cnr',
    });
    expect(await savedRowCount()).toBe(before);
  });

  it.each([
    ['DLND0100004', MESSAGES.cnrLength],
    ['', MESSAGES.cnrLength],
    [undefined, MESSAGES.cnrLength],
    ['DLND01000041202X', MESSAGES.cnrFormat],
  ])('refuses CNR %j with "%s", naming cnr and saving nothing', async (cnr, message) => {
    const before = await savedRowCount();
    const response = await save(advocate, cnr);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(message, 'cnr'));
    expect(await savedRowCount()).toBe(before);
  });
});

describe('GET /streaming/savedCases', () => {
  it('lists newest saved first, each with the hearing that matters: today, else the next, else the latest', async () => {
    for (const { cnr } of [CASES.heardNext, CASES.heardLast, CASES.delisted])
      expect((await save(advocate, cnr)).statusCode).toBe(201);
    const list = await listOf(advocate);
    expect(list.map((saved) => [saved.cnr, saved.hearing?.hearingDate])).toEqual([
      [CASES.delisted.cnr, '2029-06-01'],
      [CASES.heardLast.cnr, '2025-02-01'],
      [CASES.heardNext.cnr, '2029-05-01'],
      [CASES.heardToday.cnr, TODAY],
    ]);
    expect(list[1]?.hearing).toMatchObject({ date: '01-02-2025', status: 'Unrecorded' });
  });

  it('keeps a saved case whose hearings left the cause list, with no hearing', async () => {
    expect((await deleteAs(t.app, controller, { streamIds: [delistedId] })).statusCode).toBe(200);
    const list = await listOf(advocate);
    expect(list.find((saved) => saved.cnr === CASES.delisted.cnr)).toEqual({
      cnr: CASES.delisted.cnr,
      savedAt: expect.any(String),
      hearing: null,
    });
  });
});

describe('DELETE /streaming/savedCases/:cnr', () => {
  it('removes a case from the list', async () => {
    const response = await advocate.del(`${PATH}/${CASES.delisted.cnr.toLowerCase()}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      code: 'caseRemoved',
      message: MESSAGES.caseRemoved,
      data: null,
    });
    expect((await listOf(advocate)).map((saved) => saved.cnr)).not.toContain(CASES.delisted.cnr);
  });

  it('answers a case not on the list with 404', async () => {
    const response = await advocate.del(`${PATH}/${CASES.delisted.cnr}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      status: false,
      code: 'savedCaseNotFound',
      message: MESSAGES.savedCaseNotFound,
    });
  });

  it.each([
    ['DLND0100004', MESSAGES.cnrLength],
    ['DLND01000041202X', MESSAGES.cnrFormat],
  ])('refuses CNR %j with "%s", naming cnr and removing nothing', async (cnr, message) => {
    const before = await savedRowCount();
    const response = await advocate.del(`${PATH}/${cnr}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(message, 'cnr'));
    expect(await savedRowCount()).toBe(before);
  });
});

describe('saved cases are per account', () => {
  it("another advocate neither sees nor removes this advocate's cases, and keeps their own", async () => {
    expect(await listOf(otherAdvocate)).toEqual([]);
    expect((await otherAdvocate.del(`${PATH}/${CASES.heardNext.cnr}`)).statusCode).toBe(404);
    expect((await save(otherAdvocate, CASES.heardToday.cnr)).statusCode).toBe(201);

    expect((await advocate.del(`${PATH}/${CASES.heardToday.cnr}`)).statusCode).toBe(200);
    expect((await listOf(otherAdvocate)).map((saved) => saved.cnr)).toEqual([CASES.heardToday.cnr]);
    expect((await listOf(advocate)).map((saved) => saved.cnr)).toEqual([
      CASES.heardLast.cnr,
      CASES.heardNext.cnr,
    ]);
  });
});

describe('who may keep saved cases', () => {
  it.each([
    ['GET', PATH],
    ['POST', PATH],
    ['DELETE', `${PATH}/${CASES.heardNext.cnr}`],
  ] as const)('%s %s needs a signed-in user', async (method, path) => {
    const response = await anonymous(
      t.app,
      method,
      path,
      method === 'POST' ? { cnr: CASES.heardNext.cnr } : undefined,
    );
    expect(response.statusCode).toBe(401);
  });

  it.each(['Individual', 'Judge'] as const)(
    'answers %s with 403: saved cases are for advocates',
    async (role) => {
      const client = await clientAs(t.app, role);
      const before = await savedRowCount();
      expect((await client.get(PATH)).statusCode).toBe(403);
      expect((await save(client, CASES.heardNext.cnr)).statusCode).toBe(403);
      expect((await client.del(`${PATH}/${CASES.heardNext.cnr}`)).statusCode).toBe(403);
      expect(await savedRowCount()).toBe(before);
    },
  );
});
