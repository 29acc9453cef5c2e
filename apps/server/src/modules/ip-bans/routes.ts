import {
  MESSAGES,
  ipStatusSchema,
  pageQuery,
  type ApiPage,
  type ApiSuccess,
  type IpEntry,
} from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../core/db/client.ts';
import { clientOf } from '../../plugins/session-auth.ts';
import { actorOf } from '../../plugins/actor.ts';
import type { IpBanList } from '../../core/ip-bans/ban-list.ts';
import { presentIp } from './presenter.ts';
import { listIps, setIpStatus } from './service.ts';

const config = { access: 'ipBans:manage' as const };
const tags = ['ip bans'];

/** The spec's IP Configuration calls, under /master. */
export function ipBanRoutes(db: Database, bans: IpBanList): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/getuniqueIp',
      { config, schema: { tags, querystring: pageQuery } },
      async (request): Promise<ApiPage<IpEntry>> => {
        const { page } = request.query;
        const { rows, total, totalPages } = await listIps(db, page);
        const { ip } = clientOf(request);
        return { status: true, data: rows.map((row) => presentIp(row, ip)), page, total, totalPages };
      },
    );
    app.post(
      '/updateIpStatus',
      { config, schema: { tags, body: ipStatusSchema } },
      async (request): Promise<ApiSuccess<Pick<IpEntry, 'ip' | 'isBanned'>>> => ({
        status: true,
        message: MESSAGES.ipStatusUpdated,
        data: await setIpStatus(db, bans, request.body, actorOf(request)),
      }),
    );
  };
}
