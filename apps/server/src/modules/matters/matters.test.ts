import {
  COURTROOM_EVENTS as E,
  DEMO_ADVOCATE_ENROLLMENT,
  MESSAGES,
  ROLES,
  type MyMatter,
} from '@nyaya/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CAUSE_LIST } from '../../seed/cause-list-data.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedUpAdvocate } from '../../test/fixtures/advocates.ts';
import { socketOf, urlOf } from '../../test/fixtures/control-room.ts';
import { OWN_CASE, granted, todaysHearingId } from '../../test/fixtures/courtroom.ts';

let t: TestApp;
let advocate: TestClient;
let judgeSocket: Socket;

const PATH = '/matters/today';
/** The demo hearings of today naming the demo advocate for either side, by case number. */
const listedToday = DEMO_CAUSE_LIST.filter(
  (entry) =>
    entry.day === 'today' &&
    [entry.petitionerEnrollmentId, entry.respondentEnrollmentId].includes(DEMO_ADVOCATE_ENROLLMENT),
).sort((a, b) => a.caseNumber.localeCompare(b.caseNumber));

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  advocate = await clientAs(t.app, 'Advocate');
  judgeSocket = await socketOf(urlOf(t.app), await clientAs(t.app, 'Judge'));
  await granted(judgeSocket, E.joinRoom, {});
});
afterAll(async () => {
  judgeSocket.close();
  await t.close();
});

async function myMatters(): Promise<MyMatter[]> {
  const response = await advocate.get(PATH);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: MyMatter[] }>().data;
}

const stateOf = async (cnr: string) =>
  (await myMatters()).find((matter) => matter.hearing.cnr === cnr)?.state;
const hear = async (hearingId: number | null) =>
  granted(judgeSocket, E.setHearing, { roomId: 'Room1', hearingId });

describe('GET /matters/today', () => {
  it("lists the advocate's hearings of today under their enrollment, each listed until the judge calls it", async () => {
    expect(listedToday.length).toBeGreaterThan(1);
    const matters = await myMatters();
    expect(matters.map((matter) => [matter.hearing.cnr, matter.hearing.causeNo, matter.state])).toEqual(
      listedToday.map((entry) => [entry.cnr, entry.caseNumber, 'listed']),
    );
    expect(matters[0]?.hearing).toMatchObject({ status: 'Upcoming', courtRoom: listedToday[0]?.roomId });
  });

  it('shows a matter called (Live, to join) while the judge hears it, and heard once the judge moves on', async () => {
    await hear(await todaysHearingId(t.db, OWN_CASE));
    expect(await stateOf(OWN_CASE)).toBe('called');
    expect((await myMatters()).find((matter) => matter.hearing.cnr === OWN_CASE)?.hearing.status).toBe(
      'Live',
    );
    await hear(null);
    expect(await stateOf(OWN_CASE)).toBe('heard');
  });

  it('is empty for a verified advocate the cause list does not name', async () => {
    const other = await signedUpAdvocate(t);
    const controller = await clientAs(t.app, 'Controller');
    expect((await controller.post(`/advocates/${other.id}/verify`)).statusCode).toBe(200);
    const response = await other.client.get(PATH);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, data: [] });
  });

  it('refuses an advocate the control room has not verified (403): their number is only what they typed', async () => {
    // The other side's advocate on the demo advocate's own case: listed, but not verified yet.
    const own = listedToday.find((entry) => entry.cnr === OWN_CASE);
    const respondents = await signedUpAdvocate(t, own?.respondentEnrollmentId);
    const response = await respondents.client.get(PATH);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      status: false,
      code: 'advocateAwaitingVerification',
      message: MESSAGES.advocateAwaitingVerification,
    });
  });

  it('refuses every other role (403) and an anonymous caller (401)', async () => {
    for (const role of ROLES.filter((role) => role !== 'Advocate')) {
      expect((await (await clientAs(t.app, role)).get(PATH)).statusCode, role).toBe(403);
    }
    const anonymous = await t.app.inject({ url: `/api/v1${PATH}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
