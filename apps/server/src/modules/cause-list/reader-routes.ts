import {
  MESSAGES,
  causeListDayQuery,
  hearingIdParams,
  partiesInformedSchema,
  type ApiSuccess,
  type CauseListDay,
  type CauseListDayEntry,
} from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../core/db/client.ts';
import { signedIn } from '../../plugins/role-guard.ts';
import { actorOf } from '../../plugins/actor.ts';
import { dayList, markPartiesInformed } from './reader-service.ts';

const tags = ['cause list'];

/** The Reader's dashboard: a court room's whole list for a day, and the "parties told" mark, under /causeList/reader. */
export function causeListReaderRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/getDayList',
      { config: { access: 'causeList:read' }, schema: { tags, querystring: causeListDayQuery } },
      async (request): Promise<ApiSuccess<CauseListDay>> => ({
        status: true,
        data: await dayList(db, signedIn(request).user, request.query),
      }),
    );
    app.put(
      '/partiesInformed/:hearingId',
      {
        config: { access: 'causeList:markInformed' },
        schema: { tags, params: hearingIdParams, body: partiesInformedSchema },
      },
      async (request): Promise<ApiSuccess<CauseListDayEntry>> => {
        const { informed } = request.body;
        const data = await markPartiesInformed(db, request.params.hearingId, informed, actorOf(request));
        const message = informed ? MESSAGES.partiesInformedMarked : MESSAGES.partiesInformedCleared;
        return { status: true, message, data };
      },
    );
  };
}
