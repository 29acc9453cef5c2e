import {
  COURTROOM_EVENTS as E,
  DEMO_PASSWORD,
  MAX_DATABASE_INTEGER,
  MESSAGES,
  courtDate,
  courtTomorrow,
  demoAccount,
  type CourtRoomHostsOnDate,
  type CourtroomSnapshot,
} from '@nyaya/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  accessLog,
  courtRooms,
  streamingRooms,
  substituteJudges,
  users,
} from '../../core/db/schema/index.ts';
import { lastLogged } from '../../test/access-log.ts';
import { clientAs, clientOf, type TestClient } from '../../test/client.ts';
import { courtroomSuite, granted, request } from '../../test/fixtures/courtroom.ts';

const suite = courtroomSuite();
const { open } = suite;
let superAdmin: TestClient;
let standIn: TestClient;
let standInId: string;
let ownCourtRoomId: number;
let room2CourtRoomId: number;
const today = courtDate();
const STAND_IN_EMAIL = 'stand-in.judge@example.in';
const NOBODY = '00000000-0000-4000-8000-000000000001';

const substitutePath = (courtRoomId: number, date = today) =>
  `/hosts/courtRooms/${courtRoomId}/substitutes/${date}`;

async function courtRoomOf(email: string): Promise<number> {
  const [row] = await suite.t.db.select({ id: users.courtRoomId }).from(users).where(eq(users.email, email));
  if (!row?.id) throw new Error(`${email} presides nowhere`);
  return row.id;
}

async function firstCourtRoomIn(roomId: string): Promise<number> {
  const [row] = await suite.t.db
    .select({ id: courtRooms.id })
    .from(courtRooms)
    .innerJoin(streamingRooms, eq(streamingRooms.id, courtRooms.streamingRoomId))
    .where(eq(streamingRooms.name, roomId))
    .orderBy(desc(courtRooms.id))
    .limit(1);
  if (!row) throw new Error(`No court room in ${roomId}`);
  return row.id;
}

