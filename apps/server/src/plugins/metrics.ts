import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Prometheus metrics at /metrics; a registry per app, so tests can build many apps in one process. */
export function registerMetrics(app: FastifyInstance, guard: onRequestAsyncHookHandler) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', { schema: { hide: true }, onRequest: guard }, async (_request, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
}
