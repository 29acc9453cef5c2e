import type { ApiSuccess, PublicUser } from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../plugins/role-guard.ts';
import { presentUser } from './presenter.ts';

export function userRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/me',
      { config: { access: 'signedIn' }, schema: { tags: ['users'] } },
      async (request): Promise<ApiSuccess<PublicUser>> => ({
        status: true,
        data: presentUser(signedIn(request).user),
      }),
    );
  };
}
