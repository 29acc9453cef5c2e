import { API_PREFIX, SESSION_COOKIE } from '@nyaya/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../core/db/client.ts';
import type { DatabaseChanges } from '../core/db/changes.ts';
import { createSessionLookup } from '../core/sessions/session-lookup.ts';
import type { AuthContext, ClientInfo } from '../core/sessions/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, or null for an anonymous request. */
    auth: AuthContext | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

export function bearerToken(authorization: string | undefined): string | undefined {
  return authorization?.match(BEARER)?.[1];
}

/**
 * With an Authorization header, only that header counts: a request that carries a bearer token never
 * falls back to the ambient cookie, which is what lets the CSRF check skip bearer requests.
 */
export function hasAuthorizationHeader(request: FastifyRequest): boolean {
  return request.headers.authorization !== undefined;
}

export function tokenOf(request: FastifyRequest): string | undefined {
  if (hasAuthorizationHeader(request)) return bearerToken(request.headers.authorization);
  return request.cookies[SESSION_COOKIE];
}

export function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

/** Resolves the session cookie or bearer token of every API request into `request.auth`, through a session cache. */
export function registerSessionAuth(app: FastifyInstance, db: Database, changes: DatabaseChanges) {
  const lookup = createSessionLookup(db, changes);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(API_PREFIX)) return;
    const token = tokenOf(request);
    request.auth = token ? await lookup.find(token) : null;
  });
}
