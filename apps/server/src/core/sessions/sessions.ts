import { DAY_MS, SESSION_TTL_DAYS } from '@nyaya/shared';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { courtRooms, sessions, users } from '../db/schema/index.ts';
import { userRecordColumns, type UserRecord } from '../user-records.ts';

export const SESSION_TTL_MS = SESSION_TTL_DAYS * DAY_MS;
/** last_seen_at is refreshed at most this often, so reads do not turn every request into a write. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

export type AuthContext = { sessionId: string; user: UserRecord };
export type ClientInfo = { ip: string; userAgent: string | null };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(db: Database, userId: string, client: ClientInfo) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  const [session] = await db
    .insert(sessions)
    .values({ userId, tokenHash: hashToken(token), ip: client.ip, userAgent: client.userAgent, expiresAt })
    .returning({ id: sessions.id });
  if (!session) throw new Error('Session insert returned nothing');
  return { id: session.id, token, expiresAt };
}

/** The live session of a token: not revoked, not expired, and its user still active. */
export async function findSession(db: Database, token: string): Promise<AuthContext | null> {
  return (await readSession(db, hashToken(token)))?.session ?? null;
}

/** The live session whose token hashes to `tokenHash`, with when it expires. */
export async function readSession(
  db: Database,
  tokenHash: string,
): Promise<{ session: AuthContext; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({
      ...userRecordColumns,
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .leftJoin(courtRooms, eq(users.courtRoomId, courtRooms.id))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.isActive, true),
      ),
    );
  if (!row) return undefined;
  const { sessionId, lastSeenAt, expiresAt, ...user } = row;
  if (Date.now() - lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));
  }
  return { session: { sessionId, user }, expiresAt };
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user (deactivation, a new password); returns how many were live. */
export async function revokeUserSessions(db: Database, userId: string): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}

/** Ends every live session of the user but the one asking; returns the ended ones, whose sockets must close. */
export async function revokeOtherSessions(db: Database, auth: AuthContext): Promise<string[]> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(sessions.userId, auth.user.id), ne(sessions.id, auth.sessionId), isNull(sessions.revokedAt)),
    )
    .returning({ id: sessions.id });
  return ended.map((session) => session.id);
}
