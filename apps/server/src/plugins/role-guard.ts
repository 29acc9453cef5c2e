import { API_PREFIX, can, type Action } from '@nyaya/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../core/sessions/sessions.ts';
import { forbidden, unauthorized } from '../core/errors.ts';

/**
 * Who may call a route: anyone, any signed-in user, or the roles the shared permission map gives an action.
 * Every API route declares it in `config.access`; the server refuses to start when one does not.
 */
export type Access = 'public' | 'signedIn' | Action;

export type RouteAccess = { method: string; url: string; access: Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every API route with its declared access, for the permission-matrix test and the docs. */
    routeAccess: RouteAccess[];
  }
}

/** The signed-in session of a request whose route requires one. */
export function signedIn(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** 401 when a signed-in user is required and absent, 403 when the role table does not allow the action. */
export function checkAccess(access: Access, auth: AuthContext | null): void {
  if (access === 'public') return;
  if (!auth) throw unauthorized();
  if (access !== 'signedIn' && !can(auth.user.role, access)) throw forbidden();
}

export function registerAccessControl(app: FastifyInstance) {
  const routeAccess: RouteAccess[] = [];
  app.decorate('routeAccess', routeAccess);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX) || route.method === 'HEAD') return;
    const access = route.config?.access;
    if (!access) throw new Error(`${String(route.method)} ${route.url} declares no config.access`);
    for (const method of [route.method].flat()) routeAccess.push({ method, url: route.url, access });
  });

  // As soon as the session is known (plugins/session-auth.ts, registered before), before the body is read: an
  // anonymous or unauthorised caller costs no parsing or inspection, and learns nothing from a schema's messages.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access) checkAccess(access, request.auth);
  });
}
