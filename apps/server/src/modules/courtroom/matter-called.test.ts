import {
  COURTROOM_EVENTS as E,
  type CourtroomSnapshot,
  type MatterCalled,
  type WaitingAdvocate,
} from '@nyaya/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hearingSessions } from '../../db/schema/index.ts';
import { DEMO_CAUSE_LIST } from '../../db/seed/cause-list-data.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ADVOCATES_PATH, signedUpAdvocate } from '../advocates/advocates-fixtures.ts';
import { socketOf, urlOf } from '../control-room/control-room-fixtures.ts';
import {
  OTHERS_CASE,
  OWN_CASE,
  granted,
  heard,
  settle,
  todaysHearingId,
  until,
} from './courtroom-fixtures.ts';

let t: TestApp;
let url: string;
let judge: TestClient;
let advocate: TestClient;
let controller: TestClient;
const opened: Socket[] = [];

const ownListing = DEMO_CAUSE_LIST.find((entry) => entry.day === 'today' && entry.cnr === OWN_CASE);

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = urlOf(t.app);
  [judge, advocate, controller] = await Promise.all([
    clientAs(t.app, 'Judge'),
    clientAs(t.app, 'Advocate'),
    clientAs(t.app, 'Controller'),
  ]);
});
afterEach(async () => {
  await granted(await open(controller), E.endMeeting, { roomId: 'Room1' });
  opened.splice(0).forEach((socket) => socket.close());
  await t.db.delete(hearingSessions);
});
afterAll(() => t.close());

async function open(client: TestClient) {
  const socket = await socketOf(url, client);
  opened.push(socket);
  return socket;
}

/** The judge of Room1 presses "Hear now" on a case listed there today. */
async function call(cnr: string) {
  const judgeSocket = await open(judge);
  await granted(judgeSocket, E.joinRoom, {});
  await granted(judgeSocket, E.setHearing, { roomId: 'Room1', hearingId: await todaysHearingId(t.db, cnr) });
}

const verify = async (userId: string) =>
  expect((await controller.post(`${ADVOCATES_PATH}/${userId}/verify`)).statusCode).toBe(200);

describe('the judge calling a matter', () => {
  it('tells every tab of the advocate the cause list names at once, and no other advocate', async () => {
    const [firstTab, secondTab] = [await open(advocate), await open(advocate)];
    const told = [
      heard<MatterCalled>(firstTab, E.matterCalled),
      heard<MatterCalled>(secondTab, E.matterCalled),
    ];
    const other = await signedUpAdvocate(t);
    await verify(other.id);
    const toldOther = heard(await open(other.client), E.matterCalled);
    const toldIndividual = heard(await open(await clientAs(t.app, 'Individual')), E.matterCalled);

    await call(OWN_CASE);

    const expected: MatterCalled = {
      hearingId: await todaysHearingId(t.db, OWN_CASE),
      roomId: 'Room1',
      cnr: OWN_CASE,
      caseNumber: ownListing?.caseNumber ?? '',
      petitioner: ownListing?.petitioner ?? '',
      defendant: ownListing?.respondent ?? '',
    };
    for (const tab of told) expect(await until(tab)).toEqual([expected]);
    await settle();
    expect(toldOther).toEqual([]);
    expect(toldIndividual).toEqual([]);

    // A case of the room where the demo advocate appears for neither side.
    await call(OTHERS_CASE);
    await settle();
    for (const tab of told) expect(tab).toHaveLength(1);
  });

  it('tells a listed advocate only once the control room verified them, whatever the case of the enrollment', async () => {
    // The respondent's advocate on OWN_CASE, signed up with the enrollment in lower case.
    const enrollment = ownListing?.respondentEnrollmentId.toLowerCase();
    const respondents = await signedUpAdvocate(t, enrollment);
    const told = heard<MatterCalled>(await open(respondents.client), E.matterCalled);

    await call(OWN_CASE);
    await settle();
    expect(told).toEqual([]);

    await verify(respondents.id);
    await call(OWN_CASE);
    expect(await until(told)).toMatchObject([{ cnr: OWN_CASE, roomId: 'Room1' }]);
  });

  it('lets the advocate wait in the lobby before the call, and keeps them waiting once it comes', async () => {
    const judgeSocket = await open(judge);
    const before = await granted<CourtroomSnapshot>(judgeSocket, E.joinRoom, {});
    expect(before.hearing).toBeNull();
    const waiting = await granted<WaitingAdvocate>(await open(advocate), E.joinRoom, {
      roomId: 'Room1',
      cnr: OWN_CASE,
    });
    const hearingId = await todaysHearingId(t.db, OWN_CASE);
    expect(waiting).toMatchObject({ hearingId, admitted: false });

    const after = await granted<CourtroomSnapshot>(judgeSocket, E.setHearing, { roomId: 'Room1', hearingId });
    expect(after.hearing?.hearingId).toBe(hearingId);
    expect(after.waiting).toMatchObject([{ userId: waiting.userId, hearingId }]);
  });
});
