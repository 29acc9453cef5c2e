import {
  DEMO_ADVOCATE_ENROLLMENT,
  STREAMING_EXCLUSIONS,
  type CaseRow,
  type Role,
  type SavedCase,
  type StreamingExclusion,
} from '@nyaya/shared';
import { VALID_ADVOCATE_SIGNUP, VALID_CAUSE_LIST_ENTRY } from '@nyaya/shared/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { causeListEntries, recordings } from '../../core/db/schema/index.ts';
import { courtRoomValue } from '../../seed/masters-data.ts';
import { DEMO_COURT_ROOM_VALUE } from '../../seed/masters.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { listHearing, signedUpAdvocate } from '../../test/fixtures/cases.ts';

let t: TestApp;
const clients = {} as Record<Role, TestClient>;

const EXCLUSIONS = STREAMING_EXCLUSIONS.filter((exclusion) => exclusion !== 'none');
/** The demo Judge and Reader sit in Court No. 1 of their complex (Room1); Court No. 2 streams in Room2. */
const OWN_ROOM = { roomId: 'Room1', courtRoom: DEMO_COURT_ROOM_VALUE };
const OTHER_ROOM = { roomId: 'Room2', courtRoom: courtRoomValue('DLCT01', 2) };
const NAMES = {
  petitioner: VALID_CAUSE_LIST_ENTRY.petitioner,
  petitionerAdvocate: VALID_CAUSE_LIST_ENTRY.advocatePetitioner,
  defendant: VALID_CAUSE_LIST_ENTRY.respondent,
  defendantAdvocate: VALID_CAUSE_LIST_ENTRY.advocateRespondent,
};
const WITHHELD = { petitioner: null, petitionerAdvocate: null, defendant: null, defendantAdvocate: null };
/** Advocates no account of the suite has, so that no advocate appears in the matters below. */
const OTHER_ADVOCATES = { petitionerEnrollmentId: 'D/501/2001', respondentEnrollmentId: 'D/502/2002' };
/** A POCSO matter in which the demo advocate (verified) and a newly signed-up one (not verified yet) appear. */
const ADVOCATES_OWN = {
  cnr: 'DLND010077002025',
  nextDate: '2030-02-01',
  caseNumber: 'CS/own-matter',
  streamingExclusion: 'pocso',
  petitionerEnrollmentId: DEMO_ADVOCATE_ENROLLMENT,
  respondentEnrollmentId: VALID_ADVOCATE_SIGNUP.enrollmentNumber,
} as const;

const numberOf = (exclusion: StreamingExclusion) =>
  String(STREAMING_EXCLUSIONS.indexOf(exclusion)).padStart(2, '0');
/** A CNR for each exclusion and room: 80xx in the demo Judge's room, 90xx in another. */
const cnrOf = (exclusion: StreamingExclusion, room: 'own' | 'other') =>
  `DLND01${room === 'own' ? 80 : 90}${numberOf(exclusion)}002025`;
const caseNumberOf = (exclusion: StreamingExclusion, room: 'own' | 'other') =>
  `CS/${numberOf(exclusion)}/${room}`;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['Individual', 'Advocate', 'Judge', 'Reader', 'Controller', 'SuperAdmin'] as const)
    clients[role] = await clientAs(t.app, role);
  for (const exclusion of STREAMING_EXCLUSIONS)
    for (const [room, where] of [
      ['own', OWN_ROOM],
      ['other', OTHER_ROOM],
    ] as const) {
      await listHearing(clients.Controller, {
        cnr: cnrOf(exclusion, room),
        nextDate: '2030-02-01',
        caseNumber: caseNumberOf(exclusion, room),
        ...where,
        ...OTHER_ADVOCATES,
        streamingExclusion: exclusion,
      });
    }
  await listHearing(clients.Controller, ADVOCATES_OWN);
});
afterAll(() => t.close());

async function searched(role: Role, cnr: string): Promise<CaseRow> {
  const response = await clients[role].post('/streaming/crnSearch', { crnNumber: cnr });
  expect(response.statusCode).toBe(200);
  const [row] = response.json().data;
  return row;
}

