import { MESSAGES, type ApiSuccess, type OtherSessionsSignedOut, type OwnActivity } from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../core/db/client.ts';
import type { Realtime } from '../../realtime/socket-server.ts';
import { signedIn } from '../../plugins/role-guard.ts';
import { clientOf } from '../../plugins/session-auth.ts';
import { ownActivity, signOutOtherSessions } from './service.ts';

type ActivityDeps = { db: Database; realtime: Pick<Realtime, 'endSessions'> };

const tags = ['account'];
const config = { access: 'account:manage' } as const;

/** The user's own activity (the /transactions page) and signing out their other sessions, under /api/v1/users. */
export function activityRoutes({ db, realtime }: ActivityDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/activity', { config, schema: { tags } }, async (request): Promise<ApiSuccess<OwnActivity>> => {
      return { status: true, data: await ownActivity(db, signedIn(request)) };
    });

    app.post(
      '/sessions/signOutOthers',
      { config, schema: { tags } },
      async (request): Promise<ApiSuccess<OtherSessionsSignedOut>> => {
        const ended = await signOutOtherSessions(db, signedIn(request), clientOf(request));
        realtime.endSessions(ended);
        return { status: true, message: MESSAGES.otherSessionsSignedOut, data: { signedOut: ended.length } };
      },
    );
  };
}
