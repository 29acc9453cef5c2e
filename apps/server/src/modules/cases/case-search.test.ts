import { API_PREFIX, MESSAGES, courtDate, type CaseRow } from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { causeListEntries, hearingSessions, recordings } from '../../core/db/schema/index.ts';
import { courtRoomValue } from '../../seed/masters-data.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { csrf } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { entryBody } from '../../test/fixtures/cause-list.ts';

let t: TestApp;
let controller: TestClient;
let individual: TestClient;
let advocate: TestClient;
const CNR = 'DLSW010012342023';
/** Dwarka Courts' Court No. 2, which Room2 streams. */
const COURT_ROOM = courtRoomValue('DLSW01', 2);
/** The seeded names of that court room, in each language (migration 0029 and the seed give the Hindi ones). */
const DWARKA_COURT_NO_2 = {
  en: 'Dwarka Courts (DLSW01), Court No. 2 (Additional Sessions Judge)',
  hi: 'द्वारका न्यायालय (DLSW01), न्यायालय कक्ष सं. 2 (अपर सत्र न्यायाधीश)',
};

/** Hearing dates of one case and what happened at each; the courtroom and recorder write these rows later. */
const HEARINGS = {
  expired: '2025-01-10',
  unrecorded: '2025-03-14',
  available: '2025-06-02',
  live: courtDate(),
  upcoming: '2030-01-15',
} as const;

async function listHearing(nextDate: string, caseNumber: string): Promise<number> {
  const response = await controller.post(
    '/causeList/controller/addCauseList',
    entryBody({ nextDate, cnr: CNR, caseNumber, roomId: 'Room2', courtRoom: COURT_ROOM }),
  );
  expect(response.statusCode).toBe(201);
  return response.json().data.hearingId;
}

beforeAll(async () => {
  t = await createTestApp();
  controller = await clientAs(t.app, 'Controller');
  individual = await clientAs(t.app, 'Individual');
  advocate = await clientAs(t.app, 'Advocate');
  const ids = Object.fromEntries(
    await Promise.all(
      Object.entries(HEARINGS).map(async ([what, date]) => [what, await listHearing(date, `CS/${what}`)]),
    ),
  ) as Record<keyof typeof HEARINGS, number>;
  await t.db.insert(recordings).values([
    { hearingId: ids.available, file: 'a-1.mp4', sizeBytes: 1000 },
    { hearingId: ids.available, file: 'a-2.mp4', sizeBytes: 2000 },
    {
      hearingId: ids.expired,
      file: 'e-1.mp4',
      sizeBytes: 1000,
      state: 'expired',
      expiredAt: new Date(),
    },
  ]);
  await t.db
    .insert(hearingSessions)
    .values([{ hearingId: ids.live }, { hearingId: ids.unrecorded, endedAt: new Date() }]);
});
afterAll(() => t.close());

const search = (client: TestClient, crnNumber: unknown) => client.post('/streaming/crnSearch', { crnNumber });

describe('POST /streaming/crnSearch', () => {
  it('gives one row per hearing, newest first, each with its status from the real rows', async () => {
    const response = await search(advocate, CNR.toLowerCase());
    expect(response.statusCode).toBe(200);
    const rows: CaseRow[] = response.json().data;
    expect(rows.map((row) => [row.causeNo, row.status, row.recordings])).toEqual([
      ['CS/upcoming', 'Upcoming', 0],
      ['CS/live', 'Live', 0],
      ['CS/available', 'Available', 2],
      ['CS/unrecorded', 'Unrecorded', 0],
      ['CS/expired', 'Expired', 0],
    ]);
    // To those who watch, a hearing in session is Live only while its court reaches the public (front-door.test.ts):
    // this one's room is not even streaming.
    const watched: CaseRow[] = (await search(individual, CNR)).json().data;
    expect(watched.find((row) => row.causeNo === 'CS/live')?.status).toBe('Upcoming');
  });

  it('shows the row as the spec does: dd-mm-yyyy, parties, advocates, room and court', async () => {
    const rows: CaseRow[] = (await search(individual, CNR)).json().data;
    expect(rows.find((row) => row.causeNo === 'CS/available')).toEqual({
      hearingId: expect.any(Number),
      causeNo: 'CS/available',
      cnr: CNR,
      petitioner: 'Ramesh Chand Gupta',
      petitionerAdvocate: 'Rohan Mehta',
      defendant: 'Delhi Development Authority',
      defendantAdvocate: 'Kavita Sharma',
      withheld: null,
      date: '02-06-2025',
      hearingDate: '2025-06-02',
      recordings: 2,
      status: 'Available',
      courtRoom: 'Room2',
      courtName: DWARKA_COURT_NO_2,
      court: DWARKA_COURT_NO_2,
      streamable: true,
      archivalRequest: null,
    });
  });

  it('a hearing is Live to an advocate only while its session is open', async () => {
    const [live] = await t.db
      .select()
      .from(causeListEntries)
      .where(eq(causeListEntries.caseNumber, 'CS/live'));
    await t.db
      .update(hearingSessions)
      .set({ endedAt: new Date() })
      .where(eq(hearingSessions.hearingId, live!.id));
    // Written behind the app's back: on PostgreSQL the database tells the app's cache a moment later.
    await vi.waitFor(async () => {
      const rows: CaseRow[] = (await search(advocate, CNR)).json().data;
      expect(rows.find((row) => row.causeNo === 'CS/live')?.status).toBe('Upcoming');
    });
  });

  it('answers an unknown case with no rows', async () => {
    const response = await search(individual, '1234567890123456');
    expect(response.json()).toEqual({ status: true, data: [] });
  });

  it.each([
    ['DLSW0100123', MESSAGES.cnrLength],
    ['', MESSAGES.cnrLength],
    [undefined, MESSAGES.cnrLength],
    ['DLSW01001234202X', MESSAGES.cnrFormat],
  ])('refuses CNR %j with "%s", naming crnNumber', async (crnNumber, message) => {
    const response = await search(individual, crnNumber);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, message, field: 'crnNumber' });
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/streaming/crnSearch`,
      ...csrf({}),
      payload: { crnNumber: CNR },
    });
    expect(response.statusCode).toBe(401);
  });
});
