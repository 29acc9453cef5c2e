import { MESSAGES, courtTomorrow } from '@nyaya/shared';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accessLog, causeListEntries, highCourtBenches, streamingRooms } from '../../core/db/schema/index.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  CAUSE_LIST_PATH as base,
  clearCauseList,
  deleteAs,
  entryBody,
} from '../../test/fixtures/cause-list.ts';
import { refusal } from '../../test/refusal.ts';

let t: TestApp;
let controller: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  controller = await clientAs(t.app, 'Controller');
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearCauseList(t.db);
});

/** The Delhi High Court's establishment code (DLHC01) names no district court complex. */
const HIGH_COURT_CNR = 'DLHC010000992024';

const create = (body: object) => controller.post(`${base}/addCauseList`, body);
const edit = (id: number, body: object) => controller.put(`${base}/editCauseList/${id}`, body);
const rowCount = async () => (await t.db.select({ total: count() }).from(causeListEntries))[0]?.total;
const roomIdOf = async (name: string) =>
  (await t.db.select().from(streamingRooms).where(eq(streamingRooms.name, name)))[0]?.id;
const lastLog = async () => (await t.db.select().from(accessLog).orderBy(desc(accessLog.id)).limit(1))[0];

describe('#addCauseList', () => {
  it('saves an entry (201) as the table shows it, in the court room its CNR names in its room, and logs it', async () => {
    const response = await create(entryBody());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      status: true,
      code: 'causeListSaved',
      message: MESSAGES.causeListSaved,
      data: {
        hearingId: expect.any(Number),
        ...entryBody(),
        courtRoom: '3^1',
        streamingExclusion: 'none',
        publicStreamDecision: null,
        streamable: true,
      },
    });
    expect(await lastLog()).toMatchObject({
      event: 'master_changed',
      target: 'cause list DLND010000992024 2030-01-15',
    });
  });

  it('saves the court room the case is heard in, one its room streams, and keeps it on a bad edit', async () => {
    const response = await create(entryBody({ roomId: 'Room2', courtRoom: ' 1^2 ', cnr: HIGH_COURT_CNR }));
    expect(response.statusCode).toBe(201);
    const { hearingId, courtRoom } = response.json().data;
    expect(courtRoom).toBe('1^2');
    const moved = await edit(
      hearingId,
      entryBody({ roomId: 'Room3', courtRoom: '1^2', cnr: HIGH_COURT_CNR }),
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({
      status: false,
      code: 'causeListCourtRoomElsewhere',
      message: MESSAGES.causeListCourtRoomElsewhere,
      field: 'courtRoom',
    });
    // Emptied, with a CNR that names no court complex, the hearing would be found by no court search: refused,
    // and the entry is as it was.
    const cleared = await edit(hearingId, entryBody({ roomId: 'Room3', courtRoom: '', cnr: HIGH_COURT_CNR }));
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json()).toEqual({
      status: false,
      code: 'causeListCourtRoomRequired',
      message: MESSAGES.causeListCourtRoomRequired,
      field: 'courtRoom',
    });
    const [row] = await t.db.select().from(causeListEntries).where(eq(causeListEntries.id, hearingId));
    expect(row).toMatchObject({ streamingRoomId: await roomIdOf('Room2'), courtRoomId: expect.any(Number) });
  });

  it('takes the court room that the room streams in the court complex the CNR names, when none is given', async () => {
    const rohini = await create(entryBody({ roomId: 'Room3', courtRoom: '', cnr: 'DLNW010000992024' }));
    expect(rohini.statusCode).toBe(201);
    expect(rohini.json().data).toMatchObject({ roomId: 'Room3', courtRoom: '7^3' });
    const allDigits = await create(entryBody({ roomId: 'Room3', cnr: '1234567890123456' }));
    expect(allDigits.json()).toEqual({
      status: false,
      code: 'causeListCourtRoomRequired',
      message: MESSAGES.causeListCourtRoomRequired,
      field: 'courtRoom',
    });
    expect(await rowCount()).toBe(1);
  });

  it("takes no court room only for a High Court bench's hearing, in a room a bench streams in", async () => {
    const benchHearing = (roomId: string, courtRoom?: string) =>
      create(entryBody({ roomId, courtRoom, cnr: HIGH_COURT_CNR, nextDate: `2030-01-1${roomId.slice(-1)}` }));
    expect((await benchHearing('Room3')).statusCode).toBe(400);
    const bench = { value: 'DHC-CR2', streamingRoomId: await roomIdOf('Room3') };
    await t.db
      .update(highCourtBenches)
      .set({ streamingRoomId: bench.streamingRoomId })
      .where(eq(highCourtBenches.value, bench.value));
    try {
      const response = await benchHearing('Room3', '');
      expect(response.statusCode).toBe(201);
      expect(response.json().data).toMatchObject({ roomId: 'Room3', courtRoom: null });
      // A room no bench streams in still asks for the court room.
      expect((await benchHearing('Room2', '')).json()).toEqual({
        status: false,
        code: 'causeListCourtRoomRequired',
        message: MESSAGES.causeListCourtRoomRequired,
        field: 'courtRoom',
      });
    } finally {
      await t.db
        .update(highCourtBenches)
        .set({ streamingRoomId: null })
        .where(eq(highCourtBenches.value, bench.value));
    }
    expect(await rowCount()).toBe(1);
  });

  it('upper-cases the CNR and lists the hearing for tomorrow when no date is given', async () => {
    const response = await create(entryBody({ cnr: ' dlnd010000992024 ', nextDate: undefined }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ cnr: 'DLND010000992024', nextDate: courtTomorrow() });
  });

  it('marks an excluded category as not streamable', async () => {
    const response = await create(entryBody({ caseType: 'Family', streamingExclusion: 'matrimonial' }));
    expect(response.json().data).toMatchObject({ streamingExclusion: 'matrimonial', streamable: false });
  });

  it('refuses the same case twice on one date (409 on cnr), but not on another date', async () => {
    await create(entryBody());
    const again = await create(entryBody({ cnr: 'dlnd010000992024', roomId: 'Room2' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      status: false,
      code: 'causeListDuplicate',
      message: MESSAGES.causeListDuplicate,
      field: 'cnr',
    });
    expect((await create(entryBody({ nextDate: '2030-01-16' }))).statusCode).toBe(201);
  });

  it.each([
    [{ roomId: undefined }, 'roomId', MESSAGES.roomIdSelect],
    [{ roomId: '' }, 'roomId', MESSAGES.roomIdSelect],
    [{ roomId: 'Room9' }, 'roomId', MESSAGES.roomIdSelect],
    [{ courtRoom: '99^9' }, 'courtRoom', MESSAGES.courtRoomUnknown],
    [{ courtRoom: 12 }, 'courtRoom', MESSAGES.courtRoomUnknown],
    [{ courtRoom: '1'.repeat(51) }, 'courtRoom', MESSAGES.courtRoomUnknown],
    [{ courtRoom: '1^2' }, 'courtRoom', MESSAGES.causeListCourtRoomElsewhere],
    [{ courtRoom: undefined, cnr: HIGH_COURT_CNR }, 'courtRoom', MESSAGES.causeListCourtRoomRequired],
    [{ courtRoom: '', cnr: '1234567890123456' }, 'courtRoom', MESSAGES.causeListCourtRoomRequired],
    [{ courtRoom: '   ', cnr: HIGH_COURT_CNR }, 'courtRoom', MESSAGES.causeListCourtRoomRequired],
    [{ courtRoom: null }, 'courtRoom', MESSAGES.courtRoomUnknown],
    [{ nextDate: '15-01-2030' }, 'nextDate', MESSAGES.dateInvalid],
    [{ casestage: '' }, 'casestage', MESSAGES.caseStageRequired],
    [{ cnr: undefined }, 'cnr', MESSAGES.cnrLength],
    [{ cnr: 'DLND01000099202' }, 'cnr', MESSAGES.cnrLength],
    [{ cnr: 'DLND0100009920245' }, 'cnr', MESSAGES.cnrLength],
    [{ cnr: 'DL1D010000992024' }, 'cnr', MESSAGES.cnrFormat],
    [{ petitioner: 'Ra' }, 'petitioner', MESSAGES.petitionerLength],
    [{ petitioner: 'R'.repeat(101) }, 'petitioner', MESSAGES.petitionerLength],
    [{ respondent: '' }, 'respondent', MESSAGES.respondentLength],
    [{ advocatePetitioner: 'Ro' }, 'advocatePetitioner', MESSAGES.advocatePetitionerLength],
    [{ advocateRespondent: 'K'.repeat(101) }, 'advocateRespondent', MESSAGES.advocateRespondentLength],
    [{ caseType: undefined }, 'caseType', MESSAGES.caseTypeRequired],
    [{ caseType: 'Tax' }, 'caseType', MESSAGES.caseTypeRequired],
    [{ filingNumber: '1234' }, 'filingNumber', MESSAGES.filingNumberFormat],
    [{ filingNumber: '12345678' }, 'filingNumber', MESSAGES.filingNumberFormat],
    [{ filingNumber: '12a45' }, 'filingNumber', MESSAGES.filingNumberFormat],
    [{ filingDate: '' }, 'filingDate', MESSAGES.filingDateRequired],
    [{ filingDate: courtTomorrow() }, 'filingDate', MESSAGES.filingDateFuture],
    [{ registrationNumber: '' }, 'registrationNumber', MESSAGES.registrationNumberFormat],
    [{ registrationNumber: '1234567' }, 'registrationNumber', MESSAGES.registrationNumberFormat],
    [{ registrationDate: undefined }, 'registrationDate', MESSAGES.registrationDateRequired],
    [{ registrationDate: courtTomorrow() }, 'registrationDate', MESSAGES.registrationDateFuture],
    [{ caseNumber: '' }, 'caseNumber', MESSAGES.caseNumberRequired],
    [{ caseNumber: 'CS DJ/1/2024' }, 'caseNumber', MESSAGES.caseNumberFormat],
    [{ caseNumber: 'C'.repeat(26) }, 'caseNumber', MESSAGES.caseNumberFormat],
    [{ petitionerEnrollmentId: '' }, 'petitionerEnrollmentId', MESSAGES.petitionerEnrollmentRequired],
    [{ respondentEnrollmentId: undefined }, 'respondentEnrollmentId', MESSAGES.respondentEnrollmentRequired],
    [{ respondentEnrollmentId: 'D/1234/2020' }, 'respondentEnrollmentId', MESSAGES.enrollmentIdsMustDiffer],
    [{ streamingExclusion: 'secret' }, 'streamingExclusion', MESSAGES.streamingExclusionInvalid],
  ])('refuses %o (400 on %s) and creates nothing', async (override, field, message) => {
    const response = await create(entryBody(override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(message, field));
    expect(await rowCount()).toBe(0);
  });

  it('is not for a Judge (403)', async () => {
    const judge = await clientAs(t.app, 'Judge');
    expect((await judge.post(`${base}/addCauseList`, entryBody())).statusCode).toBe(403);
  });
});