/** A second Judge, presiding in a court room heard in Room2, with the demo password. */
async function addStandInJudge(): Promise<string> {
  const [demoJudge] = await suite.t.db
    .select()
    .from(users)
    .where(eq(users.email, demoAccount('Judge').email));
  if (!demoJudge) throw new Error('No demo Judge');
  const [row] = await suite.t.db
    .insert(users)
    .values({
      ...demoJudge,
      id: undefined,
      firstName: 'Rohan',
      lastName: 'Mehta',
      email: STAND_IN_EMAIL,
      mobile: '9000000099',
      courtRoomId: room2CourtRoomId,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('Stand-in not added');
  return row.id;
}

const substitutes = async () =>
  (await suite.t.db.select({ total: count() }).from(substituteJudges))[0]?.total;

/** The streaming rooms of the cause list a Judge reads today. */
async function causeListRoomsOf(judge: TestClient): Promise<string[]> {
  const response = await judge.get('/causeList/controller/getCauseList');
  expect(response.statusCode).toBe(200);
  return [...new Set(response.json<{ data: { roomId: string }[] }>().data.map((entry) => entry.roomId))];
}

async function hostsOn(date = today): Promise<CourtRoomHostsOnDate> {
  const response = await superAdmin.get(`/hosts/courtRooms?date=${date}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: CourtRoomHostsOnDate }>().data;
}

beforeAll(async () => {
  ownCourtRoomId = await courtRoomOf(demoAccount('Judge').email);
  room2CourtRoomId = await firstCourtRoomIn('Room2');
  standInId = await addStandInJudge();
  [superAdmin, standIn] = await Promise.all([
    clientAs(suite.t.app, 'SuperAdmin'),
    clientOf(suite.t.app, STAND_IN_EMAIL, DEMO_PASSWORD),
  ]);
});

afterEach(async () => {
  await suite.t.db.delete(substituteJudges);
  await suite.t.db
    .update(users)
    .set({ courtRoomId: ownCourtRoomId })
    .where(eq(users.email, demoAccount('Judge').email));
  await suite.t.db.update(users).set({ courtRoomId: room2CourtRoomId }).where(eq(users.id, standInId));
});

describe('the Hosts page lists who presides where', () => {
  it('lists every court room with its streaming room and presiding judge, and every active Judge', async () => {
    const hosts = await hostsOn();
    expect(hosts.date).toBe(today);
    const own = hosts.courtRooms.find((room) => room.id === ownCourtRoomId);
    expect(own).toMatchObject({
      nameHi: 'न्यायालय कक्ष सं. 1 (ज़िला एवं सत्र न्यायाधीश)',
      district: 'Central',
      complex: 'Tis Hazari Courts',
      complexHi: 'तीस हज़ारी न्यायालय',
      roomId: 'Room1',
      substitute: null,
    });
    expect(own?.presiding.map((judge) => judge.name)).toEqual(['Anita Verma']);
    expect(hosts.courtRooms.find((room) => room.id === room2CourtRoomId)?.presiding).toEqual([
      { id: standInId, name: 'Rohan Mehta' },
    ]);
    expect(hosts.judges.map((judge) => judge.name)).toEqual(['Anita Verma', 'Rohan Mehta']);
  });

  it('is the SuperAdmin’s alone', async () => {
    for (const role of ['Controller', 'Judge', 'Admin'] as const) {
      const client = await clientAs(suite.t.app, role);
      expect((await client.get('/hosts/courtRooms')).statusCode, role).toBe(403);
      expect(
        (await client.put(substitutePath(ownCourtRoomId), { judgeId: standInId })).statusCode,
        role,
      ).toBe(403);
    }
    expect(await substitutes()).toBe(0);
  });
});

describe('a substitute judge stands in for a court room on a date', () => {
  // 'own' is the demo Judge's court room, whose id is read once the suite runs.
  it.each([
    ['no judge', 'own', today, {}, 400, 'judgeId', MESSAGES.hostJudgeUnknown],
    [
      'a judge id that is not one',
      'own',
      today,
      { judgeId: 'judge' },
      400,
      'judgeId',
      MESSAGES.hostJudgeUnknown,
    ],
    ['nobody', 'own', today, { judgeId: NOBODY }, 400, 'judgeId', MESSAGES.hostJudgeUnknown],
    [
      'an id beyond the database',
      MAX_DATABASE_INTEGER + 1,
      today,
      { judgeId: NOBODY },
      400,
      'id',
      MESSAGES.courtRoomUnknown,
    ],
    [
      'a court room that is none',
      MAX_DATABASE_INTEGER,
      today,
      { judgeId: NOBODY },
      404,
      'id',
      MESSAGES.courtRoomUnknown,
    ],
    ['a date that is none', 'own', '2026-02-30', { judgeId: NOBODY }, 400, 'date', MESSAGES.dateInvalid],
    ['a past date', 'own', '2020-01-01', { judgeId: NOBODY }, 400, 'date', MESSAGES.substituteDatePast],
  ] as const)(
    'refuses %s and changes nothing',
    async (_case, courtRoom, date, body, status, field, message) => {
      const response = await superAdmin.put(
        substitutePath(courtRoom === 'own' ? ownCourtRoomId : courtRoom, date),
        body,
      );
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ status: false, message, field });
      expect(await substitutes()).toBe(0);
    },
  );

  it('refuses a user who is not a Judge, the presiding judge and a judge standing in elsewhere that day', async () => {
    const [advocate] = await suite.t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'Advocate'));
    const asAdvocate = await superAdmin.put(substitutePath(ownCourtRoomId), { judgeId: advocate?.id });
    expect(asAdvocate.json()).toMatchObject({ message: MESSAGES.hostJudgeUnknown, field: 'judgeId' });
    const presiding = await superAdmin.put(substitutePath(room2CourtRoomId), { judgeId: standInId });
    expect(presiding.statusCode).toBe(400);
    expect(presiding.json()).toMatchObject({ message: MESSAGES.substituteIsPresiding, field: 'judgeId' });

    expect((await superAdmin.put(substitutePath(ownCourtRoomId), { judgeId: standInId })).statusCode).toBe(
      200,
    );
    const otherCourtRoom = await firstCourtRoomIn('Room3');
    const twice = await superAdmin.put(substitutePath(otherCourtRoom), { judgeId: standInId });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: MESSAGES.substituteElsewhere, field: 'judgeId' });
    expect(await substitutes()).toBe(1);
  });

  it('sets a judge standing in for two court rooms at once for one of them only, the other refused (409)', async () => {
    const otherCourtRoom = await firstCourtRoomIn('Room3');
    const answers = await Promise.all(
      [ownCourtRoomId, otherCourtRoom].map((id) =>
        superAdmin.put(substitutePath(id), { judgeId: standInId }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await substitutes()).toBe(1);
  });

  it('lets the substitute host the court room that day, and not its presiding judge; removed, it is as before', async () => {
    const saved = await superAdmin.put(substitutePath(ownCourtRoomId), { judgeId: standInId });
    expect(saved.json()).toMatchObject({
      status: true,
      code: 'substituteJudgeSaved',
      message: MESSAGES.substituteJudgeSaved,
    });
    expect(await lastLogged(suite.t.db, 'substitute_judge_set')).toMatchObject({
      role: 'SuperAdmin',
      detail: `${today} ${STAND_IN_EMAIL}`,
    });
    const listed = (await hostsOn()).courtRooms.find((room) => room.id === ownCourtRoomId);
    expect(listed?.substitute).toMatchObject({ id: standInId, name: 'Rohan Mehta' });

    const snapshot = await granted<CourtroomSnapshot>(await open(standIn), E.joinRoom, {});
    expect(snapshot.roomId).toBe('Room1');
    expect(await request(await open(suite.judge), E.joinRoom, {})).toEqual({
      status: false,
      code: 'courtroomStoodIn',
      message: MESSAGES.courtroomStoodIn,
    });
    expect(await causeListRoomsOf(standIn)).toEqual(['Room1']);
    expect(await causeListRoomsOf(suite.judge)).toEqual([]);

    const removed = await superAdmin.del(substitutePath(ownCourtRoomId));
    expect(removed.json()).toMatchObject({
      status: true,
      code: 'substituteJudgeRemoved',
      message: MESSAGES.substituteJudgeRemoved,
    });
    expect(await lastLogged(suite.t.db, 'substitute_judge_removed')).toMatchObject({ detail: today });
    expect((await granted<CourtroomSnapshot>(await open(suite.judge), E.joinRoom, {})).roomId).toBe('Room1');
    expect(await request(await open(standIn), E.joinRoom, { roomId: 'Room1' })).toMatchObject({
      status: false,
      code: 'courtroomIdtYours',
      message: MESSAGES.courtroomIdtYours,
    });
    const again = await superAdmin.del(substitutePath(ownCourtRoomId));
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: MESSAGES.substituteJudgeNotFound });
  });

  it('changes nothing today for a substitute set for tomorrow', async () => {
    expect(
      (await superAdmin.put(substitutePath(ownCourtRoomId, courtTomorrow()), { judgeId: standInId }))
        .statusCode,
    ).toBe(200);
    expect((await hostsOn()).courtRooms.find((room) => room.id === ownCourtRoomId)?.substitute).toBeNull();
    expect(
      (await hostsOn(courtTomorrow())).courtRooms.find((room) => room.id === ownCourtRoomId)?.substitute,
    ).toMatchObject({ id: standInId });
    expect((await granted<CourtroomSnapshot>(await open(suite.judge), E.joinRoom, {})).roomId).toBe('Room1');
  });
});

describe('the SuperAdmin seats a presiding judge', () => {
  it('moves the judge into the court room and unseats the one who presided there, each change logged', async () => {
    const bad = await superAdmin.put(`/hosts/courtRooms/${ownCourtRoomId}/presiding`, { judgeId: NOBODY });
    expect(bad.json()).toMatchObject({ message: MESSAGES.hostJudgeUnknown, field: 'judgeId' });

    const saved = await superAdmin.put(`/hosts/courtRooms/${ownCourtRoomId}/presiding`, {
      judgeId: standInId,
    });
    expect(saved.json()).toMatchObject({
      status: true,
      code: 'presidingJudgeSaved',
      message: MESSAGES.presidingJudgeSaved,
    });
    const own = (await hostsOn()).courtRooms.find((room) => room.id === ownCourtRoomId);
    expect(own?.presiding).toEqual([{ id: standInId, name: 'Rohan Mehta' }]);
    expect((await hostsOn()).courtRooms.find((room) => room.id === room2CourtRoomId)?.presiding).toEqual([]);
    expect(await lastLogged(suite.t.db, 'user_updated')).toMatchObject({ target: STAND_IN_EMAIL });
    const [unseated] = await suite.t.db
      .select({ total: count() })
      .from(accessLog)
      .where(and(eq(accessLog.event, 'user_updated'), eq(accessLog.target, demoAccount('Judge').email)));
    expect(unseated?.total).toBeGreaterThan(0);

    expect((await granted<CourtroomSnapshot>(await open(standIn), E.joinRoom, {})).roomId).toBe('Room1');
    expect(await request(await open(suite.judge), E.joinRoom, {})).toEqual({
      status: false,
      code: 'courtroomIdRoom',
      message: MESSAGES.courtroomIdRoom,
    });
  });
});
