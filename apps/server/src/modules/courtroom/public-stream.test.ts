import {
  API_PREFIX,
  MESSAGES,
  type CaseRow,
  type CauseListDay,
  type PublicStreamDecision,
} from '@nyaya/shared';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog, causeListEntries } from '../../core/db/schema/index.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { csrf } from '../../test/http.ts';
import {
  addRecording,
  createMediaTestApp,
  listPastHearing,
  VIDEOS_PATH,
  type MediaTestApp,
} from '../../test/fixtures/recordings.ts';
import { codeOf } from '../../test/refusal.ts';

let t: MediaTestApp;
let controller: TestClient;
let judge: TestClient;
let individual: TestClient;
let advocate: TestClient;
/** A past hearing of the demo Judge's room (Room1) with a recording. */
let own: Awaited<ReturnType<typeof listPastHearing>>;
/** A hearing of another room. */
let other: Awaited<ReturnType<typeof listPastHearing>>;

beforeAll(async () => {
  t = await createMediaTestApp();
  [controller, judge, individual, advocate] = await Promise.all([
    clientAs(t.app, 'Controller'),
    clientAs(t.app, 'Judge'),
    clientAs(t.app, 'Individual'),
    clientAs(t.app, 'Advocate'),
  ]);
  own = await listPastHearing(t, controller, { cnr: 'DLNW010000712024', daysAgo: 3 });
  await addRecording(t, { hearingId: own.id });
  other = await listPastHearing(t, controller, { cnr: 'DLNW010000722024', daysAgo: 3, roomId: 'Room2' });
});
afterAll(() => t.close());

const decide = (client: TestClient, hearingId: number | string, body: object) =>
  client.put(`/courtroom/hearings/${hearingId}/publicStream`, body);
const searchRow = async (cnr: string): Promise<CaseRow | undefined> => {
  const response = await individual.post('/streaming/crnSearch', { crnNumber: cnr });
  expect(response.statusCode).toBe(200);
  return (response.json().data as CaseRow[])[0];
};
/** The hearing as the courtroom's cause-list panel reads it: the Judge's day list of that date. */
const dayListEntry = async (hearing: { id: number; hearingDate: string }) => {
  const response = await judge.get(`/causeList/reader/getDayList?date=${hearing.hearingDate}`);
  expect(response.statusCode).toBe(200);
  return (response.json().data as CauseListDay).entries.find((entry) => entry.hearingId === hearing.id);
};
const decisionOf = async (hearingId: number) =>
  (
    await t.db
      .select({ decision: causeListEntries.publicStreamDecision })
      .from(causeListEntries)
      .where(eq(causeListEntries.id, hearingId))
  )[0]?.decision;
const logCount = async () => (await t.db.select({ total: count() }).from(accessLog))[0]?.total;
const lastLog = async () => (await t.db.select().from(accessLog).orderBy(desc(accessLog.id)).limit(1))[0];

/** Nothing changed: the decision and the access log are as they were. */
async function expectUnchanged(hearingId: number, act: () => Promise<unknown>) {
  const [decision, logs] = [await decisionOf(hearingId), await logCount()];
  await act();
  expect(await decisionOf(hearingId)).toBe(decision);
  expect(await logCount()).toBe(logs);
}

