import type { HostJudge } from '@nyaya/shared';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { users } from '../../core/db/schema/index.ts';
import { recordAccess } from '../../core/access-log.ts';
import type { Actor } from '../../plugins/actor.ts';
import { describeAccountChanges } from './account-changes.ts';
import { findAdminUser } from './admin-records.ts';

const nameOf = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`;
const activeJudge = and(eq(users.role, 'Judge'), eq(users.isActive, true));

/** Every active Judge, by name, with the court room they preside in. */
export async function activeJudges(db: Database): Promise<HostJudge[]> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      courtRoomId: users.courtRoomId,
    })
    .from(users)
    .where(activeJudge)
    .orderBy(asc(users.firstName), asc(users.lastName));
  return rows.map((row) => ({ id: row.id, name: nameOf(row), courtRoomId: row.courtRoomId }));
}

/** An active Judge by id: their e-mail and the court room they preside in; undefined for anyone else. */
export async function findActiveJudge(db: Database, id: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, courtRoomId: users.courtRoomId })
    .from(users)
    .where(and(eq(users.id, id), activeJudge));
  return row;
}

/** The names of these users, by id (an id of no user is left out). */
export async function namesOf(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, nameOf(row)]));
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

/**
 * Seats the Judge as the court room's presiding judge: they leave the court room they presided in, and a Judge
 * who presided here before leaves it (a court room has one presiding judge). Each change is logged as the edit of
 * that user it is. Run it in the caller's transaction.
 */
export async function seatPresidingJudge(db: Database, courtRoomId: number, judgeId: string, actor: Actor) {
  const predecessors = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.courtRoomId, courtRoomId), eq(users.role, 'Judge'), ne(users.id, judgeId)));
  const moves = [...predecessors.map(({ id }) => ({ id, courtRoomId: null })), { id: judgeId, courtRoomId }];
  for (const move of moves) await moveJudge(db, move, actor);
}
