import { MESSAGES, PAGE_SIZE, courtDate, type CaseRow } from '@nyaya/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courtRooms, highCourtBenches, recordings, streamingRooms } from '../../core/db/schema/index.ts';
import { courtRoomValue } from '../../seed/masters-data.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { anonymous, listHearing } from '../../test/fixtures/cases.ts';

let t: TestApp;
let controller: TestClient;
let individual: TestClient;

/** A streaming room of this suite alone, so the demo cause list stays out of its pages. */
const ROOM = 'Room9';
/** Two court rooms the room carries, and a bench it carries too. */
const COURT_ROOM = '2^1';
const NEIGHBOUR_COURT_ROOM = '4^1';
const BENCH = 'DHC-DB1';
const UNLINKED_BENCH = 'DHC-DB2';
const TODAY = courtDate();

/** Listed out of order on purpose; the expected order is today's (by case number), upcoming, then past. */
const HEARINGS = [
  { caseNumber: 'CS/past-early', nextDate: '2025-01-10' },
  { caseNumber: 'CS/upcoming-late', nextDate: '2030-01-15' },
  { caseNumber: 'CS/today-b', nextDate: TODAY },
  { caseNumber: 'CS/past-late', nextDate: '2025-03-14' },
  { caseNumber: 'CS/upcoming-soon', nextDate: '2029-05-01' },
  { caseNumber: 'CS/today-a', nextDate: TODAY },
];
const EXPECTED_ORDER = [
  'CS/today-a',
  'CS/today-b',
  'CS/upcoming-soon',
  'CS/upcoming-late',
  'CS/past-late',
  'CS/past-early',
];
/** The same room's hearings heard elsewhere: in the neighbouring court room, and before the bench (no court room). */
const NEIGHBOUR_HEARINGS = [
  { caseNumber: 'CS/neighbour-a', nextDate: TODAY, courtRoom: NEIGHBOUR_COURT_ROOM },
  { caseNumber: 'CS/neighbour-b', nextDate: '2029-06-01', courtRoom: NEIGHBOUR_COURT_ROOM },
  { caseNumber: 'CS/bench-a', nextDate: TODAY },
  { caseNumber: 'CS/bench-b', nextDate: '2025-02-01' },
];

beforeAll(async () => {
  t = await createTestApp();
  controller = await clientAs(t.app, 'Controller');
  individual = await clientAs(t.app, 'Individual');
  const [room] = await t.db.insert(streamingRooms).values({ name: ROOM }).returning();
  await t.db
    .update(courtRooms)
    .set({ streamingRoomId: room!.id })
    .where(inArray(courtRooms.value, [COURT_ROOM, NEIGHBOUR_COURT_ROOM]));
  await t.db
    .update(highCourtBenches)
    .set({ streamingRoomId: room!.id })
    .where(eq(highCourtBenches.value, BENCH));
  for (const [index, hearing] of HEARINGS.entries()) {
    const id = await listHearing(controller, {
      ...hearing,
      cnr: cnrOf(index),
      roomId: ROOM,
      courtRoom: COURT_ROOM,
    });
    if (hearing.caseNumber === 'CS/past-late')
      await t.db.insert(recordings).values({ hearingId: id, file: 'past-late.mp4', sizeBytes: 1000 });
  }
  for (const [index, hearing] of NEIGHBOUR_HEARINGS.entries())
    await listHearing(controller, { ...hearing, cnr: cnrOf(50 + index), roomId: ROOM });
});
afterAll(() => t.close());

function cnrOf(index: number): string {
  return `DLND0100${String(index).padStart(4, '0')}2025`;
}

const hearingsOf = (query: string, client: TestClient = individual) =>
  client.get(`/streaming/courtHearings?${query}`);

