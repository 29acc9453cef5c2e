import { languageUpdateSchema, type ApiSuccess, type PublicUser } from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../core/db/client.ts';
import { signedIn } from '../../plugins/role-guard.ts';
import { presentUser } from './presenter.ts';
import { saveLanguage } from '../../core/user-records.ts';

const tags = ['users'];

export function userRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/me',
      { config: { access: 'signedIn' }, schema: { tags } },
      async (request): Promise<ApiSuccess<PublicUser>> => ({
        status: true,
        data: presentUser(signedIn(request).user),
      }),
    );
    app.put(
      '/me/language',
      { config: { access: 'signedIn' }, schema: { tags, body: languageUpdateSchema } },
      async (request): Promise<ApiSuccess<PublicUser>> => {
        const { user } = signedIn(request);
        const { language } = request.body;
        await saveLanguage(db, user.id, language);
        return { status: true, data: presentUser({ ...user, language }) };
      },
    );
  };
}
