import {
  COURTROOM_EVENTS as E,
  MESSAGES,
  type CourtroomSnapshot,
  type MeetingJoined,
  type PublicStreamState,
  type WaitingAdvocate,
} from '@nyaya/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { causeListEntries, pauseReasons } from '../../core/db/schema/index.ts';
import { DEMO_CAUSE_LIST } from '../../seed/cause-list-data.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { listReasons } from '../reasons/service.ts';
import { cardsReceived } from '../../test/fixtures/control-room.ts';
import {
  OTHERS_CASE,
  OWN_CASE,
  caughtUp,
  courtroomSuite,
  granted,
  heard,
  request,
  todaysHearingId,
  until,
} from '../../test/fixtures/courtroom.ts';
import { refusal } from '../../test/refusal.ts';

const suite = courtroomSuite();
const { open } = suite;
let individual: TestClient;
const NOBODY = '00000000-0000-4000-8000-000000000001';
const ROOM2_CASE =
  DEMO_CAUSE_LIST.find((entry) => entry.day === 'today' && entry.roomId === 'Room2')?.cnr ?? '';

beforeAll(async () => {
  individual = await clientAs(suite.t.app, 'Individual');
});

const snapshotOfRoom1 = async () =>
  granted<CourtroomSnapshot>(await open(suite.controller), E.joinRoom, { roomId: 'Room1' });

/** The judge hosting Room1 and the demo advocate waiting there for their case. */
async function judgeAndWaitingAdvocate() {
  const judgeSocket = await open(suite.judge);
  await granted(judgeSocket, E.joinRoom, {});
  const advocateSocket = await open(suite.advocate);
  const waiting = await granted<WaitingAdvocate>(advocateSocket, E.joinRoom, {
    roomId: 'Room1',
    cnr: OWN_CASE,
  });
  return { judgeSocket, advocateSocket, advocateId: waiting.userId };
}

/** Admitted, accepted and in the meeting with the judge. */
async function meetingOfTwo() {
  const room = await judgeAndWaitingAdvocate();
  await granted(room.judgeSocket, E.admitToAdvocate, { roomId: 'Room1', userId: room.advocateId });
  await granted(room.advocateSocket, E.advocateAccept, { roomId: 'Room1' });
  const judgeJoined = await granted<MeetingJoined>(room.judgeSocket, E.joinMeeting, { meetingId: 'Room1' });
  const advocateJoined = await granted<MeetingJoined>(room.advocateSocket, E.joinMeeting, {
    meetingId: 'Room1',
  });
  return { ...room, judgeJoined, advocateJoined };
}

