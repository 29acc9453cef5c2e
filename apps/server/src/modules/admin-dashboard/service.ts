import { DAY_MS, ROLES, type AdminDashboardStats, type Role } from '@nyaya/shared';
import { and, count, eq, gt, gte, isNull, sum } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { accessLog, ipBans, recordings, sessions, users } from '../../core/db/schema/index.ts';
import { listRooms, type RoomActivity } from '../control-room/index.ts';

/** India has one time zone and no daylight saving: Asia/Kolkata is always UTC+05:30. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Midnight today in Asia/Kolkata, as an instant. */
export function startOfIndianDay(now: Date): Date {
  const local = now.getTime() + IST_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - IST_OFFSET_MS);
}

async function countOf(query: Promise<{ total: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.total ?? 0;
}

/** The streaming rooms with a hearing in progress, as the control room's cards show them live. */
async function liveCourtroomCount(db: Database, activity: RoomActivity): Promise<number> {
  const rooms = await listRooms(db, undefined);
  const states = await Promise.all(rooms.map((room) => activity.of(room.name)));
  return states.filter((state) => state.live).length;
}

/** Every recording kept, available or expired to the archive area, and the bytes of their files. */
async function recordingTotals(db: Database): Promise<{ recordings: number; storageBytes: number }> {
  const [row] = await db.select({ total: count(), bytes: sum(recordings.sizeBytes) }).from(recordings);
  return { recordings: row?.total ?? 0, storageBytes: Number(row?.bytes ?? 0) };
}

export async function adminDashboardStats(
  db: Database,
  activity: RoomActivity,
  now = new Date(),
): Promise<AdminDashboardStats> {
  const byRole = await db.select({ role: users.role, total: count() }).from(users).groupBy(users.role);
  const usersByRole = Object.fromEntries(ROLES.map((role) => [role, 0])) as Record<Role, number>;
  for (const row of byRole) usersByRole[row.role] = row.total;

  const events = (event: 'sign_in' | 'sign_in_failed', since: Date) =>
    countOf(
      db
        .select({ total: count() })
        .from(accessLog)
        .where(and(eq(accessLog.event, event), gte(accessLog.createdAt, since))),
    );
  const [signInsToday, failedSignIns24h, activeSessions, bannedIps, liveCourtrooms, kept] = await Promise.all(
    [
      events('sign_in', startOfIndianDay(now)),
      events('sign_in_failed', new Date(now.getTime() - DAY_MS)),
      countOf(
        db
          .select({ total: count() })
          .from(sessions)
          .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now))),
      ),
      countOf(db.select({ total: count() }).from(ipBans).where(eq(ipBans.isBanned, true))),
      liveCourtroomCount(db, activity),
      recordingTotals(db),
    ],
  );
  return {
    usersByRole,
    signInsToday,
    activeSessions,
    failedSignIns24h,
    bannedIps,
    liveCourtrooms,
    ...kept,
  };
}
