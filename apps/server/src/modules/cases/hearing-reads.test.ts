import { type CaseRow } from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { courtRooms, hearingSessions } from '../../core/db/schema/index.ts';
import { courtRoomValue } from '../../seed/masters-data.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { entryBody } from '../../test/fixtures/cause-list.ts';
import { listHearing } from '../../test/fixtures/cases.ts';

// Searches are answered from what the instance read before, until the database announces a change: each test
// searches (so the answer is kept), changes what it is made of, and searches again as someone else would.

let t: TestApp;
let controller: TestClient;
let individual: TestClient;
let advocate: TestClient;
const CNR = 'DLSW010077712024';
const COURT_ROOM = courtRoomValue('DLSW01', 3);
const HEARING = {
  cnr: CNR,
  nextDate: '2030-02-11',
  caseNumber: 'CS/777/2024',
  roomId: 'Room3',
  courtRoom: COURT_ROOM,
};
let hearingId: number;

beforeAll(async () => {
  t = await createTestApp();
  controller = await clientAs(t.app, 'Controller');
  individual = await clientAs(t.app, 'Individual');
  advocate = await clientAs(t.app, 'Advocate');
  hearingId = await listHearing(controller, HEARING);
});
afterAll(() => t.close());

const searched = async (client = individual): Promise<CaseRow[]> =>
  (await client.post('/streaming/crnSearch', { crnNumber: CNR })).json().data;
const courtPage = (courtRoom: string) =>
  individual.get(`/streaming/courtHearings?courtRoom=${encodeURIComponent(courtRoom)}&page=1`);

describe('a search answered again', () => {
  it("shows the Controller's edit of the cause list at once", async () => {
    expect((await searched())[0]).toMatchObject({ petitioner: 'Ramesh Chand Gupta' });
    const edited = await controller.put(
      `/causeList/controller/editCauseList/${hearingId}`,
      entryBody({ ...HEARING, petitioner: 'Sunita Devi' }),
    );
    expect(edited.statusCode).toBe(200);
    expect((await searched())[0]).toMatchObject({ petitioner: 'Sunita Devi' });
    expect((await courtPage(COURT_ROOM)).json().data[0]).toMatchObject({ petitioner: 'Sunita Devi' });
  });

  it('shows a hearing listed after the first search of its court', async () => {
    expect((await courtPage(COURT_ROOM)).json().total).toBe(1);
    await listHearing(controller, { ...HEARING, nextDate: '2030-03-11' });
    expect((await courtPage(COURT_ROOM)).json().total).toBe(2);
    expect(await searched()).toHaveLength(2);
  });

  it('shows the hearing live to an advocate once the courtroom opens it, and not once it closes', async () => {
    await listHearing(controller, { ...HEARING, nextDate: '2030-04-11' });
    const hearingOf = async () => (await searched(advocate)).find((row) => row.hearingDate === '2030-04-11');
    const status = (await hearingOf())?.status;
    const [opened] = await t.db
      .insert(hearingSessions)
      .values({ hearingId: (await hearingOf())?.hearingId ?? 0 })
      .returning();
    // Written behind the app's back: on PostgreSQL the database tells the app a moment later.
    await vi.waitFor(async () => expect((await hearingOf())?.status).toBe('Live'));
    await t.db
      .update(hearingSessions)
      .set({ endedAt: new Date() })
      .where(eq(hearingSessions.id, opened?.id ?? 0));
    await vi.waitFor(async () => expect((await hearingOf())?.status).toBe(status));
  });

  it('follows a court room renamed in the masters', async () => {
    expect((await courtPage(COURT_ROOM)).statusCode).toBe(200);
    await t.db
      .update(courtRooms)
      .set({ value: `${COURT_ROOM}-new` })
      .where(eq(courtRooms.value, COURT_ROOM));
    await vi.waitFor(async () => expect((await courtPage(COURT_ROOM)).statusCode).toBe(400));
    expect((await courtPage(`${COURT_ROOM}-new`)).json().total).toBeGreaterThan(0);
    await t.db
      .update(courtRooms)
      .set({ value: COURT_ROOM })
      .where(eq(courtRooms.value, `${COURT_ROOM}-new`));
  });
});