describe('payload checks', () => {
  it.each([
    [E.joinRoom, { roomId: 5 }, MESSAGES.courtroomRoomRequired, 'roomId'],
    [E.joinRoom, { roomId: 'Room1', cnr: 'short' }, MESSAGES.cnrLength, 'cnr'],
    [E.joinRoom, null, MESSAGES.invalidRequest, undefined],
    [E.leaveRoom, {}, MESSAGES.courtroomRoomRequired, 'roomId'],
    [E.admitToAdvocate, { roomId: 'Room1', userId: 'someone' }, MESSAGES.participantNotFound, 'userId'],
    [E.advocateAccept, { roomId: '' }, MESSAGES.courtroomRoomRequired, 'roomId'],
    [E.allowAdvocate, { roomId: 'Room1', hearingId: 1 }, MESSAGES.invalidRequest, 'enrollmentNumber'],
    [
      E.allowAdvocate,
      { roomId: 'Room1', hearingId: 1, enrollmentNumber: ' ' },
      MESSAGES.enrollmentRequired,
      'enrollmentNumber',
    ],
    [
      E.allowAdvocate,
      { roomId: 'Room1', hearingId: 'one', enrollmentNumber: 'D/1/2020' },
      MESSAGES.hearingNotFound,
      'hearingId',
    ],
    [
      E.joinMeeting,
      { meetingId: 'Room1', tiles: [{ streamId: 's', label: 'Clerk' }] },
      MESSAGES.invalidRequest,
      'tiles',
    ],
    [E.leaveMeeting, 'Room1', MESSAGES.invalidRequest, undefined],
    [
      E.offer,
      { targetId: 'a b', sdp: { type: 'offer', sdp: 'v=0' } },
      MESSAGES.participantNotFound,
      'targetId',
    ],
    [E.answer, { targetId: 'abc', sdp: { type: 'pranswer', sdp: 'v=0' } }, MESSAGES.invalidRequest, 'sdp'],
    [E.iceCandidate, { targetId: 'abc' }, MESSAGES.invalidRequest, 'candidate'],
    [
      E.hostToggleAudio,
      { roomId: 'Room1', userId: NOBODY, status: 'yes' },
      MESSAGES.invalidRequest,
      'status',
    ],
    [E.hostToggleVideo, { roomId: 'Room1', status: true }, MESSAGES.participantNotFound, 'userId'],
    [E.hostBlurVideo, { userId: NOBODY, status: true }, MESSAGES.courtroomRoomRequired, 'roomId'],
    [E.hostFreezeVideo, [], MESSAGES.invalidRequest, undefined],
    [E.setHearing, { roomId: 'Room1', hearingId: -1 }, MESSAGES.hearingNotFound, 'hearingId'],
    [E.setStreaming, { roomId: 'Room1', streaming: false }, MESSAGES.pauseReasonRequired, 'reasonId'],
    [E.setStreaming, { roomId: 'Room1', streaming: 'on' }, MESSAGES.invalidRequest, 'streaming'],
    [E.endMeeting, { roomId: 'x'.repeat(41) }, MESSAGES.courtroomRoomRequired, 'roomId'],
    [E.watchRoom, {}, MESSAGES.courtroomRoomRequired, 'roomId'],
    [E.unwatchRoom, { roomId: null }, MESSAGES.courtroomRoomRequired, 'roomId'],
  ])('%s refuses %j with its message and field, changing nothing', async (event, payload, message, field) => {
    const before = await snapshotOfRoom1();
    const ack = await request(await open(suite.judge), event, payload);
    expect(ack).toEqual(refusal(message, field));
    expect(await snapshotOfRoom1()).toEqual(before);
  });

  it('answers an event sent without an ack and keeps serving the socket', async () => {
    const socket = await open(suite.judge);
    socket.emit(E.joinRoom, { roomId: 5 });
    expect(await request(socket, E.joinRoom, {})).toMatchObject({ status: true, data: { roomId: 'Room1' } });
  });
});

