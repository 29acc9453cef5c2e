import { ACCOUNT_ACTIVITY_EVENTS, ACTIVITY_LIST_LIMIT, type CodeSent, type OwnActivity } from '@nyaya/shared';
import { and, count, desc, eq, gt, inArray, isNull, max } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { accessLog, otpChallenges, sessions } from '../../core/db/schema/index.ts';
import { recordAccess } from '../../core/access-log.ts';
import { revokeOtherSessions, type AuthContext, type ClientInfo } from '../../core/sessions/sessions.ts';

type Challenge = Pick<
  typeof otpChallenges.$inferSelect,
  'consumedAt' | 'replacedAt' | 'verifiedAt' | 'expiresAt'
>;

function stateOf(challenge: Challenge, now: Date): CodeSent['state'] {
  if (challenge.replacedAt) return 'replaced';
  if (challenge.consumedAt) return 'used';
  if (challenge.verifiedAt) return 'verified';
  return challenge.expiresAt <= now ? 'expired' : 'waiting';
}

async function activeSessions(db: Database, auth: AuthContext, now: Date) {
  const rows = await db
    .select({
      id: sessions.id,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, auth.user.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map(({ createdAt, lastSeenAt, ...session }) => ({
    ...session,
    signedInAt: createdAt.toISOString(),
    lastSeenAt: lastSeenAt.toISOString(),
    current: session.id === auth.sessionId,
  }));
}

async function accountEvents(db: Database, userId: string) {
  const rows = await db
    .select({
      event: accessLog.event,
      ip: accessLog.ip,
      userAgent: accessLog.userAgent,
      at: accessLog.createdAt,
    })
    .from(accessLog)
    .where(and(eq(accessLog.userId, userId), inArray(accessLog.event, ACCOUNT_ACTIVITY_EVENTS)))
    .orderBy(desc(accessLog.createdAt), desc(accessLog.id))
    .limit(ACTIVITY_LIST_LIMIT);
  return rows.map(({ event, at, ...row }) => ({
    ...row,
    // The filter above admits account events only.
    event: event as (typeof ACCOUNT_ACTIVITY_EVENTS)[number],
    at: at.toISOString(),
  }));
}

async function codesSent(db: Database, userId: string, now: Date): Promise<CodeSent[]> {
  const rows = await db
    .select({
      purpose: otpChallenges.purpose,
      to: otpChallenges.target,
      sentAt: otpChallenges.lastSentAt,
      consumedAt: otpChallenges.consumedAt,
      replacedAt: otpChallenges.replacedAt,
      verifiedAt: otpChallenges.verifiedAt,
      expiresAt: otpChallenges.expiresAt,
    })
    .from(otpChallenges)
    .where(eq(otpChallenges.userId, userId))
    .orderBy(desc(otpChallenges.lastSentAt))
    .limit(ACTIVITY_LIST_LIMIT);
  return rows.map((row) => ({
    purpose: row.purpose,
    to: row.to,
    sentAt: row.sentAt.toISOString(),
    state: stateOf(row, now),
  }));
}

/** Views are logged with the hearing's CNR as the target and its date as the detail (recordings' routes). */
async function recordingsViewed(db: Database, userId: string) {
  const lastViewedAt = max(accessLog.createdAt);
  const rows = await db
    .select({ cnr: accessLog.target, hearingDate: accessLog.detail, lastViewedAt, views: count() })
    .from(accessLog)
    .where(and(eq(accessLog.userId, userId), eq(accessLog.event, 'recording_viewed')))
    .groupBy(accessLog.target, accessLog.detail)
    .orderBy(desc(lastViewedAt))
    .limit(ACTIVITY_LIST_LIMIT);
  return rows.map((row) => ({
    cnr: row.cnr ?? '',
    hearingDate: row.hearingDate ?? '',
    lastViewedAt: (row.lastViewedAt ?? new Date(0)).toISOString(),
    views: row.views,
  }));
}

/** The signed-in user's own activity, each kind newest first and at most ACTIVITY_LIST_LIMIT of it. */
export async function ownActivity(db: Database, auth: AuthContext, now = new Date()): Promise<OwnActivity> {
  const userId = auth.user.id;
  const [sessionList, events, codes, viewed] = await Promise.all([
    activeSessions(db, auth, now),
    accountEvents(db, userId),
    codesSent(db, userId, now),
    recordingsViewed(db, userId),
  ]);
  return {
    sessions: sessionList,
    accountEvents: events,
    codesSent: codes,
    recordingsViewed: viewed,
  };
}

/** Signs out every other session of the user, logged; returns the ended sessions, whose sockets must close. */
export async function signOutOtherSessions(
  db: Database,
  auth: AuthContext,
  client: ClientInfo,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const ended = await revokeOtherSessions(tx, auth);
    await recordAccess(tx, {
      event: 'other_sessions_signed_out',
      client,
      userId: auth.user.id,
      role: auth.user.role,
      userIdentifier: auth.user.email,
      detail: `${ended.length} signed out`,
    });
    return ended;
  });
}
