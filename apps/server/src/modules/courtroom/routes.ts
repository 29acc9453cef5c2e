import {
  MESSAGES,
  isStreamable,
  hearingIdParams,
  publicStreamDecisionSchema,
  type ApiSuccess,
  type CauseListEntry,
} from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../core/db/client.ts';
import { actorOf } from '../../plugins/actor.ts';
import { presentCauseListEntry } from '../cause-list/index.ts';
import { decidePublicStream } from './public-stream.ts';
import type { Courtroom } from './register.ts';

/** The courtroom's REST side, under /courtroom; the live courtroom itself runs on the socket. */
export function courtroomRoutes(db: Database, courtroom: Courtroom): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/hearings/:hearingId/publicStream',
      {
        config: { access: 'courtroom:moderate' },
        schema: { tags: ['courtroom'], params: hearingIdParams, body: publicStreamDecisionSchema },
      },
      async (request): Promise<ApiSuccess<CauseListEntry>> => {
        const { decision } = request.body;
        const row = await decidePublicStream(db, request.params.hearingId, decision, actorOf(request));
        await courtroom.publicStreamDecided(row.roomId, row.hearingId, isStreamable(row));
        const message = decision === 'allow' ? MESSAGES.publicStreamAllowed : MESSAGES.publicStreamDismissed;
        return { status: true, message, data: presentCauseListEntry(row) };
      },
    );
  };
}