describe('party and advocate names of excluded matters', () => {
  it.each(EXCLUSIONS)(
    '%s: withheld in CNR search from all but the Controllers and the room’s Judge and Reader',
    async (exclusion) => {
      for (const role of ['Judge', 'Reader', 'Controller'] as const)
        expect(await searched(role, cnrOf(exclusion, 'own')), role).toMatchObject({
          ...NAMES,
          withheld: null,
        });
      for (const role of ['Individual', 'Advocate', 'SuperAdmin'] as const)
        expect(await searched(role, cnrOf(exclusion, 'own')), role).toMatchObject({
          ...WITHHELD,
          withheld: exclusion,
          causeNo: caseNumberOf(exclusion, 'own'),
          cnr: cnrOf(exclusion, 'own'),
        });
    },
  );

  it.each(EXCLUSIONS)(
    '%s: a Judge and Reader see the names of their own room’s matters only',
    async (exclusion) => {
      for (const role of ['Judge', 'Reader'] as const)
        expect(await searched(role, cnrOf(exclusion, 'other')), role).toMatchObject({
          ...WITHHELD,
          withheld: exclusion,
        });
      expect(await searched('Controller', cnrOf(exclusion, 'other'))).toMatchObject({
        ...NAMES,
        withheld: null,
      });
    },
  );

  it('a matter no exclusion covers shows its names to everyone', async () => {
    for (const role of Object.keys(clients) as Role[])
      expect(await searched(role, cnrOf('none', 'other')), role).toMatchObject({ ...NAMES, withheld: null });
  });

  it("withholds them in a court's hearings, as in search", async () => {
    const rowsOf = async (role: Role) => {
      const response = await clients[role].get(
        `/streaming/courtHearings?courtRoom=${encodeURIComponent(OTHER_ROOM.courtRoom)}`,
      );
      expect(response.statusCode).toBe(200);
      const rows: CaseRow[] = response.json().data;
      return new Map(rows.map((row) => [row.cnr, row]));
    };
    const asJudge = await rowsOf('Judge');
    const asController = await rowsOf('Controller');
    for (const exclusion of EXCLUSIONS) {
      expect(asJudge.get(cnrOf(exclusion, 'other'))).toMatchObject({ ...WITHHELD, withheld: exclusion });
      expect(asController.get(cnrOf(exclusion, 'other'))).toMatchObject({ ...NAMES, withheld: null });
    }
    expect(asJudge.get(cnrOf('none', 'other'))).toMatchObject({ ...NAMES, withheld: null });
  });

  it('shows them to a verified advocate the matter names, not to one whose enrollment is not verified yet', async () => {
    expect(await searched('Advocate', ADVOCATES_OWN.cnr)).toMatchObject({ ...NAMES, withheld: null });
    const unverified = await signedUpAdvocate(t.app);
    const response = await unverified.post('/streaming/crnSearch', { crnNumber: ADVOCATES_OWN.cnr });
    expect(response.json().data[0]).toMatchObject({ ...WITHHELD, withheld: 'pocso' });
  });

  it("withholds them in an advocate's saved cases", async () => {
    const cnr = cnrOf('pocso', 'own');
    expect((await clients.Advocate.post('/streaming/savedCases', { cnr })).statusCode).toBe(201);
    const response = await clients.Advocate.get('/streaming/savedCases');
    const saved: SavedCase[] = response.json().data;
    expect(saved.find((entry) => entry.cnr === cnr)?.hearing).toMatchObject({
      ...WITHHELD,
      withheld: 'pocso',
    });
  });

  it('withholds them on the recording page, even of a hearing the judge let the public watch', async () => {
    const [hearing] = await t.db
      .update(causeListEntries)
      .set({ publicStreamDecision: 'allow' })
      .where(eq(causeListEntries.cnr, cnrOf('matrimonial', 'other')))
      .returning({ id: causeListEntries.id });
    await t.db.insert(recordings).values({ hearingId: hearing!.id, file: 'allowed.mp4', sizeBytes: 1000 });
    const asIndividual = await clients.Individual.get(`/videos/${hearing!.id}`);
    expect(asIndividual.statusCode).toBe(200);
    expect(asIndividual.json().data.hearing).toMatchObject({ ...WITHHELD, withheld: 'matrimonial' });
    const asController = await clients.Controller.get(`/videos/${hearing!.id}`);
    expect(asController.json().data.hearing).toMatchObject({ ...NAMES, withheld: null });
  });
});
