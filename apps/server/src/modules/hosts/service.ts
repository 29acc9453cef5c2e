import {
  MESSAGES,
  type CourtRoomHosts,
  type CourtRoomHostsOnDate,
  type HostJudge,
  type HostJudgeInput,
} from '@nyaya/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../core/db/client.ts';
import { onDuplicate } from '../../core/db/errors.ts';
import {
  courtComplexes,
  courtRooms,
  districts,
  streamingRooms,
  substituteJudges,
  users,
} from '../../core/db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../core/errors.ts';
import type { Actor } from '../../plugins/actor.ts';
import { recordAccess } from '../../core/access-log.ts';
import { describeAccountChanges, findAdminUser } from '../users/index.ts';
import { findCourtRoom } from '../masters/index.ts';

const s = substituteJudges;
const substitute = alias(users, 'substitute');
const nameOf = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`;

/** Every active Judge, by name, with the court room they preside in. */
async function activeJudges(db: Database): Promise<HostJudge[]> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      courtRoomId: users.courtRoomId,
    })
    .from(users)
    .where(and(eq(users.role, 'Judge'), eq(users.isActive, true)))
    .orderBy(asc(users.firstName), asc(users.lastName));
  return rows.map((row) => ({ id: row.id, name: nameOf(row), courtRoomId: row.courtRoomId }));
}

/** Every court room on a date: where it is heard, who presides in it and who stands in for them that day. */
export async function hostsOn(db: Database, date: string): Promise<CourtRoomHostsOnDate> {
  const judges = await activeJudges(db);
  const rows = await db
    .select({
      id: courtRooms.id,
      name: courtRooms.name,
      nameHi: courtRooms.nameHi,
      district: districts.name,
      complex: courtComplexes.name,
      complexHi: courtComplexes.nameHi,
      roomNo: streamingRooms.name,
      substituteId: s.judgeId,
      substituteFirstName: substitute.firstName,
      substituteLastName: substitute.lastName,
      updatedAt: s.updatedAt,
    })
    .from(courtRooms)
    .innerJoin(courtComplexes, eq(courtComplexes.id, courtRooms.complexId))
    .innerJoin(districts, eq(districts.id, courtComplexes.districtId))
    .leftJoin(streamingRooms, eq(streamingRooms.id, courtRooms.streamingRoomId))
    .leftJoin(s, and(eq(s.courtRoomId, courtRooms.id), eq(s.sittingDate, date)))
    .leftJoin(substitute, eq(substitute.id, s.judgeId))
    // Within a complex in the order made, as the masters list them: "Court No. 2" before "Court No. 10".
    .orderBy(asc(districts.name), asc(courtComplexes.name), asc(courtRooms.id));
  const courtRoomHosts = rows.map((row): CourtRoomHosts => ({
    id: row.id,
    name: row.name,
    nameHi: row.nameHi,
    district: row.district,
    complex: row.complex,
    complexHi: row.complexHi,
    roomNo: row.roomNo,
    presiding: judges
      .filter((judge) => judge.courtRoomId === row.id)
      .map((judge) => ({ id: judge.id, name: judge.name })),
    substitute:
      row.substituteId && row.updatedAt
        ? {
            id: row.substituteId,
            name: `${row.substituteFirstName ?? ''} ${row.substituteLastName ?? ''}`.trim(),
            updatedAt: row.updatedAt.toISOString(),
          }
        : null,
  }));
  return { date, judges, courtRooms: courtRoomHosts };
}

async function mustFindCourtRoom(db: Database, id: number) {
  const room = await findCourtRoom(db, id);
  if (!room) throw notFound(MESSAGES.courtRoomUnknown, 'id');
  return room;
}

/** An active Judge by id; anyone else (or no one) is refused as not on the list. */
async function mustFindJudge(db: Database, id: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, courtRoomId: users.courtRoomId })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'Judge'), eq(users.isActive, true)));
  if (!row) throw badRequest(MESSAGES.hostJudgeUnknown, 'judgeId');
  return row;
}

/**
 * Seats the Judge as the court room's presiding judge: they leave the court room they presided in, and a Judge
 * who presided here before leaves it (a court room has one presiding judge). Each change is logged as the edit of
 * that user it is.
 */
export function setPresidingJudge(db: Database, courtRoomId: number, input: HostJudgeInput, actor: Actor) {
  return db.transaction(async (tx) => {
    await mustFindCourtRoom(tx, courtRoomId);
    const judge = await mustFindJudge(tx, input.judgeId);
    const predecessors = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.courtRoomId, courtRoomId), eq(users.role, 'Judge'), ne(users.id, judge.id)));
    const moves = [
      ...predecessors.map(({ id }) => ({ id, courtRoomId: null })),
      { id: judge.id, courtRoomId },
    ];
    for (const move of moves) await moveJudge(tx, move, actor);
  });
}

async function moveJudge(db: Database, move: { id: string; courtRoomId: number | null }, actor: Actor) {
  const before = await findAdminUser(db, move.id);
  await db.update(users).set({ courtRoomId: move.courtRoomId }).where(eq(users.id, move.id));
  const after = await findAdminUser(db, move.id);
  if (!before || !after || before.courtRoom === after.courtRoom) return;
  await recordAccess(db, {
    event: 'user_updated',
    ...actor,
    target: after.email,
    detail: describeAccountChanges(before, after),
  });
}

type CourtRoomDate = { id: number; date: string };

/** Sets (or replaces) the Judge who stands in for the court room on the date; logged. */
export async function setSubstituteJudge(
  db: Database,
  at: CourtRoomDate,
  input: HostJudgeInput,
  actor: Actor,
) {
  const courtRoom = await mustFindCourtRoom(db, at.id);
  const judge = await mustFindJudge(db, input.judgeId);
  if (judge.courtRoomId === at.id) throw badRequest(MESSAGES.substituteIsPresiding, 'judgeId');
  const [elsewhere] = await db
    .select({ id: s.id })
    .from(s)
    .where(and(eq(s.judgeId, judge.id), eq(s.sittingDate, at.date), ne(s.courtRoomId, at.id)));
  const standingInElsewhere = () => conflict(MESSAGES.substituteElsewhere, 'judgeId');
  if (elsewhere) throw standingInElsewhere();
  // Set for two court rooms at once, the second write meets the one-court-room-a-day index: the same answer.
  await onDuplicate(
    () =>
      db
        .insert(s)
        .values({ courtRoomId: at.id, sittingDate: at.date, judgeId: judge.id, setBy: actor.userId })
        .onConflictDoUpdate({
          target: [s.courtRoomId, s.sittingDate],
          set: { judgeId: judge.id, setBy: actor.userId, updatedAt: new Date() },
        }),
    standingInElsewhere,
  );
  await recordAccess(db, {
    event: 'substitute_judge_set',
    ...actor,
    target: courtRoom.value,
    detail: `${at.date} ${judge.email}`,
  });
}

/** Removes the date's substitute: the presiding judge hosts the court room's hearings again. */
export async function removeSubstituteJudge(db: Database, at: CourtRoomDate, actor: Actor) {
  const courtRoom = await mustFindCourtRoom(db, at.id);
  const removed = await db
    .delete(s)
    .where(and(eq(s.courtRoomId, at.id), eq(s.sittingDate, at.date)))
    .returning({ id: s.id });
  if (removed.length === 0) throw notFound(MESSAGES.substituteJudgeNotFound);
  await recordAccess(db, {
    event: 'substitute_judge_removed',
    ...actor,
    target: courtRoom.value,
    detail: at.date,
  });
}
