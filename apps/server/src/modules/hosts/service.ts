import { MESSAGES, type CourtRoomHosts, type CourtRoomHostsOnDate, type HostJudgeInput } from '@nyaya/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { onDuplicate } from '../../core/db/errors.ts';
import { substituteJudges as s } from '../../core/db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../core/errors.ts';
import type { Actor } from '../../plugins/actor.ts';
import { recordAccess } from '../../core/access-log.ts';
import { activeJudges, findActiveJudge, namesOf, seatPresidingJudge } from '../users/index.ts';
import { findCourtRoom, listCourtRoomPlaces } from '../masters/index.ts';

/** Every court room on a date: where it is heard, who presides in it and who stands in for them that day. */
export async function hostsOn(db: Database, date: string): Promise<CourtRoomHostsOnDate> {
  const [judges, places, substitutes] = await Promise.all([
    activeJudges(db),
    listCourtRoomPlaces(db),
    db.select().from(s).where(eq(s.sittingDate, date)),
  ]);
  const names = await namesOf(
    db,
    substitutes.map((substitute) => substitute.judgeId),
  );
  const courtRoomHosts = places.map((place): CourtRoomHosts => {
    const substitute = substitutes.find((standIn) => standIn.courtRoomId === place.id);
    return {
      ...place,
      presiding: judges
        .filter((judge) => judge.courtRoomId === place.id)
        .map((judge) => ({ id: judge.id, name: judge.name })),
      substitute: substitute
        ? {
            id: substitute.judgeId,
            name: names.get(substitute.judgeId) ?? '',
            updatedAt: substitute.updatedAt.toISOString(),
          }
        : null,
    };
  });
  return { date, judges, courtRooms: courtRoomHosts };
}

async function mustFindCourtRoom(db: Database, id: number) {
  const room = await findCourtRoom(db, id);
  if (!room) throw notFound(MESSAGES.courtRoomUnknown, 'id');
  return room;
}

/** An active Judge by id; anyone else (or no one) is refused as not on the list. */
async function mustFindJudge(db: Database, id: string) {
  const judge = await findActiveJudge(db, id);
  if (!judge) throw badRequest(MESSAGES.hostJudgeUnknown, 'judgeId');
  return judge;
}

/** Seats the Judge as the court room's presiding judge (seatPresidingJudge), once both are known. */
export function setPresidingJudge(db: Database, courtRoomId: number, input: HostJudgeInput, actor: Actor) {
  return db.transaction(async (tx) => {
    await mustFindCourtRoom(tx, courtRoomId);
    const judge = await mustFindJudge(tx, input.judgeId);
    await seatPresidingJudge(tx, courtRoomId, judge.id, actor);
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
