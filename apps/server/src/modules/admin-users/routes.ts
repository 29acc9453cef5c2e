import {
  MESSAGES,
  addUserSchema,
  userListQuery,
  userStatusSchema,
  type AdminUser,
  type ApiPage,
  type ApiSuccess,
} from '@nyaya/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../core/config.ts';
import type { Database } from '../../core/db/client.ts';
import { signedIn } from '../../plugins/role-guard.ts';
import { clientOf } from '../../plugins/session-auth.ts';
import type { Realtime } from '../../realtime/socket-server.ts';
import type { Notifier } from '../../core/notifications/notifier.ts';
import { presentAdminUser } from './presenter.ts';
import { listAdminUsers } from '../users/index.ts';
import { createUser, sendResetCode, setUserActive, updateUser, type AdminContext } from './service.ts';

type AdminUsersDeps = { db: Database; config: Config; notifier: Notifier; realtime: Realtime };

const userParams = z.object({ id: z.string() });
const access = { access: 'users:manage' } as const;
const tags = ['users admin'];

/** The SuperAdmin's Manage Users (spec: /masters/manage-users), under /api/v1/master. */
export function adminUserRoutes({ db, config, notifier, realtime }: AdminUsersDeps): FastifyPluginAsyncZod {
  const contextOf = (request: FastifyRequest): AdminContext => ({
    admin: signedIn(request).user,
    client: clientOf(request),
    origin: config.publicUrl,
    notifier,
    log: request.log,
  });

  return async (app) => {
    app.get(
      '/users',
      { config: access, schema: { tags, querystring: userListQuery } },
      async (request): Promise<ApiPage<AdminUser>> => {
        const { rows, total, totalPages } = await listAdminUsers(db, request.query);
        return {
          status: true,
          data: rows.map(presentAdminUser),
          page: request.query.page,
          total,
          totalPages,
        };
      },
    );

    app.post(
      '/users',
      { config: access, schema: { tags, body: addUserSchema } },
      async (request, reply): Promise<ApiSuccess<AdminUser>> => {
        const user = await createUser(db, request.body, contextOf(request));
        reply.code(201);
        return { status: true, message: MESSAGES.userCreated, data: presentAdminUser(user) };
      },
    );

    app.put(
      '/users/:id',
      { config: access, schema: { tags, params: userParams, body: addUserSchema } },
      async (request): Promise<ApiSuccess<AdminUser>> => {
        const user = await updateUser(db, request.params.id, request.body, contextOf(request));
        return { status: true, message: MESSAGES.userUpdated, data: presentAdminUser(user) };
      },
    );

    app.patch(
      '/users/:id/status',
      { config: access, schema: { tags, params: userParams, body: userStatusSchema } },
      async (request): Promise<ApiSuccess<AdminUser>> => {
        const { isActive } = request.body;
        const user = await setUserActive(db, request.params.id, isActive, {
          ...contextOf(request),
          endUserSessions: realtime.endUserSessions,
        });
        const message = isActive ? MESSAGES.userActivated : MESSAGES.userDeactivated;
        return { status: true, message, data: presentAdminUser(user) };
      },
    );

    app.post(
      '/users/:id/sendResetCode',
      { config: access, schema: { tags, params: userParams } },
      async (request): Promise<ApiSuccess<null>> => {
        await sendResetCode(db, request.params.id, contextOf(request));
        return { status: true, message: MESSAGES.resetCodeSent, data: null };
      },
    );
  };
}
