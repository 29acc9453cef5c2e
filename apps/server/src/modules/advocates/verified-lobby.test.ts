import {
  COURTROOM_EVENTS as E,
  DEMO_ADVOCATE_ENROLLMENT,
  MESSAGES,
  SOCKET_EVENTS,
  courtDate,
  type CourtroomSnapshot,
  type WaitingAdvocate,
} from '@nyaya/shared';
import type { Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { CAUSE_LIST_PATH, entryBody } from '../../test/fixtures/cause-list.ts';
import {
  OTHERS_CASE,
  OWN_CASE,
  courtroomSuite,
  granted,
  heard,
  request,
  todaysHearingId,
  until,
} from '../../test/fixtures/courtroom.ts';
import { ADVOCATES_PATH, signedUpAdvocate } from '../../test/fixtures/advocates.ts';

const suite = courtroomSuite();
const { open } = suite;

/** A case listed today in Room1 under the new advocate's enrollment number (typed in lower case). */
const APPLICANT_CASE = 'DLND010000772024';
const APPLICANT_ENROLLMENT = 'D/7700/2024';

beforeAll(async () => {
  const listed = await suite.controller.post(
    `${CAUSE_LIST_PATH}/addCauseList`,
    entryBody({
      cnr: APPLICANT_CASE,
      nextDate: courtDate(),
      roomId: 'Room1',
      petitionerEnrollmentId: APPLICANT_ENROLLMENT.toLowerCase(),
    }),
  );
  expect(listed.statusCode, listed.body).toBe(201);
});

const waitFor = (socket: Socket, cnr: string) =>
  request<WaitingAdvocate>(socket, E.joinRoom, { roomId: 'Room1', cnr });
const verify = (userId: string) => suite.controller.post(`${ADVOCATES_PATH}/${userId}/verify`);
const awaitingVerification = {
  status: false,
  code: 'advocateAwaitingVerification',
  message: MESSAGES.advocateAwaitingVerification,
};

describe('the lobby and verification', () => {
  it('refuses a new Advocate until verified, then lets them wait only for a case listed under their number', async () => {
    const applicant = await signedUpAdvocate(suite.t, APPLICANT_ENROLLMENT);
    const lobby = await open(applicant.client);
    const judgeSocket = await open(suite.judge);
    const lists = heard<WaitingAdvocate[]>(judgeSocket, E.advocateWaiting);
    await granted<CourtroomSnapshot>(judgeSocket, E.joinRoom, {});

    expect(await waitFor(lobby, APPLICANT_CASE)).toEqual(awaitingVerification);
    expect(await waitFor(lobby, OWN_CASE)).toEqual(awaitingVerification);

    // The same socket, still open: the verification counts at once.
    expect((await verify(applicant.id)).statusCode).toBe(200);
    expect(await waitFor(lobby, OWN_CASE)).toEqual({
      status: false,
      code: 'courtroomIdtYourCase',
      message: MESSAGES.courtroomIdtYourCase,
      field: 'cnr',
    });
    const waiting = await waitFor(lobby, APPLICANT_CASE);
    expect(waiting).toMatchObject({
      status: true,
      data: {
        userId: applicant.id,
        cnr: APPLICANT_CASE,
        name: 'Nirmala Joshi',
        enrollmentNumber: APPLICANT_ENROLLMENT,
        mobile: expect.stringMatching(/^\+91 987650\d{4}$/),
      },
    });
    const shown = await until(lists, (seen) => seen.at(-1)?.length === 1);
    expect(shown.at(-1)).toMatchObject([
      { userId: applicant.id, name: 'Nirmala Joshi', enrollmentNumber: APPLICANT_ENROLLMENT },
    ]);
  });

  it('keeps an unverified proxy the judge allowed out of the lobby until the control room verifies them', async () => {
    const proxy = await signedUpAdvocate(suite.t);
    const judgeSocket = await open(suite.judge);
    await granted(judgeSocket, E.joinRoom, {});
    const hearingId = await todaysHearingId(suite.t.db, OTHERS_CASE);
    // Typed in lower case by the judge: the same enrollment.
    const allowance = { roomId: 'Room1', hearingId, enrollmentNumber: proxy.enrollmentNumber.toLowerCase() };
    await granted(judgeSocket, E.allowAdvocate, allowance);

    const lobby = await open(proxy.client);
    expect(await waitFor(lobby, OTHERS_CASE)).toEqual(awaitingVerification);
    expect(
      (await granted<CourtroomSnapshot>(await open(suite.controller), E.joinRoom, { roomId: 'Room1' }))
        .waiting,
    ).toEqual([]);

    await verify(proxy.id);
    expect(await waitFor(lobby, OTHERS_CASE)).toMatchObject({
      status: true,
      data: { userId: proxy.id, hearingId, enrollmentNumber: proxy.enrollmentNumber },
    });
  });

  it('lets the seeded demo Advocate wait as before, with their number and mobile on the card', async () => {
    const lobby = await open(suite.advocate);
    expect(await waitFor(lobby, OWN_CASE)).toMatchObject({
      status: true,
      data: { name: 'Rohan Mehta', enrollmentNumber: DEMO_ADVOCATE_ENROLLMENT, mobile: '+91 9000000002' },
    });
  });

  it("ends a rejected applicant's open sockets", async () => {
    const applicant = await signedUpAdvocate(suite.t);
    const lobby = await open(applicant.client);
    const ended = heard(lobby, SOCKET_EVENTS.sessionEnded);
    const rejected = await suite.controller.post(`${ADVOCATES_PATH}/${applicant.id}/reject`, {
      note: 'Not on the roll',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await until(ended)).toHaveLength(1);
    await until([], () => !lobby.connected);
    expect(lobby.connected).toBe(false);
  });
});
