import { MESSAGES, PAGE_SIZE, type ipStatusSchema } from '@nyaya/shared';
import { asc, count, desc, eq, isNotNull, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../core/db/client.ts';
import { accessLog, ipBans } from '../../core/db/schema/index.ts';
import { badRequest } from '../../core/errors.ts';
import type { Actor } from '../../plugins/actor.ts';
import { recordAccess } from '../../core/access-log.ts';
import type { IpBanList } from '../../core/ip-bans/ban-list.ts';
import { canonicalIp } from '../../core/ip-bans/ip-address.ts';

export type IpRecord = { ip: string; isBanned: boolean; lastSeenAt: Date; events: number };
type IpStatusInput = z.output<typeof ipStatusSchema>;

/** Every address the access log has seen, and any banned before it was seen; most recently seen first. */
export async function listIps(db: Database, page: number) {
  const seen = db.$with('seen').as(
    db
      .select({
        ip: sql<string>`${accessLog.ip}`.as('seen_ip'),
        lastSeenAt: max(accessLog.createdAt).as('last_seen_at'),
        events: count().as('events'),
      })
      .from(accessLog)
      .where(isNotNull(accessLog.ip))
      .groupBy(accessLog.ip),
  );
  const ip = sql<string>`coalesce(${seen.ip}, ${ipBans.ip})`;
  const lastSeenAt = sql`coalesce(${seen.lastSeenAt}, ${ipBans.updatedAt})`.mapWith(ipBans.updatedAt);
  const [counted] = await db
    .with(seen)
    .select({ total: count() })
    .from(seen)
    .fullJoin(ipBans, eq(seen.ip, ipBans.ip));
  const total = counted?.total ?? 0;
  const rows: IpRecord[] = await db
    .with(seen)
    .select({
      ip,
      isBanned: sql<boolean>`coalesce(${ipBans.isBanned}, false)`,
      lastSeenAt,
      events: sql`coalesce(${seen.events}, 0)`.mapWith(Number),
    })
    .from(seen)
    .fullJoin(ipBans, eq(seen.ip, ipBans.ip))
    .orderBy(desc(lastSeenAt), asc(ip))
    .limit(PAGE_SIZE.ipList)
    .offset((page - 1) * PAGE_SIZE.ipList);
  return { rows, total, totalPages: Math.ceil(total / PAGE_SIZE.ipList) };
}

/** Bans or unbans an address everywhere at once; nobody can lock themselves out by banning their own. */
export async function setIpStatus(db: Database, bans: IpBanList, input: IpStatusInput, actor: Actor) {
  const ip = canonicalIp(input.ip);
  if (input.isBanned && ip === canonicalIp(actor.client.ip)) {
    throw badRequest(MESSAGES.cannotBanOwnIp, 'ip');
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(ipBans)
      .values({ ip, isBanned: input.isBanned, updatedBy: actor.userId })
      .onConflictDoUpdate({
        target: ipBans.ip,
        set: { isBanned: input.isBanned, updatedBy: actor.userId, updatedAt: new Date() },
      });
    await recordAccess(tx, { ...actor, event: input.isBanned ? 'ip_banned' : 'ip_unbanned', target: ip });
  });
  await bans.announce(ip, input.isBanned);
  return { ip, isBanned: input.isBanned };
}
