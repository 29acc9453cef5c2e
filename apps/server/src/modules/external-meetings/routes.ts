import {
  MESSAGES,
  courtDate,
  externalMeetingParams,
  externalMeetingRoomsQuery,
  externalMeetingSchema,
  externalMeetingSetParams,
  numericIdParams,
  type ApiSuccess,
  type ExternalMeetingRoom,
  type JoinableMeeting,
} from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../core/db/client.ts';
import { signedIn } from '../../plugins/role-guard.ts';
import { actorOf } from '../../plugins/actor.ts';
import { joinMeeting, joinableMeetings, removeMeeting, roomsOn, setMeeting } from './service.ts';

const tags = ['external meetings'];
const manage = { access: 'externalMeetings:manage' } as const;
const join = { access: 'externalMeetings:join' } as const;

/**
 * /webExmeetingJoin: a court that holds hearings on an external video conference. The Controller sets each
 * streaming room's link per date; its Judge and the advocates of its hearings join it. Under /externalMeetings.
 */
export function externalMeetingRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/rooms',
      { config: manage, schema: { tags, querystring: externalMeetingRoomsQuery } },
      async (request): Promise<ApiSuccess<ExternalMeetingRoom[]>> => ({
        status: true,
        data: await roomsOn(db, request.query.date ?? courtDate()),
      }),
    );

    app.put(
      '/rooms/:roomId/:date',
      { config: manage, schema: { tags, params: externalMeetingSetParams, body: externalMeetingSchema } },
      async (request): Promise<ApiSuccess<null>> => {
        await setMeeting(db, request.params, request.body, actorOf(request));
        return { status: true, message: MESSAGES.meetingLinkSaved, data: null };
      },
    );

    app.delete(
      '/rooms/:roomId/:date',
      { config: manage, schema: { tags, params: externalMeetingParams } },
      async (request): Promise<ApiSuccess<null>> => {
        await removeMeeting(db, request.params, actorOf(request));
        return { status: true, message: MESSAGES.meetingLinkRemoved, data: null };
      },
    );

    app.get(
      '/mine',
      { config: join, schema: { tags } },
      async (request): Promise<ApiSuccess<JoinableMeeting[]>> => ({
        status: true,
        data: await joinableMeetings(db, signedIn(request).user.id),
      }),
    );

    // A link the browser follows: the joining is logged, then the browser is sent on to the conference.
    app.get(
      '/:id/join',
      { config: join, schema: { tags, params: numericIdParams } },
      async (request, reply) => {
        const url = await joinMeeting(db, request.params.id, actorOf(request));
        return reply.header('cache-control', 'no-store').redirect(url, 303);
      },
    );
  };
}
