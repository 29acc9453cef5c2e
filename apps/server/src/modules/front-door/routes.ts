import {
  MESSAGES,
  cnrParams,
  type ApiSuccess,
  type LiveCourt,
  type PublicCaseStatus,
  type StreamedCourts,
} from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../core/db/client.ts';
import { notFound } from '../../core/errors.ts';
import { publicCaseCheckRateLimit } from '../../plugins/rate-limit.ts';
import type { CourtroomStore } from '../room-state/index.ts';
import { streamedCourts } from './queries.ts';
import { liveCourts, publicCaseStatus } from './service.ts';

const tags = ['front door'];
/** Who is live changes when a judge goes on air; a few seconds' cache spares the server a crowd's reloads. */
const LIVE_COURTS_MAX_AGE_SECONDS = 10;
/** The courts streamed change with master data, seldom. */
const STREAMED_COURTS_MAX_AGE_SECONDS = 300;

/** The front door (issue 21): what anyone may see without an account, under /public. */
export function frontDoorRoutes({
  db,
  store,
}: {
  db: Database;
  store: CourtroomStore;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/cases/:cnr',
      {
        config: { access: 'public', rateLimit: publicCaseCheckRateLimit() },
        schema: { tags, params: cnrParams },
      },
      async (request): Promise<ApiSuccess<PublicCaseStatus>> => {
        const status = await publicCaseStatus(db, store, request.params.cnr);
        if (!status) throw notFound(MESSAGES.caseNotListed, 'cnr');
        return { status: true, data: status };
      },
    );
    app.get(
      '/courts',
      { config: { access: 'public' }, schema: { tags } },
      async (_request, reply): Promise<ApiSuccess<StreamedCourts>> => {
        reply.header('cache-control', `public, max-age=${STREAMED_COURTS_MAX_AGE_SECONDS}`);
        return { status: true, data: await streamedCourts(db) };
      },
    );
    app.get(
      '/live',
      { config: { access: 'public' }, schema: { tags } },
      async (_request, reply): Promise<ApiSuccess<LiveCourt[]>> => {
        reply.header('cache-control', `public, max-age=${LIVE_COURTS_MAX_AGE_SECONDS}`);
        return { status: true, data: await liveCourts(db, store) };
      },
    );
  };
}