describe('GET /streaming/courtHearings', () => {
  it("lists a district court room's hearings: today's by case number, then upcoming soonest first, then past latest first", async () => {
    const response = await hearingsOf(`courtRoom=${encodeURIComponent(COURT_ROOM)}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: true, page: 1, total: HEARINGS.length, totalPages: 1 });
    expect(body.data.map((row: CaseRow) => row.causeNo)).toEqual(EXPECTED_ORDER);
  });

  it('gives each row as the search table shows it, with its status from the real rows', async () => {
    const rows: CaseRow[] = (await hearingsOf(`courtRoom=${encodeURIComponent(COURT_ROOM)}`)).json().data;
    expect(rows.find((row) => row.causeNo === 'CS/past-late')).toMatchObject({
      cnr: cnrOf(3),
      date: '14-03-2025',
      hearingDate: '2025-03-14',
      status: 'Available',
      recordings: 1,
      courtRoom: ROOM,
    });
    expect(rows.find((row) => row.causeNo === 'CS/past-early')?.status).toBe('Unrecorded');
    expect(rows.find((row) => row.causeNo === 'CS/upcoming-soon')?.status).toBe('Upcoming');
  });

  it('lists only the chosen court room of a streaming room two court rooms share, each its own', async () => {
    const causeNos = async (courtRoom: string) =>
      ((await hearingsOf(`courtRoom=${encodeURIComponent(courtRoom)}`)).json().data as CaseRow[]).map(
        (row) => row.causeNo,
      );
    const [chosen, neighbour] = [await causeNos(COURT_ROOM), await causeNos(NEIGHBOUR_COURT_ROOM)];
    expect(chosen).toEqual(EXPECTED_ORDER);
    expect(neighbour).toEqual(['CS/neighbour-a', 'CS/neighbour-b']);
  });

  it('names the court room and its complex on each row', async () => {
    const [row] = (await hearingsOf(`courtRoom=${encodeURIComponent(NEIGHBOUR_COURT_ROOM)}`)).json()
      .data as CaseRow[];
    expect(row?.courtName?.en).toMatch(/^.+ \([A-Z]{4}\d{2}\), Court No\. 1 \(.+\)$/);
    expect(row?.courtName?.hi).toMatch(/^.+ \([A-Z]{4}\d{2}\), न्यायालय कक्ष सं\. 1 \(.+\)$/);
  });

  it("lists a High Court bench's hearings: those of its streaming room heard in no court room", async () => {
    const response = await hearingsOf(`bench=${BENCH}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((row: CaseRow) => [row.causeNo, row.courtName, row.court])).toEqual([
      ['CS/bench-a', null, { en: ROOM, hi: ROOM }],
      ['CS/bench-b', null, { en: ROOM, hi: ROOM }],
    ]);
  });

  it('answers a court without a streaming room with an empty page', async () => {
    const response = await hearingsOf(`bench=${UNLINKED_BENCH}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, data: [], page: 1, total: 0, totalPages: 0 });
  });

  it.each([
    ['neither court', 'courtRoom', ''],
    ['both courts', 'courtRoom', `courtRoom=${encodeURIComponent(COURT_ROOM)}&bench=${BENCH}`],
    ['an unknown court room', 'courtRoom', 'courtRoom=99%5E9'],
    ['an unknown bench', 'bench', 'bench=DHC-NONE'],
    ['an empty court room', 'courtRoom', 'courtRoom='],
    ['an overlong bench', 'bench', `bench=${'B'.repeat(51)}`],
  ])('refuses %s with "Please select a court." naming %s', async (_what, field, query) => {
    const response = await hearingsOf(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      code: 'courtRequired',
      message: MESSAGES.courtRequired,
      field,
    });
  });

  it('refuses a page below 1, naming page', async () => {
    const response = await hearingsOf(`bench=${BENCH}&page=0`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, field: 'page' });
  });

  it('needs a signed-in user', async () => {
    const response = await anonymous(t.app, 'GET', `/streaming/courtHearings?bench=${BENCH}`);
    expect(response.statusCode).toBe(401);
  });

  it(`pages ${PAGE_SIZE.caseSearch} rows at a time, continuing the same order`, async () => {
    const more = PAGE_SIZE.caseSearch - HEARINGS.length + 2;
    for (let index = 0; index < more; index += 1)
      await listHearing(controller, {
        cnr: cnrOf(100 + index),
        nextDate: `2024-0${index + 1}-01`,
        caseNumber: `CS/older-${index}`,
        roomId: ROOM,
        courtRoom: COURT_ROOM,
      });
    const total = HEARINGS.length + more;
    const older = Array.from({ length: more }, (_, index) => `CS/older-${more - 1 - index}`);
    const everything = [...EXPECTED_ORDER, ...older];

    const court = `courtRoom=${encodeURIComponent(COURT_ROOM)}`;
    const first = (await hearingsOf(court)).json();
    expect(first).toMatchObject({ page: 1, total, totalPages: 2 });
    expect(first.data.map((row: CaseRow) => row.causeNo)).toEqual(everything.slice(0, PAGE_SIZE.caseSearch));

    const second = (await hearingsOf(`${court}&page=2`)).json();
    expect(second).toMatchObject({ page: 2, total, totalPages: 2 });
    expect(second.data.map((row: CaseRow) => row.causeNo)).toEqual(everything.slice(PAGE_SIZE.caseSearch));

    const beyond = (await hearingsOf(`${court}&page=3`)).json();
    expect(beyond).toEqual({ status: true, data: [], page: 3, total, totalPages: 2 });
  });
});

describe('the demo courts', () => {
  const hearingIdsOf = async (complex: string) => {
    const query = `courtRoom=${encodeURIComponent(courtRoomValue(complex, 1))}`;
    return ((await hearingsOf(query)).json().data as CaseRow[]).map((row) => row.hearingId);
  };

  it("gives Tis Hazari's and Patiala House's Court No. 1, both streamed in Room1, hearings of their own", async () => {
    const [tisHazari, patialaHouse] = [await hearingIdsOf('DLCT01'), await hearingIdsOf('DLND01')];
    expect(tisHazari.length).toBeGreaterThan(0);
    expect(patialaHouse.length).toBeGreaterThan(0);
    expect(tisHazari.filter((id) => patialaHouse.includes(id))).toEqual([]);
  });

  it("lists nothing for Saket's Court No. 1, where no demo case is heard", async () => {
    expect(await hearingIdsOf('DLST01')).toEqual([]);
  });
});