describe('who may host and moderate', () => {
  const hostEvents = (userId: string) =>
    [
      [E.admitToAdvocate, { roomId: 'Room1', userId }],
      [E.hostToggleAudio, { roomId: 'Room1', userId, status: true }],
      [E.hostBlurVideo, { roomId: 'Room1', userId, status: true }],
      [E.setHearing, { roomId: 'Room1', hearingId: null }],
      [E.setStreaming, { roomId: 'Room1', streaming: true }],
      [E.endMeeting, { roomId: 'Room1' }],
      [E.withholdStream, { roomId: 'Room1', minutes: 1 }],
    ] as const;

  it('refuses an advocate and an Individual (forbidden), and the judge in a room not theirs', async () => {
    const { advocateSocket, advocateId } = await judgeAndWaitingAdvocate();
    const others = [advocateSocket, await open(individual)];
    const judgeSocket = await open(suite.judge);
    for (const [event, payload] of hostEvents(advocateId)) {
      for (const socket of others) {
        expect(await request(socket, event, payload)).toEqual({
          status: false,
          code: 'forbidden',
          message: MESSAGES.forbidden,
        });
      }
      expect(await request(judgeSocket, event, { ...payload, roomId: 'Room2' })).toEqual({
        status: false,
        code: 'courtroomIdtYours',
        message: MESSAGES.courtroomIdtYours,
        field: 'roomId',
      });
    }
    const snapshot = await snapshotOfRoom1();
    expect(snapshot).toMatchObject({ hearing: null, streaming: false, participants: [] });
    expect(snapshot.waiting).toMatchObject([{ userId: advocateId, admitted: false }]);
  });

  it("refuses the judge another room's join-room, an Individual's join-room, and a Controller without a room", async () => {
    expect(await request(await open(suite.judge), E.joinRoom, { roomId: 'Room2' })).toEqual({
      status: false,
      code: 'courtroomIdtYours',
      message: MESSAGES.courtroomIdtYours,
      field: 'roomId',
    });
    expect(await request(await open(individual), E.joinRoom, { roomId: 'Room1' })).toEqual({
      status: false,
      code: 'forbidden',
      message: MESSAGES.forbidden,
    });
    const controllerSocket = await open(suite.controller);
    expect(await request(controllerSocket, E.joinRoom, {})).toEqual({
      status: false,
      code: 'courtroomRoomRequired',
      message: MESSAGES.courtroomRoomRequired,
      field: 'roomId',
    });
    expect(await request(controllerSocket, E.joinRoom, { roomId: 'Room9' })).toEqual({
      status: false,
      code: 'courtroomRoomUnknown',
      message: MESSAGES.courtroomRoomUnknown,
      field: 'roomId',
    });
  });

  it('lets a Controller moderate, set the hearing and stream any room', async () => {
    const { advocateSocket } = await meetingOfTwo();
    const controllerSocket = await open(suite.controller);
    const muted = heard(advocateSocket, E.toggleAudio);
    const advocateId = (await snapshotOfRoom1()).participants.find((p) => p.role === 'Advocate')?.userId;
    await granted(controllerSocket, E.hostToggleAudio, { roomId: 'Room1', userId: advocateId, status: true });
    expect(await until(muted)).toEqual([{ userId: advocateId, status: true }]);
    const hearingId = await todaysHearingId(suite.t.db, OWN_CASE);
    await granted(controllerSocket, E.setHearing, { roomId: 'Room1', hearingId });
    await granted(controllerSocket, E.setStreaming, { roomId: 'Room1', streaming: true });
    expect(await snapshotOfRoom1()).toMatchObject({ streaming: true, hearing: { hearingId } });
  });
});

