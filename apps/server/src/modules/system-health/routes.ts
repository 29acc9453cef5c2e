import type { ApiSuccess, SystemHealth } from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { Config } from '../../core/config.ts';
import type { Database } from '../../core/db/client.ts';
import { ensureMediaAreas } from '../../media/media-areas.ts';
import type { MediaProcesses } from '../../media/media-processes.ts';
import type { RecentErrors } from '../../plugins/recent-errors.ts';
import type { IoServer } from '../../realtime/events.ts';
import { startHeartbeats } from './heartbeats.ts';
import { instanceHealth, systemHealth } from './service.ts';

type Deps = {
  db: Database;
  config: Pick<Config, 'mediaDir' | 'redisPrefix' | 'backupSchedule' | 'mediaScrub'>;
  io: IoServer;
  recentErrors: RecentErrors;
  processes: MediaProcesses;
  /** Set when instances scale out: each reports its health there for the others. */
  redis: Redis | undefined;
};

/** The admin panel's health of every instance (/admin/adminPanel), under /api/v1/master. */
export function systemHealthRoutes({
  db,
  config,
  io,
  recentErrors,
  processes,
  redis,
}: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    await ensureMediaAreas(config.mediaDir);
    const self = { id: randomUUID(), socketCount: () => io.of('/').sockets.size, recentErrors, processes };
    const heartbeats = redis
      ? startHeartbeats({ redis, prefix: config.redisPrefix, self: () => instanceHealth(self), log: app.log })
      : undefined;
    if (heartbeats) app.addHook('onClose', () => heartbeats.stop());
    const deps = {
      db,
      mediaDir: config.mediaDir,
      self,
      others: async () => (heartbeats ? heartbeats.others() : []),
      backupsScheduled: config.backupSchedule !== undefined,
      scrubEveryDays: config.mediaScrub.everyDays,
    };
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
