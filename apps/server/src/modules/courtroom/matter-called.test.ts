import {
  COURTROOM_EVENTS as E,
  type CourtroomSnapshot,
  type MatterCalled,
  type WaitingAdvocate,
} from '@nyaya/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_CAUSE_LIST } from '../../seed/cause-list-data.ts';
import { clientAs } from '../../test/client.ts';
import { ADVOCATES_PATH, signedUpAdvocate } from '../../test/fixtures/advocates.ts';
import {
  OTHERS_CASE,
  OWN_CASE,
  caughtUp,
  courtroomSuite,
  granted,
  heard,
  todaysHearingId,
  until,
} from '../../test/fixtures/courtroom.ts';

const suite = courtroomSuite();
const { open } = suite;

const ownListing = DEMO_CAUSE_LIST.find((entry) => entry.day === 'today' && entry.cnr === OWN_CASE);

/**
 * The judge of Room1 presses "Hear now" on a case listed there today. The server tells the advocates before it
 * acks (setHearing awaits tellAdvocatesOfCall): after this, caughtUp(socket) means all of the call has reached it.
 */
async function call(cnr: string) {
  const judgeSocket = await open(suite.judge);
  await granted(judgeSocket, E.joinRoom, {});
  const hearingId = await todaysHearingId(suite.t.db, cnr);
  await granted(judgeSocket, E.setHearing, { roomId: 'Room1', hearingId });
}

const verify = async (userId: string) =>
  expect((await suite.controller.post(`${ADVOCATES_PATH}/${userId}/verify`)).statusCode).toBe(200);

describe('the judge calling a matter', () => {
  it('tells every tab of the advocate the cause list names at once, and no other advocate', async () => {
    const [firstTab, secondTab] = [await open(suite.advocate), await open(suite.advocate)];
    const told = [
      heard<MatterCalled>(firstTab, E.matterCalled),
      heard<MatterCalled>(secondTab, E.matterCalled),
    ];
    const other = await signedUpAdvocate(suite.t);
    await verify(other.id);
    const otherSocket = await open(other.client);
    const toldOther = heard(otherSocket, E.matterCalled);
    const individualSocket = await open(await clientAs(suite.t.app, 'Individual'));
    const toldIndividual = heard(individualSocket, E.matterCalled);

    await call(OWN_CASE);

    const expected: MatterCalled = {
      hearingId: await todaysHearingId(suite.t.db, OWN_CASE),
      roomId: 'Room1',
      courtRoom: ownListing?.courtRoom ?? null,
      cnr: OWN_CASE,
      caseNumber: ownListing?.caseNumber ?? '',
      petitioner: ownListing?.petitioner ?? '',
      defendant: ownListing?.respondent ?? '',
    };
    for (const tab of told) expect(await until(tab)).toEqual([expected]);
    await Promise.all([otherSocket, individualSocket].map(caughtUp));
    expect(toldOther).toEqual([]);
    expect(toldIndividual).toEqual([]);

    // A case of the room where the demo advocate appears for neither side.
    await call(OTHERS_CASE);
    await Promise.all([firstTab, secondTab].map(caughtUp));
    for (const tab of told) expect(tab).toHaveLength(1);
  });

  it('tells a listed advocate only once the control room verified them, whatever the case of the enrollment', async () => {
    // The respondent's advocate on OWN_CASE, signed up with the enrollment in lower case.
    const enrollment = ownListing?.respondentEnrollmentId.toLowerCase();
    const respondents = await signedUpAdvocate(suite.t, enrollment);
    const respondentsSocket = await open(respondents.client);
    const told = heard<MatterCalled>(respondentsSocket, E.matterCalled);

    await call(OWN_CASE);
    await caughtUp(respondentsSocket);
    expect(told).toEqual([]);

    await verify(respondents.id);
    await call(OWN_CASE);
    expect(await until(told)).toMatchObject([{ cnr: OWN_CASE, roomId: 'Room1' }]);
  });

  it('lets the advocate wait in the lobby before the call, and keeps them waiting once it comes', async () => {
    const judgeSocket = await open(suite.judge);
    const before = await granted<CourtroomSnapshot>(judgeSocket, E.joinRoom, {});
    expect(before.hearing).toBeNull();
    const waiting = await granted<WaitingAdvocate>(await open(suite.advocate), E.joinRoom, {
      roomId: 'Room1',
      cnr: OWN_CASE,
    });
    const hearingId = await todaysHearingId(suite.t.db, OWN_CASE);
    expect(waiting).toMatchObject({ hearingId, admitted: false });

    const after = await granted<CourtroomSnapshot>(judgeSocket, E.setHearing, { roomId: 'Room1', hearingId });
    expect(after.hearing?.hearingId).toBe(hearingId);
    expect(after.waiting).toMatchObject([{ userId: waiting.userId, hearingId }]);
  });
});
