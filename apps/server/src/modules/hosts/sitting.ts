import { courtDate } from '@nyaya/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { courtRooms, substituteJudges, users } from '../../core/db/schema/index.ts';

const s = substituteJudges;

/** The court room a Judge stands in for on a date (its streaming room); undefined when they stand in nowhere. */
async function standingInOn(db: Database, userId: string, date: string) {
  const [row] = await db
    .select({ streamingRoomId: courtRooms.streamingRoomId })
    .from(s)
    .innerJoin(courtRooms, eq(courtRooms.id, s.courtRoomId))
    .where(and(eq(s.judgeId, userId), eq(s.sittingDate, date)));
  return row;
}

/** The user's own court room on a date: its streaming room, and whether another Judge stands in for them. */
async function ownCourtRoomOn(db: Database, userId: string, date: string) {
  const [row] = await db
    .select({ role: users.role, streamingRoomId: courtRooms.streamingRoomId, substituteId: s.judgeId })
    .from(users)
    .innerJoin(courtRooms, eq(users.courtRoomId, courtRooms.id))
    .leftJoin(s, and(eq(s.courtRoomId, courtRooms.id), eq(s.sittingDate, date)))
    .where(eq(users.id, userId));
  return (
    row && {
      streamingRoomId: row.streamingRoomId,
      stoodInFor: row.role === 'Judge' && row.substituteId !== null,
    }
  );
}

/**
 * The streaming room a user sits in on a date (the court's today unless named): a Judge standing in for another
 * court room sits there that day, and a Judge someone stands in for sits nowhere; otherwise, Judge or Reader, the
 * streaming room of their own court room. Undefined when they sit nowhere or the court room is not linked.
 */
export async function streamingRoomOfUser(
  db: Database,
  userId: string,
  date: string = courtDate(),
): Promise<number | undefined> {
  const standIn = await standingInOn(db, userId, date);
  if (standIn) return standIn.streamingRoomId ?? undefined;
  const own = await ownCourtRoomOn(db, userId, date);
  return own && !own.stoodInFor ? (own.streamingRoomId ?? undefined) : undefined;
}

/** Whether another Judge stands in for this Judge's court room on a date (the court's today unless named). */
export async function isStoodInFor(
  db: Database,
  userId: string,
  date: string = courtDate(),
): Promise<boolean> {
  return (await ownCourtRoomOn(db, userId, date))?.stoodInFor ?? false;
}
