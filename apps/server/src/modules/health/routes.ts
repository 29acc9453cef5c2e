import type { ApiSuccess } from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceUnavailable } from '../../plugins/errors.ts';

/** Ready once the database is migrated and seeded; not ready again while shutting down, to drain traffic. */
export type Readiness = { ready: boolean };

export function healthRoutes(readiness: Readiness): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      { config: { access: 'public' }, schema: { tags: ['health'] } },
      async (): Promise<ApiSuccess<null>> => {
        if (!readiness.ready) throw serviceUnavailable();
        return { status: true, data: null };
      },
    );
  };
}