describe('the lobby', () => {
  it('lets the advocate wait only for their own case listed today in that room', async () => {
    const socket = await open(suite.advocate);
    expect(await request(socket, E.joinRoom, { roomId: 'Room1', cnr: OTHERS_CASE })).toEqual({
      status: false,
      code: 'courtroomIdtYourCase',
      message: MESSAGES.courtroomIdtYourCase,
      field: 'cnr',
    });
    expect(await request(socket, E.joinRoom, { roomId: 'Room2', cnr: OWN_CASE })).toEqual({
      status: false,
      code: 'courtroomIdtListedToday',
      message: MESSAGES.courtroomIdtListedToday,
      field: 'cnr',
    });
    expect(await request(socket, E.joinRoom, { roomId: 'Room1' })).toEqual({
      status: false,
      code: 'cnrLength',
      message: MESSAGES.cnrLength,
      field: 'cnr',
    });
    expect((await snapshotOfRoom1()).waiting).toEqual([]);
  });

  it('lets an advocate the cause list does not name wait once the judge allows them for that hearing', async () => {
    const advocateSocket = await open(suite.advocate);
    const judgeSocket = await open(suite.judge);
    await granted(judgeSocket, E.joinRoom, {});
    const othersHearing = await todaysHearingId(suite.t.db, OTHERS_CASE);
    const { enrollmentNumber } = (await suite.advocate.get('/users/me')).json().data;
    const allowance = { roomId: 'Room1', hearingId: othersHearing, enrollmentNumber };

    expect(await request(await open(suite.advocate), E.allowAdvocate, allowance)).toEqual({
      status: false,
      code: 'forbidden',
      message: MESSAGES.forbidden,
    });
    expect(
      await request(judgeSocket, E.allowAdvocate, {
        ...allowance,
        hearingId: await todaysHearingId(suite.t.db, ROOM2_CASE),
      }),
    ).toEqual({
      status: false,
      code: 'hearingNotFound',
      message: MESSAGES.hearingNotFound,
      field: 'hearingId',
    });
    expect(await request(advocateSocket, E.joinRoom, { roomId: 'Room1', cnr: OTHERS_CASE })).toMatchObject({
      status: false,
      code: 'courtroomIdtYourCase',
      message: MESSAGES.courtroomIdtYourCase,
    });

    await granted(judgeSocket, E.allowAdvocate, allowance);
    expect(
      await granted<WaitingAdvocate>(advocateSocket, E.joinRoom, { roomId: 'Room1', cnr: OTHERS_CASE }),
    ).toMatchObject({ hearingId: othersHearing, cnr: OTHERS_CASE, admitted: false });
  });

  it('lets an advocate wait before the judge opens the room; the judge then sees them and the waiting list as it changes', async () => {
    const advocateSocket = await open(suite.advocate);
    const waiting = await granted<WaitingAdvocate>(advocateSocket, E.joinRoom, {
      roomId: 'Room1',
      cnr: OWN_CASE,
    });
    expect(waiting).toMatchObject({ roomId: 'Room1', cnr: OWN_CASE, host: null, admitted: false });

    const judgeSocket = await open(suite.judge);
    const lists = heard<WaitingAdvocate[]>(judgeSocket, E.advocateWaiting);
    const snapshot = await granted<CourtroomSnapshot>(judgeSocket, E.joinRoom, {});
    expect(snapshot.waiting).toMatchObject([{ userId: waiting.userId, host: snapshot.hostUserId }]);

    const again = await granted<WaitingAdvocate>(advocateSocket, E.joinRoom, {
      roomId: 'Room1',
      cnr: OWN_CASE,
    });
    expect(again.since).toBe(waiting.since);
    await granted(advocateSocket, E.leaveRoom, { roomId: 'Room1' });
    expect((await until(lists, (l) => l.at(-1)?.length === 0)).at(-1)).toEqual([]);
  });

  it('admits: the advocate hears it, accepts, leaves the list and may then join the meeting', async () => {
    const { judgeSocket, advocateSocket, advocateId } = await judgeAndWaitingAdvocate();
    expect(await request(advocateSocket, E.joinMeeting, { meetingId: 'Room1' })).toEqual({
      status: false,
      code: 'courtroomIdtAdmitted',
      message: MESSAGES.courtroomIdtAdmitted,
      field: 'meetingId',
    });
    expect(await request(advocateSocket, E.advocateAccept, { roomId: 'Room1' })).toEqual({
      status: false,
      code: 'courtroomIdtAdmitted',
      message: MESSAGES.courtroomIdtAdmitted,
    });
    expect(await request(judgeSocket, E.admitToAdvocate, { roomId: 'Room1', userId: NOBODY })).toEqual({
      status: false,
      code: 'courtroomIdtWaiting',
      message: MESSAGES.courtroomIdtWaiting,
      field: 'userId',
    });

    const admissions = heard<WaitingAdvocate>(advocateSocket, E.admitToAdvocate);
    const states = heard<CourtroomSnapshot>(judgeSocket, E.courtroomState);
    await granted(judgeSocket, E.admitToAdvocate, { roomId: 'Room1', userId: advocateId });
    expect(await until(admissions)).toMatchObject([{ userId: advocateId, admitted: true, cnr: OWN_CASE }]);
    expect((await until(states)).at(-1)?.waiting).toMatchObject([{ admitted: true }]);

    await granted(advocateSocket, E.advocateAccept, { roomId: 'Room1' });
    expect((await until(states, (s) => s.at(-1)?.waiting.length === 0)).at(-1)?.waiting).toEqual([]);
    const joined = await granted<MeetingJoined>(advocateSocket, E.joinMeeting, { meetingId: 'Room1' });
    expect(joined.self).toMatchObject({
      userId: advocateId,
      role: 'Advocate',
      isMuted: false,
      observer: false,
    });
    expect(joined.iceServers).toEqual(suite.t.config.iceServers);
  });
});

