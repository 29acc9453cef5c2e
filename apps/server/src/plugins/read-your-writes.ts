import type { FastifyInstance } from 'fastify';
import type { DatabaseChanges } from '../core/db/changes.ts';
import { changesState, isApiPath } from './api-path.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that only reads (a search with a body): nothing to wait for before answering it. */
    readOnly?: boolean;
  }
}

/**
 * What a request changed is what its caller's next request reads, on this instance: before a state-changing API
 * request is answered, this instance has heard of every change committed until then (the caches it keeps of the
 * database forget what those changes name). Other instances hear of them a moment later.
 */
export function registerReadYourWrites(app: FastifyInstance, changes: DatabaseChanges) {
  app.addHook('onSend', async (request) => {
    if (!changesState(request.method) || request.routeOptions.config.readOnly || !isApiPath(request.url))
      return;
    await changes.caughtUp();
  });
}
