import { ROLES, type AdminDashboardStats, type Role } from '@nyaya/shared';
import { and, count, eq, gt, gte, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accessLog, ipBans, sessions, users } from '../../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
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

export async function adminDashboardStats(db: Database, now = new Date()): Promise<AdminDashboardStats> {
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
  const [signInsToday, failedSignIns24h, activeSessions, bannedIps] = await Promise.all([
    events('sign_in', startOfIndianDay(now)),
    events('sign_in_failed', new Date(now.getTime() - DAY_MS)),
    countOf(
      db
        .select({ total: count() })
        .from(sessions)
        .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now))),
    ),
    countOf(db.select({ total: count() }).from(ipBans).where(eq(ipBans.isBanned, true))),
  ]);
  return {
    usersByRole,
    signInsToday,
    activeSessions,
    failedSignIns24h,
    bannedIps,
    // Courtrooms, recordings and their storage come with the courtroom and media features; until then none exist.
    liveCourtrooms: 0,
    recordings: 0,
    storageBytes: 0,
  };
}
