import { readCourtClock, type ApiSuccess, type HealthStatus } from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceUnavailable } from '../../core/errors.ts';

/**
 * Ready once the database is migrated and seeded; not ready again while shutting down, to drain traffic. The
 * answer carries the court clock, which the web app goes by for the court's today.
 */
export type Readiness = { ready: boolean };

export function healthRoutes(readiness: Readiness): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      { config: { access: 'public' }, schema: { tags: ['health'] } },
      async (): Promise<ApiSuccess<HealthStatus>> => {
        if (!readiness.ready) throw serviceUnavailable();
        return { status: true, data: { courtClock: readCourtClock() } };
      },
    );
  };
}
