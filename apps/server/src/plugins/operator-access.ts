import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type { Config } from '../core/config.ts';
import type { Database } from '../core/db/client.ts';
import { findSession } from '../core/sessions/sessions.ts';
import { checkAccess } from './role-guard.ts';
import { bearerToken, tokenOf } from './session-auth.ts';

type OperatorConfig = Pick<Config, 'nodeEnv' | 'metricsToken'>;

function isMetricsToken(request: FastifyRequest, metricsToken: string | undefined): boolean {
  const presented = bearerToken(request.headers.authorization);
  if (!metricsToken || !presented) return false;
  const [a, b] = [Buffer.from(presented), Buffer.from(metricsToken)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * /metrics and /api/docs describe the running system; in production only a SuperAdmin's session or a scraper
 * holding METRICS_TOKEN may read them. Elsewhere they stay open, as the server listens on loopback there.
 */
export function operatorOnly(db: Database, config: OperatorConfig): onRequestAsyncHookHandler {
  return async (request) => {
    if (config.nodeEnv !== 'production' || isMetricsToken(request, config.metricsToken)) return;
    const token = tokenOf(request);
    checkAccess('operations:view', token ? await findSession(db, token) : null);
  };
}
