import type { FastifyInstance } from 'fastify';
import { badRequest } from '../core/errors.ts';
import { inspectPayload } from './payload-inspection.ts';

/**
 * Every route's body, query and path parameters are refused (400, naming the field) when they nest too deeply or a
 * text in them holds a control character, before any schema or handler sees them, so a new route is covered without
 * a word of its own. It runs after the access check (plugins/role-guard.ts), so an anonymous caller's body is never
 * read by it.
 */
export function registerPayloadGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const problem = inspectPayload(part);
      if (problem) throw badRequest(problem.message, problem.path.join('.') || undefined);
    }
  });
}