describe('PUT /courtroom/hearings/:hearingId/publicStream', () => {
  it.each<[PublicStreamDecision, string, boolean]>([
    ['dismiss', MESSAGES.publicStreamDismissed, false],
    ['allow', MESSAGES.publicStreamAllowed, true],
    ['dismiss', MESSAGES.publicStreamDismissed, false],
  ])(
    'lets the judge of the room %s the hearing, and search follows',
    async (decision, message, streamable) => {
      const before = await decisionOf(own.id);
      const response = await decide(judge, own.id, { decision });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: true,
        code: codeOf(message),
        message,
        data: expect.objectContaining({
          hearingId: own.id,
          cnr: own.cnr,
          publicStreamDecision: decision,
          streamable,
        }),
      });
      expect(await lastLog()).toMatchObject({
        event: 'master_changed',
        target: `cause list ${own.cnr} ${own.hearingDate}`,
        detail: `public stream ${String(before)} → ${decision}`,
      });
      expect(await searchRow(own.cnr)).toMatchObject({ hearingId: own.id, streamable });
      expect(await dayListEntry(own)).toMatchObject({ publicStreamDecision: decision, streamable });
    },
  );

  it("keeps a dismissed hearing's recording from the public, not from its judge", async () => {
    await decide(judge, own.id, { decision: 'dismiss' });
    const refused = await individual.get(`${VIDEOS_PATH}/${own.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      status: false,
      code: 'recordingRestricted',
      message: MESSAGES.recordingRestricted,
    });
    expect((await judge.get(`${VIDEOS_PATH}/${own.id}`)).statusCode).toBe(200);

    await decide(judge, own.id, { decision: 'allow' });
    expect((await individual.get(`${VIDEOS_PATH}/${own.id}`)).statusCode).toBe(200);
  });

  it('lets the judge allow a hearing the streaming rules would exclude', async () => {
    const excluded = await listPastHearing(t, controller, {
      cnr: 'DLNW010000732024',
      daysAgo: 2,
      streamingExclusion: 'matrimonial',
    });
    expect(await searchRow(excluded.cnr)).toMatchObject({ streamable: false });
    const response = await decide(judge, excluded.id, { decision: 'allow' });
    expect(response.json().data).toMatchObject({ streamingExclusion: 'matrimonial', streamable: true });
    expect(await searchRow(excluded.cnr)).toMatchObject({ streamable: true });
  });

  it('lets a Controller decide for any room', async () => {
    const response = await decide(controller, other.id, { decision: 'dismiss' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ roomId: 'Room2', publicStreamDecision: 'dismiss' });
    expect(await searchRow(other.cnr)).toMatchObject({ streamable: false });
  });

  it('refuses a judge the hearing of another room (403), and changes nothing', async () => {
    await expectUnchanged(other.id, async () => {
      const response = await decide(judge, other.id, { decision: 'allow' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        status: false,
        code: 'courtroomIdtYours',
        message: MESSAGES.courtroomIdtYours,
      });
    });
  });

  it('refuses an Advocate or an Individual (403) and an anonymous caller (401)', async () => {
    await expectUnchanged(own.id, async () => {
      for (const client of [advocate, individual]) {
        const response = await decide(client, own.id, { decision: 'allow' });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ status: false, code: 'forbidden', message: MESSAGES.forbidden });
      }
      const anonymous = await t.app.inject({
        method: 'PUT',
        url: `${API_PREFIX}/courtroom/hearings/${own.id}/publicStream`,
        payload: { decision: 'allow' },
        ...csrf(),
      });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ status: false, code: 'notSignedIn', message: MESSAGES.notSignedIn });
    });
  });

  it.each([
    ['another decision', { decision: 'maybe' }],
    ['no decision', {}],
    ['a decision not a string', { decision: true }],
  ])('refuses %s with 400 naming decision, and changes nothing', async (_case, body) => {
    await expectUnchanged(own.id, async () => {
      const response = await decide(judge, own.id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: false,
        code: 'invalidRequest',
        message: MESSAGES.invalidRequest,
        field: 'decision',
      });
    });
  });

  it('answers 404 for an unknown hearing and 400 for an id that is no number', async () => {
    const missing = await decide(controller, 2_000_000_000, { decision: 'allow' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      status: false,
      code: 'hearingNotFound',
      message: MESSAGES.hearingNotFound,
    });
    const garbled = await decide(controller, 'abc', { decision: 'allow' });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json()).toMatchObject({
      status: false,
      code: 'invalidRequest',
      message: MESSAGES.invalidRequest,
    });
  });
});