describe('the meeting', () => {
  it('tells the others who joins and leaves, and the joiner who is there', async () => {
    const judgeSocket = await open(suite.judge);
    await granted(judgeSocket, E.joinRoom, {});
    const joinedJudge = await granted<MeetingJoined>(judgeSocket, E.joinMeeting, {
      meetingId: 'Room1',
      tiles: [{ streamId: 'cam-1', label: "Hon'ble judge" }],
    });
    expect(joinedJudge).toMatchObject({
      roomId: 'Room1',
      participants: [],
      self: { socketId: judgeSocket.id },
    });

    const joins = heard(judgeSocket, E.userJoined);
    const leaves = heard(judgeSocket, E.userLeft);
    const controllerSocket = await open(suite.controller);
    const observer = await granted<MeetingJoined>(controllerSocket, E.joinMeeting, { meetingId: 'Room1' });
    expect(observer.self.observer).toBe(true);
    expect(observer.participants).toMatchObject([
      { socketId: judgeSocket.id, tiles: [{ streamId: 'cam-1' }] },
    ]);
    expect(await until(joins)).toMatchObject([{ socketId: controllerSocket.id, role: 'Controller' }]);

    await granted(controllerSocket, E.leaveMeeting, { roomId: 'Room1' });
    expect(await until(leaves)).toEqual([{ socketId: controllerSocket.id, userId: observer.self.userId }]);
    expect(await request(controllerSocket, E.leaveMeeting, { roomId: 'Room1' })).toEqual({
      status: false,
      code: 'courtroomIdtInMeeting',
      message: MESSAGES.courtroomIdtInMeeting,
      field: 'roomId',
    });
  });

  it('relays offer, answer and ICE candidates only to a target in the same meeting', async () => {
    const { judgeSocket, advocateSocket, advocateId } = await meetingOfTwo();
    const offers = heard(advocateSocket, E.offer);
    const answers = heard(judgeSocket, E.answer);
    const candidates = heard(advocateSocket, E.iceCandidate);
    const sdp = { type: 'offer', sdp: 'v=0' };
    await granted(judgeSocket, E.offer, { targetId: advocateSocket.id, sdp });
    await granted(advocateSocket, E.answer, {
      targetId: judgeSocket.id,
      sdp: { type: 'answer', sdp: 'v=0' },
    });
    const candidate = { candidate: 'candidate:1 1 udp 1 10.0.0.1 9 typ host', sdpMid: '0', sdpMLineIndex: 0 };
    await granted(judgeSocket, E.iceCandidate, { targetId: advocateSocket.id, candidate });
    expect(await until(offers)).toEqual([{ fromId: judgeSocket.id, userId: expect.any(String), sdp }]);
    expect(await until(answers)).toMatchObject([{ fromId: advocateSocket.id, userId: advocateId }]);
    expect(await until(candidates)).toEqual([
      { fromId: judgeSocket.id, userId: expect.any(String), candidate },
    ]);

    const outsider = await open(suite.controller);
    const overheard = heard(outsider, E.offer);
    expect(await request(judgeSocket, E.offer, { targetId: outsider.id, sdp })).toEqual({
      status: false,
      code: 'participantNotFound',
      message: MESSAGES.participantNotFound,
      field: 'targetId',
    });
    expect(await request(outsider, E.offer, { targetId: advocateSocket.id, sdp })).toEqual({
      status: false,
      code: 'courtroomIdtInMeeting',
      message: MESSAGES.courtroomIdtInMeeting,
    });
    // Either offer, were it relayed, would be emitted to its target before the sender's ack above.
    await Promise.all([outsider, advocateSocket].map(caughtUp));
    expect(overheard).toEqual([]);
    expect(offers).toHaveLength(1);
  });

  it('moderates a participant for the whole meeting and keeps it when they rejoin on a new socket', async () => {
    const { judgeSocket, advocateSocket, advocateId } = await meetingOfTwo();
    const told = heard(judgeSocket, E.blurVideo);
    const muted = heard(advocateSocket, E.toggleAudio);
    await granted(judgeSocket, E.hostToggleAudio, { roomId: 'Room1', userId: advocateId, status: true });
    await granted(judgeSocket, E.hostBlurVideo, { roomId: 'Room1', userId: advocateId, status: true });
    expect(await until(muted)).toEqual([{ userId: advocateId, status: true }]);
    expect(await until(told)).toEqual([{ userId: advocateId, status: true }]);
    expect(
      await request(judgeSocket, E.hostFreezeVideo, { roomId: 'Room1', userId: NOBODY, status: true }),
    ).toEqual({
      status: false,
      code: 'participantNotFound',
      message: MESSAGES.participantNotFound,
      field: 'userId',
    });

    const leaves = heard(judgeSocket, E.userLeft);
    const joins = heard(judgeSocket, E.userJoined);
    const newTab = await open(suite.advocate);
    const rejoined = await granted<MeetingJoined>(newTab, E.joinMeeting, { meetingId: 'Room1' });
    expect(rejoined.self).toMatchObject({
      socketId: newTab.id,
      isMuted: true,
      isBlurred: true,
      isFreeze: false,
    });
    expect(await until(leaves)).toEqual([{ socketId: advocateSocket.id, userId: advocateId }]);
    expect(await until(joins)).toMatchObject([{ socketId: newTab.id, isMuted: true }]);
    const seats = (await snapshotOfRoom1()).participants.filter((p) => p.userId === advocateId);
    expect(seats).toMatchObject([{ socketId: newTab.id }]);
    // The old tab closing leaves the new seat alone. The tab watches the room as well: the server deals with a
    // closed socket's seat before its viewing (registerCourtroom), so the judge hears it stop watching only after.
    const oldTab = advocateSocket.id;
    const states = heard<CourtroomSnapshot>(judgeSocket, E.courtroomState);
    await granted(advocateSocket, E.watchRoom, { roomId: 'Room1' });
    advocateSocket.close();
    const stoppedWatching = (list: CourtroomSnapshot[]) => {
      const watching = list.findIndex((state) => state.viewers.some((viewer) => viewer.socketId === oldTab));
      return watching >= 0 && list.slice(watching + 1).some((state) => state.viewers.length === 0);
    };
    expect(stoppedWatching(await until(states, stoppedWatching))).toBe(true);
    expect((await snapshotOfRoom1()).participants.map((p) => p.socketId)).toContain(newTab.id);
  });

  it('frees the seat of a socket that disconnects', async () => {
    const { judgeSocket, advocateSocket, advocateId } = await meetingOfTwo();
    const leaves = heard(judgeSocket, E.userLeft);
    const socketId = advocateSocket.id;
    advocateSocket.close();
    expect(await until(leaves)).toEqual([{ socketId, userId: advocateId }]);
  });
});

