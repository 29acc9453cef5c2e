import type { ApiSuccess, MyMatter } from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../core/db/client.ts';
import { signedIn } from '../../plugins/role-guard.ts';
import { todaysMattersOf } from './service.ts';

/** An advocate's own matters (the cause list's enrollment ids naming them), under /matters. */
export function matterRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/today',
      { config: { access: 'matters:viewOwn' }, schema: { tags: ['matters'] } },
      async (request): Promise<ApiSuccess<MyMatter[]>> => ({
        status: true,
        data: await todaysMattersOf(db, signedIn(request).user.id),
      }),
    );
  };
}
