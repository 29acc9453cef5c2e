import type { AdminDashboardStats, ApiSuccess } from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../core/db/client.ts';
import type { RoomActivity } from '../control-room/index.ts';
import { adminDashboardStats } from './service.ts';

/** The SuperAdmin's dashboard numbers, under /api/v1/master. */
export function adminDashboardRoutes(db: Database, activity: RoomActivity): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard',
      { config: { access: 'adminDashboard:view' }, schema: { tags: ['admin dashboard'] } },
      async (): Promise<ApiSuccess<AdminDashboardStats>> => ({
        status: true,
        data: await adminDashboardStats(db, activity),
      }),
    );
  };
}