describe('#editCauseList', () => {
  it('saves the changes (200) and logs what changed', async () => {
    const { hearingId } = (await create(entryBody())).json().data;
    const response = await edit(hearingId, entryBody({ roomId: 'Room3', casestage: 'Evidence' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: true,
      code: 'causeListSaved',
      message: MESSAGES.causeListSaved,
      data: { hearingId, roomId: 'Room3', casestage: 'Evidence' },
    });
    expect((await lastLog())?.detail).toBe(
      'room Room1 → Room3, court room 3^1 → 3^3, stage Arguments → Evidence',
    );
  });

  it('answers 404 for an unknown entry', async () => {
    const response = await edit(999999, entryBody());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: false,
      code: 'causeListNotFound',
      message: MESSAGES.causeListNotFound,
    });
  });

  it('refuses moving a case onto a date it is already listed on (409)', async () => {
    await create(entryBody());
    const { hearingId } = (await create(entryBody({ nextDate: '2030-01-16' }))).json().data;
    const response = await edit(hearingId, entryBody());
    expect(response.statusCode).toBe(409);
    expect(response.json().field).toBe('cnr');
  });

  it('validates like the add form', async () => {
    const { hearingId } = (await create(entryBody())).json().data;
    const response = await edit(hearingId, entryBody({ filingNumber: '12' }));
    expect(response.json()).toEqual({
      status: false,
      code: 'filingNumberFormat',
      message: MESSAGES.filingNumberFormat,
      field: 'filingNumber',
    });
  });
});