describe('hearing, streaming and the end of the meeting', () => {
  const liveStatus = async () =>
    (await suite.advocate.post('/streaming/crnSearch', { crnNumber: OWN_CASE }))
      .json()
      .data.find((row: { hearingDate: string; status: string }) => row.status === 'Live');

  it('opens a hearing session (Live in case search), streams with a known pause reason, and end-meeting reaches everyone', async () => {
    const { judgeSocket, advocateSocket } = await meetingOfTwo();
    const waitingSocket = await open(suite.advocate);
    await granted(waitingSocket, E.joinRoom, { roomId: 'Room1', cnr: OWN_CASE });
    const controllerSocket = await open(suite.controller);
    const cards = cardsReceived(controllerSocket);

    expect(await request(judgeSocket, E.setStreaming, { roomId: 'Room1', streaming: true })).toEqual({
      status: false,
      code: 'courtroomIdHearing',
      message: MESSAGES.courtroomIdHearing,
    });
    expect(
      await request(judgeSocket, E.setHearing, {
        roomId: 'Room1',
        hearingId: await todaysHearingId(suite.t.db, ROOM2_CASE),
      }),
    ).toEqual({
      status: false,
      code: 'hearingNotFound',
      message: MESSAGES.hearingNotFound,
      field: 'hearingId',
    });
    const hearingId = await todaysHearingId(suite.t.db, OWN_CASE);
    const withHearing = await granted<CourtroomSnapshot>(judgeSocket, E.setHearing, {
      roomId: 'Room1',
      hearingId,
    });
    expect(withHearing.hearing).toMatchObject({ hearingId, cnr: OWN_CASE, streamable: true });
    expect(await liveStatus()).toBeDefined();

    await granted(judgeSocket, E.setStreaming, { roomId: 'Room1', streaming: true });
    expect(
      await request(judgeSocket, E.setStreaming, { roomId: 'Room1', streaming: false, reasonId: 99999 }),
    ).toEqual({
      status: false,
      code: 'pauseReasonUnknown',
      message: MESSAGES.pauseReasonUnknown,
      field: 'reasonId',
    });
    const [reason] = await listReasons(suite.t.db);
    if (!reason) throw new Error('the seed has no pause reasons');
    const paused = await granted<CourtroomSnapshot>(judgeSocket, E.setStreaming, {
      roomId: 'Room1',
      streaming: false,
      reasonId: reason.id,
    });
    expect(paused).toMatchObject({
      streaming: false,
      pause: { reasonId: reason.id, message: reason.message },
    });
    // A reason an administrator typed comes with no code: every reader sees it as typed.
    const [typed] = await suite.t.db
      .insert(pauseReasons)
      .values({ reason: 'Power cut', message: 'बिजली चली गई है, कृपया प्रतीक्षा करें।' })
      .returning();
    if (!typed) throw new Error('the reason was not added');
    const pausedAsTyped = await granted<CourtroomSnapshot>(judgeSocket, E.setStreaming, {
      roomId: 'Room1',
      streaming: false,
      reasonId: typed.id,
    });
    expect(pausedAsTyped.pause).toEqual({ reasonId: typed.id, reason: 'Power cut', message: typed.message });
    await granted(judgeSocket, E.setStreaming, { roomId: 'Room1', streaming: true });
    expect((await until(cards, (c) => c.at(-1)?.streaming === true)).at(-1)).toMatchObject({
      roomId: 'Room1',
      live: true,
      streaming: true,
      waitingAdvocates: 1,
    });

    const ends = [judgeSocket, advocateSocket, waitingSocket, controllerSocket].map((s) =>
      heard(s, E.endMeeting),
    );
    await granted(judgeSocket, E.endMeeting, { roomId: 'Room1' });
    for (const end of ends.slice(0, 3)) expect(await until(end)).toEqual([{ roomId: 'Room1' }]);
    expect(await liveStatus()).toBeUndefined();
    expect(await snapshotOfRoom1()).toMatchObject({
      hostUserId: null,
      hearing: null,
      participants: [],
      waiting: [],
    });
    expect((await until(cards, (c) => c.at(-1)?.live === false)).at(-1)).toMatchObject({
      live: false,
      streaming: false,
      waitingAdvocates: 0,
    });
    expect(await request(advocateSocket, E.joinMeeting, { meetingId: 'Room1' })).toMatchObject({
      status: false,
      code: 'courtroomIdtAdmitted',
      message: MESSAGES.courtroomIdtAdmitted,
    });
  });
  it("shows the judge's Allow/Dismiss of the hearing in progress at once", async () => {
    const judgeSocket = await open(suite.judge);
    await granted(judgeSocket, E.joinRoom, {});
    const hearingId = await todaysHearingId(suite.t.db, OWN_CASE);
    await granted(judgeSocket, E.setHearing, { roomId: 'Room1', hearingId });
    const states = heard<CourtroomSnapshot>(judgeSocket, E.courtroomState);

    const dismissed = await suite.judge.put(`/courtroom/hearings/${hearingId}/publicStream`, {
      decision: 'dismiss',
    });
    expect(dismissed.statusCode).toBe(200);
    expect((await until(states)).at(-1)?.hearing).toMatchObject({ hearingId, streamable: false });
    await suite.judge.put(`/courtroom/hearings/${hearingId}/publicStream`, { decision: 'allow' });
    expect((await until(states, (list) => list.length > 1)).at(-1)?.hearing).toMatchObject({
      hearingId,
      streamable: true,
    });
    await suite.t.db.update(causeListEntries).set({ publicStreamDecision: null });
  });
});

