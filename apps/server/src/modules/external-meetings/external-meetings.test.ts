import {
  API_PREFIX,
  MEETING_LINK_MAX_LENGTH,
  MESSAGES,
  courtDate,
  courtDaysAgo,
  courtTomorrow,
  type ExternalMeetingRoom,
  type JoinableMeeting,
  type MyMatter,
} from '@nyaya/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { causeListEntries, streamingRooms } from '../../core/db/schema/index.ts';
import { lastLogged } from '../../test/access-log.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedUpAdvocate } from '../../test/fixtures/advocates.ts';
import { OTHERS_CASE, OWN_CASE } from '../../test/fixtures/courtroom.ts';
import { refusal } from '../../test/refusal.ts';

let t: TestApp;
let controller: TestClient;
let advocate: TestClient;
let judge: TestClient;
const today = courtDate();
const ROOM = `/externalMeetings/rooms/Room1/${today}`;
const LINK = 'https://districtcourt.webex.com/meet/room1';

beforeAll(async () => {
  t = await createTestApp();
  [controller, advocate, judge] = await Promise.all([
    clientAs(t.app, 'Controller'),
    clientAs(t.app, 'Advocate'),
    clientAs(t.app, 'Judge'),
  ]);
});
afterAll(() => t.close());

async function roomsToday(): Promise<ExternalMeetingRoom[]> {
  const response = await controller.get(`/externalMeetings/rooms?date=${today}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: ExternalMeetingRoom[] }>().data;
}

async function meetingsOf(client: TestClient): Promise<JoinableMeeting[]> {
  const response = await client.get('/externalMeetings/mine');
  expect(response.statusCode).toBe(200);
  return response.json<{ data: JoinableMeeting[] }>().data;
}

async function room1HearingsToday(): Promise<number> {
  const rows = await t.db
    .select({ id: causeListEntries.id })
    .from(causeListEntries)
    .innerJoin(streamingRooms, eq(streamingRooms.id, causeListEntries.streamingRoomId))
    .where(and(eq(streamingRooms.name, 'Room1'), eq(causeListEntries.nextDate, today)));
  return rows.length;
}

describe('the Controller sets a room’s meeting link for a date', () => {
  it.each([
    ['no link', { url: '' }, 'url', MESSAGES.meetingLinkRequired],
    [
      'a plain-http link',
      { url: 'http://districtcourt.webex.com/meet/room1' },
      'url',
      MESSAGES.meetingLinkInvalid,
    ],
    ['a script', { url: 'javascript:alert(1)' }, 'url', MESSAGES.meetingLinkInvalid],
    ['a link without a host', { url: 'https://' }, 'url', MESSAGES.meetingLinkInvalid],
    [
      'a name before @ (the browser goes to evil.example)',
      { url: 'https://meet.example.in@evil.example/x' },
      'url',
      MESSAGES.meetingLinkCredentials,
    ],
    [
      'a name and password',
      { url: 'https://court:secret@meet.example.in/x' },
      'url',
      MESSAGES.meetingLinkCredentials,
    ],
    [
      'a backslash (the browser goes to evil.example)',
      { url: 'https://evil.example\\@meet.example.in/' },
      'url',
      MESSAGES.meetingLinkBackslash,
    ],
    ['a port other than 443', { url: 'https://meet.example.in:8443/x' }, 'url', MESSAGES.meetingLinkPort],
    [
      'a link too long',
      { url: `https://a.in/${'x'.repeat(MEETING_LINK_MAX_LENGTH)}` },
      'url',
      MESSAGES.meetingLinkInvalid,
    ],
  ])('refuses %s with 400 on the field, changing nothing', async (_, body, field, message) => {
    const response = await controller.put(ROOM, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(message, field));
    expect((await roomsToday()).find((room) => room.roomId === 'Room1')?.meeting).toBeNull();
  });

  it('refuses a day before the court’s today, on the date', async () => {
    const yesterday = courtDaysAgo(1);
    const response = await controller.put(`/externalMeetings/rooms/Room1/${yesterday}`, { url: LINK });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      code: 'meetingDatePast',
      field: 'date',
      message: MESSAGES.meetingDatePast,
    });
    const listed = await controller.get(`/externalMeetings/rooms?date=${yesterday}`);
    expect(listed.json<{ data: ExternalMeetingRoom[] }>().data.every((room) => room.meeting === null)).toBe(
      true,
    );
  });

  it('keeps a link as the URL parser writes it out (the address a browser goes to)', async () => {
    const tomorrow = `/externalMeetings/rooms/Room1/${courtTomorrow()}`;
    const typed = 'HTTPS://DistrictCourt.Webex.com:443/meet/../meet/room1?pwd=a b';
    expect((await controller.put(tomorrow, { url: typed })).statusCode).toBe(200);
    const listed = await controller.get(`/externalMeetings/rooms?date=${courtTomorrow()}`);
    const room1 = listed.json<{ data: ExternalMeetingRoom[] }>().data.find((room) => room.roomId === 'Room1');
    expect(room1?.meeting?.url).toBe('https://districtcourt.webex.com/meet/room1?pwd=a%20b');
    expect((await controller.del(tomorrow)).statusCode).toBe(200);
  });

  it('refuses a date that is none and a room that does not exist', async () => {
    const badDate = await controller.put('/externalMeetings/rooms/Room1/2026-13-40', { url: LINK });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json()).toEqual({
      status: false,
      code: 'dateInvalid',
      field: 'date',
      message: MESSAGES.dateInvalid,
    });
    const noRoom = await controller.put(`/externalMeetings/rooms/Room99/${today}`, { url: LINK });
    expect(noRoom.statusCode).toBe(404);
    expect(noRoom.json()).toEqual({
      status: false,
      code: 'courtroomRoomUnknown',
      field: 'roomId',
      message: MESSAGES.courtroomRoomUnknown,
    });
    expect((await roomsToday()).every((room) => room.meeting === null)).toBe(true);
  });

  it('lets no one else set or remove one (403)', async () => {
    for (const client of [advocate, judge, await clientAs(t.app, 'SuperAdmin')]) {
      expect((await client.put(ROOM, { url: LINK })).statusCode).toBe(403);
      expect((await client.get(`/externalMeetings/rooms?date=${today}`)).statusCode).toBe(403);
    }
    expect((await roomsToday()).every((room) => room.meeting === null)).toBe(true);
  });

  it('saves it, lists it beside the room’s hearings of the day, replaces it, and logs each change', async () => {
    const saved = await controller.put(ROOM, { url: `${LINK}-old` });
    expect(saved.json()).toEqual({
      status: true,
      code: 'meetingLinkSaved',
      message: MESSAGES.meetingLinkSaved,
      data: null,
    });
    expect((await controller.put(ROOM, { url: LINK })).statusCode).toBe(200);
    const room1 = (await roomsToday()).find((room) => room.roomId === 'Room1');
    expect(room1).toEqual({
      roomId: 'Room1',
      hearings: await room1HearingsToday(),
      meeting: { id: expect.any(Number), url: LINK, updatedAt: expect.any(String) },
    });
    expect(room1?.hearings).toBeGreaterThan(1);
    expect(await lastLogged(t.db, 'external_meeting_set')).toEqual({
      role: 'Controller',
      target: 'Room1',
      detail: `${today} districtcourt.webex.com`,
    });
  });
});