describe('#deleteCauseList', () => {
  let ids: number[];
  beforeEach(async () => {
    ids = [];
    for (const nextDate of ['2030-01-15', '2030-01-16', '2030-01-17']) {
      ids.push((await create(entryBody({ nextDate }))).json().data.hearingId);
    }
  });

  it('deletes the selected entries (200) and logs each', async () => {
    const response = await deleteAs(t.app, controller, { streamIds: [ids[0], ids[2]] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      code: 'causeListDeleted',
      message: MESSAGES.causeListDeleted,
      data: null,
    });
    expect((await t.db.select().from(causeListEntries)).map((row) => row.id)).toEqual([ids[1]]);
    expect((await lastLog())?.target).toMatch(/^cause list DLND010000992024 2030-01-1[57]$/);
  });

  it('deletes nothing when one id is unknown (404)', async () => {
    const response = await deleteAs(t.app, controller, { streamIds: [ids[0], 999999] });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: false,
      code: 'causeListNotFound',
      message: MESSAGES.causeListNotFound,
    });
    expect(await rowCount()).toBe(3);
  });

  it.each([[{ streamIds: [] }], [{}], [{ streamIds: ['x'] }]])(
    'asks for a selection for %o',
    async (body) => {
      const response = await deleteAs(t.app, controller, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MESSAGES.selectCauseListToDelete);
      expect(await rowCount()).toBe(3);
    },
  );
});
