import {
  API_PREFIX,
  MESSAGES,
  courtDate,
  type CauseListDay,
  type CauseListDayEntry,
  type Role,
} from '@nyaya/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog, causeListEntries } from '../../core/db/schema/index.ts';
import { csrf } from '../../test/http.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let reader: TestClient;
let controller: TestClient;
/** The demo list of today: two hearings in the Reader's room (Room1), one in Room2. */
let ownEntry: CauseListDayEntry;
let otherRoomEntry: CauseListDayEntry;

const READER_NAME = 'Suresh Kumar';
const base = '/causeList/reader';

beforeAll(async () => {
  t = await createTestApp();
  reader = await clientAs(t.app, 'Reader');
  controller = await clientAs(t.app, 'Controller');
  const own = (await reader.get(`${base}/getDayList`)).json().data as CauseListDay;
  const room2 = (await controller.get(`${base}/getDayList?roomId=Room2`)).json().data as CauseListDay;
  if (!own.entries[0] || !room2.entries[0]) throw new Error('the demo list of today is missing');
  ownEntry = own.entries[0];
  otherRoomEntry = room2.entries[0];
});
afterAll(() => t.close());

const mark = (client: TestClient, id: number | string, body: object) =>
  client.put(`${base}/partiesInformed/${id}`, body);
const storedMark = async (id: number) => {
  const [row] = await t.db
    .select({ at: causeListEntries.partiesInformedAt, by: causeListEntries.partiesInformedBy })
    .from(causeListEntries)
    .where(eq(causeListEntries.id, id));
  return row;
};
const lastLog = async () => (await t.db.select().from(accessLog).orderBy(desc(accessLog.id)).limit(1))[0];
const ownDayEntry = async (id: number) => {
  const day = (await reader.get(`${base}/getDayList?date=${courtDate()}`)).json().data as CauseListDay;
  return day.entries.find((entry) => entry.hearingId === id);
};

describe('#partiesInformed', () => {
  it("marks that the parties were told, with the reader's name and the time, kept for the next day list", async () => {
    const before = Date.now();
    const response = await mark(reader, ownEntry.hearingId, { informed: true });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: true,
      code: 'partiesInformedMarked',
      message: MESSAGES.partiesInformedMarked,
      data: { ...ownEntry, partiesInformedAt: expect.any(String), partiesInformedByName: READER_NAME },
    });
    const at = Date.parse(body.data.partiesInformedAt);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);

    expect(await ownDayEntry(ownEntry.hearingId)).toEqual(body.data);
    expect(await lastLog()).toMatchObject({
      event: 'master_changed',
      role: 'Reader',
      target: `cause list ${ownEntry.cnr} ${ownEntry.nextDate}`,
      detail: 'parties told it will be streamed',
    });
    const judge = await clientAs(t.app, 'Judge');
    const judged = (await judge.get(`${base}/getDayList`)).json().data as CauseListDay;
    expect(
      judged.entries.find((entry) => entry.hearingId === ownEntry.hearingId)?.partiesInformedByName,
    ).toBe(READER_NAME);
  });

  it('removes the mark, and the next day list shows none', async () => {
    await mark(reader, ownEntry.hearingId, { informed: true });
    const response = await mark(reader, ownEntry.hearingId, { informed: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      code: 'partiesInformedCleared',
      message: MESSAGES.partiesInformedCleared,
      data: { ...ownEntry, partiesInformedAt: null, partiesInformedByName: null },
    });
    expect(await storedMark(ownEntry.hearingId)).toEqual({ at: null, by: null });
    expect(await ownDayEntry(ownEntry.hearingId)).toMatchObject({
      partiesInformedAt: null,
      partiesInformedByName: null,
    });
    expect(await lastLog()).toMatchObject({ event: 'master_changed', detail: 'parties-told mark removed' });
  });

  it("answers 404 for another room's entry and for an unknown one, and changes nothing", async () => {
    const logBefore = await lastLog();
    for (const id of [otherRoomEntry.hearingId, 999999]) {
      const response = await mark(reader, id, { informed: true });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        status: false,
        code: 'causeListNotFound',
        message: MESSAGES.causeListNotFound,
      });
    }
    expect(await storedMark(otherRoomEntry.hearingId)).toEqual({ at: null, by: null });
    expect((await lastLog())?.id).toBe(logBefore?.id);
  });

  it.each([
    [{}, 'informed'],
    [{ informed: 'yes' }, 'informed'],
    [{ informed: null }, 'informed'],
  ])('refuses the body %j (400 on %s) and changes nothing', async (body, field) => {
    const response = await mark(reader, ownEntry.hearingId, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      code: 'invalidRequest',
      message: MESSAGES.invalidRequest,
      field,
    });
    expect(await storedMark(ownEntry.hearingId)).toEqual({ at: null, by: null });
  });

  it.each(['abc', '0', '-3'])('refuses the id %s (400 on hearingId)', async (id) => {
    const response = await mark(reader, id, { informed: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      code: 'invalidRequest',
      message: MESSAGES.invalidRequest,
      field: 'hearingId',
    });
  });

  it('is for signed-in users only (401)', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `${API_PREFIX}${base}/partiesInformed/${ownEntry.hearingId}`,
      ...csrf({}),
      payload: { informed: true },
    });
    expect(response.statusCode).toBe(401);
    expect(await storedMark(ownEntry.hearingId)).toEqual({ at: null, by: null });
  });

  it.each<Role>(['Individual', 'Advocate', 'Controller', 'Judge', 'SuperAdmin'])(
    'is not for a %s (403), who changes nothing',
    async (role) => {
      const response = await mark(await clientAs(t.app, role), ownEntry.hearingId, { informed: true });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        status: false,
        code: 'forbidden',
        message: MESSAGES.forbidden,
      });
      expect(await storedMark(ownEntry.hearingId)).toEqual({ at: null, by: null });
    },
  );
});