describe('joining a meeting', () => {
  it('lists it to the room’s Judge with every case, and to a listed Advocate with their own only', async () => {
    const [ofJudge] = await meetingsOf(judge);
    expect(ofJudge).toMatchObject({ roomId: 'Room1', date: today });
    expect(ofJudge?.cases).toHaveLength(await room1HearingsToday());
    const [ofAdvocate] = await meetingsOf(advocate);
    const cnrs = ofAdvocate?.cases.map((hearing) => hearing.cnr);
    expect(cnrs).toContain(OWN_CASE);
    expect(cnrs).not.toContain(OTHERS_CASE);
    expect(ofAdvocate?.joinPath).toBe(`${API_PREFIX}/externalMeetings/${ofAdvocate?.id}/join`);
  });

  it('puts Join meeting beside each of the Advocate’s matters of the day heard in that room', async () => {
    const [meeting] = await meetingsOf(advocate);
    const response = await advocate.get('/matters/today');
    const matters = response.json<{ data: MyMatter[] }>().data;
    const inRoom1 = matters.filter((matter) => matter.hearing.courtRoom === 'Room1');
    expect(inRoom1.map((matter) => matter.hearing.cnr)).toContain(OWN_CASE);
    for (const matter of matters) {
      expect(matter.externalMeetingPath).toBe(
        matter.hearing.courtRoom === 'Room1' ? meeting?.joinPath : null,
      );
    }
  });

  it('sends a listed Advocate on to the link and logs that they joined', async () => {
    const [meeting] = await meetingsOf(advocate);
    const response = await advocate.get(`/externalMeetings/${meeting?.id}/join`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(LINK);
    expect(await lastLogged(t.db, 'external_meeting_joined')).toEqual({
      role: 'Advocate',
      target: 'Room1',
      detail: today,
    });
  });

  it('refuses an Advocate no hearing of the room names (403), an Individual, an unknown meeting and a bad id', async () => {
    const [meeting] = await meetingsOf(judge);
    const joinedBefore = await lastLogged(t.db, 'external_meeting_joined');
    const other = await signedUpAdvocate(t);
    expect((await controller.post(`/advocates/${other.id}/verify`)).statusCode).toBe(200);
    expect(await meetingsOf(other.client)).toEqual([]);
    const refused = await other.client.get(`/externalMeetings/${meeting?.id}/join`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      status: false,
      code: 'meetingNotYours',
      message: MESSAGES.meetingNotYours,
    });
    const individual = await clientAs(t.app, 'Individual');
    expect((await individual.get(`/externalMeetings/${meeting?.id}/join`)).statusCode).toBe(403);
    expect((await individual.get('/externalMeetings/mine')).statusCode).toBe(403);
    expect((await judge.get('/externalMeetings/999999/join')).statusCode).toBe(404);
    expect((await judge.get('/externalMeetings/abc/join')).statusCode).toBe(400);
    expect((await judge.get('/externalMeetings/2147483648/join')).statusCode).toBe(400);
    expect(await lastLogged(t.db, 'external_meeting_joined')).toEqual(joinedBefore);
  });

  it('is gone once the Controller removes the link; removing it again is 404', async () => {
    const removed = await controller.del(ROOM);
    expect(removed.json()).toEqual({
      status: true,
      code: 'meetingLinkRemoved',
      message: MESSAGES.meetingLinkRemoved,
      data: null,
    });
    expect(await meetingsOf(advocate)).toEqual([]);
    const again = await controller.del(ROOM);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      status: false,
      code: 'meetingLinkNotFound',
      message: MESSAGES.meetingLinkNotFound,
    });
  });
});