describe('viewers', () => {
  it('counts a viewer until they unwatch or disconnect', async () => {
    const controllerSocket = await open(suite.controller);
    const cards = cardsReceived(controllerSocket);
    const viewer = await open(individual);
    expect(await request(viewer, E.watchRoom, { roomId: 'Room9' })).toEqual({
      status: false,
      code: 'courtroomRoomUnknown',
      message: MESSAGES.courtroomRoomUnknown,
      field: 'roomId',
    });
    await granted(viewer, E.watchRoom, { roomId: 'Room1' });
    expect((await snapshotOfRoom1()).viewers).toMatchObject([{ socketId: viewer.id }]);
    expect((await until(cards, (c) => c.at(-1)?.viewers === 1)).at(-1)).toMatchObject({
      roomId: 'Room1',
      viewers: 1,
    });
    await granted(viewer, E.unwatchRoom, { roomId: 'Room1' });
    expect((await snapshotOfRoom1()).viewers).toEqual([]);
    await granted(viewer, E.watchRoom, { roomId: 'Room1' });
    viewer.close();
    // The Controller's cards are coalesced (CONTROL_ROOM_CARD_WINDOW_MS): the unwatch, the watch again and the
    // disconnect may come as one card.
    expect((await until(cards, (c) => c.at(-1)?.viewers === 0)).at(-1)).toMatchObject({ viewers: 0 });
  });

  it('tells a viewer nothing when others come and go or wait, and tells them when the room goes on air', async () => {
    const viewer = await open(individual);
    await granted(viewer, E.watchRoom, { roomId: 'Room1' });
    const states = heard<PublicStreamState>(viewer, E.streamState);
    const other = await open(individual);
    await granted(other, E.watchRoom, { roomId: 'Room1' });
    await granted(other, E.unwatchRoom, { roomId: 'Room1' });
    await granted(await open(suite.advocate), E.joinRoom, { roomId: 'Room1', cnr: OWN_CASE });
    await caughtUp(viewer);
    expect(states).toEqual([]);

    const judgeSocket = await open(suite.judge);
    await granted(judgeSocket, E.joinRoom, {});
    const hearingId = await todaysHearingId(suite.t.db, OWN_CASE);
    await granted(judgeSocket, E.setHearing, { roomId: 'Room1', hearingId });
    await granted(judgeSocket, E.setStreaming, { roomId: 'Room1', streaming: true });
    expect((await until(states, (list) => list.at(-1)?.live === true)).at(-1)).toEqual({
      roomId: 'Room1',
      live: true,
    });
  });
});
