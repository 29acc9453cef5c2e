import { can, type Action } from '@nyaya/shared';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../modules/auth/sessions.ts';
import { forbidden, unauthorized } from './errors.ts';

/** The signed-in session of a request that passed `requireUser` or `requirePermission`. */
export function signedIn(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** preHandler: 401 for an anonymous request. */
export async function requireUser(request: FastifyRequest) {
  signedIn(request);
}

/** preHandler: 401 when anonymous, 403 when the role table (shared `can`) does not allow the action. */
export function requirePermission(action: Action) {
  return async (request: FastifyRequest) => {
    if (!can(signedIn(request).user.role, action)) throw forbidden();
  };
}
