import type { ApiSuccess, SystemHealth } from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { ensureMediaAreas } from '../../media/media-areas.ts';
import type { RecentErrors } from '../../plugins/recent-errors.ts';
import type { IoServer } from '../../realtime/events.ts';
import { systemHealth } from './service.ts';

type Deps = { db: Database; config: Pick<Config, 'mediaDir'>; io: IoServer; recentErrors: RecentErrors };

/** The admin panel's health of this instance (/admin/adminPanel), under /api/v1/master. */
export function systemHealthRoutes({ db, config, io, recentErrors }: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    await ensureMediaAreas(config.mediaDir);
    const deps = { db, mediaDir: config.mediaDir, socketCount: () => io.of('/').sockets.size, recentErrors };
    app.get(
      '/systemHealth',
      { config: { access: 'systemHealth:view' }, schema: { tags: ['admin panel'] } },
      async (_request, reply): Promise<ApiSuccess<SystemHealth>> => {
        reply.header('cache-control', 'no-store');
        return { status: true, data: await systemHealth(deps) };
      },
    );
  };
}
