import { MESSAGES } from '@nyaya/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../core/db/client.ts';
import { createIpBanList, type IpBanList } from '../core/ip-bans/ban-list.ts';
import { forbidden } from '../core/errors.ts';
import type { RedisClients } from './redis.ts';

/**
 * Refuses every request from a banned address, API and web pages alike. Register it before any other
 * onRequest hook: a banned client costs no cookie parsing and no session lookup.
 */
export function registerIpBan(
  app: FastifyInstance,
  db: Database,
  redis: RedisClients | undefined,
  prefix: string,
): IpBanList {
  const bans = createIpBanList({ db, redis: redis?.command, channel: `${prefix}:ip-bans`, log: app.log });
  app.addHook('onRequest', async (request) => {
    if (bans.isBanned(request.ip)) throw forbidden(MESSAGES.ipBanned);
  });
  // Ready comes after the migrations (main.ts migrates between building the app and listening).
  app.addHook('onReady', bans.start);
  app.addHook('onClose', bans.close);
  return bans;
}
