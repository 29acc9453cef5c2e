import { MESSAGES, retentionSchema, type ApiSuccess, type RetentionPeriods } from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../core/db/client.ts';
import { actorOf } from '../../plugins/actor.ts';
import { presentRetention } from './presenter.ts';
import { retentionDays, saveRetention } from './service.ts';

const config = { access: 'retention:manage' as const };
const tags = ['retention'];

/** The spec's two POST calls, under /master; the read ignores whatever body the client sends. */
export function retentionRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/getretentionPeriod',
      { config, schema: { tags } },
      async (): Promise<ApiSuccess<RetentionPeriods>> => ({
        status: true,
        data: presentRetention(await retentionDays(db)),
      }),
    );
    app.post(
      '/retentionPeriod',
      { config, schema: { tags, body: retentionSchema } },
      async (request): Promise<ApiSuccess<RetentionPeriods>> => ({
        status: true,
        message: MESSAGES.retentionSaved,
        data: presentRetention(await saveRetention(db, request.body, actorOf(request))),
      }),
    );
  };
}
