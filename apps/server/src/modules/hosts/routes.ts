import {
  MESSAGES,
  courtDate,
  hostCourtRoomParams,
  hostJudgeSchema,
  hostsQuery,
  substituteParams,
  type ApiSuccess,
  type CourtRoomHostsOnDate,
} from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../core/db/client.ts';
import { actorOf } from '../../plugins/actor.ts';
import { hostsOn, removeSubstituteJudge, setPresidingJudge, setSubstituteJudge } from './service.ts';

const tags = ['hosts'];
const config = { access: 'hosts:manage' } as const;

/**
 * /admin/host: which Judge presides in each court room (and so hosts its hearings in the streaming room), and who
 * stands in for them on a date. The courtroom asks the same records who may host (sitting.ts). Under /hosts.
 */
export function hostRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/courtRooms',
      { config, schema: { tags, querystring: hostsQuery } },
      async (request): Promise<ApiSuccess<CourtRoomHostsOnDate>> => ({
        status: true,
        data: await hostsOn(db, request.query.date ?? courtDate()),
      }),
    );

    app.put(
      '/courtRooms/:id/presiding',
      { config, schema: { tags, params: hostCourtRoomParams, body: hostJudgeSchema } },
      async (request): Promise<ApiSuccess<null>> => {
        await setPresidingJudge(db, request.params.id, request.body, actorOf(request));
        return { status: true, message: MESSAGES.presidingJudgeSaved, data: null };
      },
    );

    app.put(
      '/courtRooms/:id/substitutes/:date',
      { config, schema: { tags, params: substituteParams, body: hostJudgeSchema } },
      async (request): Promise<ApiSuccess<null>> => {
        await setSubstituteJudge(db, request.params, request.body, actorOf(request));
        return { status: true, message: MESSAGES.substituteJudgeSaved, data: null };
      },
    );

    app.delete(
      '/courtRooms/:id/substitutes/:date',
      { config, schema: { tags, params: substituteParams } },
      async (request): Promise<ApiSuccess<null>> => {
        await removeSubstituteJudge(db, request.params, actorOf(request));
        return { status: true, message: MESSAGES.substituteJudgeRemoved, data: null };
      },
    );
  };
}
