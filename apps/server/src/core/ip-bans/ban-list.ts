import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../db/client.ts';
import { ipBans } from '../db/schema/index.ts';
import { canonicalIp } from './ip-address.ts';

/**
 * The banned addresses, held in memory so every request is checked without a query. Loaded at start; a ban
 * or unban applies here at once and, with Redis, is announced on a channel every instance listens to, each
 * reloading the list from the database (the source of truth, so a lost or reordered message cannot leave an
 * instance wrong: the next one, or the reload after a reconnect, repairs it).
 */
export type IpBanList = {
  isBanned: (ip: string) => boolean;
  /** After a change is saved: apply it here and tell the other instances. */
  announce: (ip: string, banned: boolean) => Promise<void>;
  /** Called whenever the list may have grown, so open connections from a banned address can be closed. */
  onChange: (listener: () => void) => void;
  start: () => Promise<void>;
  close: () => Promise<void>;
};

type Deps = { db: Database; redis: Redis | undefined; channel: string; log: FastifyBaseLogger };

export function createIpBanList({ db, redis, channel, log }: Deps): IpBanList {
  let banned = new Set<string>();
  const listeners: (() => void)[] = [];
  let subscriber: Redis | undefined;
  let started = 0;
  let applied = 0;

  const changed = () => listeners.forEach((listener) => listener());

  /** Reloads may overlap; only the newest started one is kept. */
  async function reload() {
    const run = ++started;
    const rows = await db.select({ ip: ipBans.ip }).from(ipBans).where(eq(ipBans.isBanned, true));
    if (run < applied) return;
    applied = run;
    banned = new Set(rows.map((row) => canonicalIp(row.ip)));
    changed();
  }

  const reloadLogged = () =>
    reload().catch((error: unknown) => log.error({ err: error }, 'reloading the IP ban list failed'));

  return {
    isBanned: (ip) => banned.has(canonicalIp(ip)),
    announce: async (ip, isBanned) => {
      if (isBanned) banned.add(canonicalIp(ip));
      else banned.delete(canonicalIp(ip));
      changed();
      await redis?.publish(channel, ip).catch((error: unknown) => {
        log.error({ err: error }, 'announcing an IP ban to the other instances failed');
      });
    },
    onChange: (listener) => listeners.push(listener),
    start: async () => {
      await reload();
      if (!redis) return;
      subscriber = redis.duplicate();
      subscriber.on('error', (error) => log.warn({ err: error }, 'redis ban-list subscriber error'));
      subscriber.on('message', (from) => {
        if (from === channel) void reloadLogged();
      });
      // Messages sent while the connection was down are lost; reload whenever it comes back.
      subscriber.on('ready', () => void reloadLogged());
      await subscriber.subscribe(channel);
    },
    close: async () => {
      await subscriber?.quit();
    },
  };
}
