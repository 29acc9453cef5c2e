import { API_PREFIX, SESSION_COOKIE } from '@nyaya/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { createSessionLookup } from '../modules/auth/session-lookup.ts';
import type { AuthContext, ClientInfo } from '../modules/auth/sessions.ts';

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

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Resolves the session cookie or bearer token of every API request into `request.auth`, through this instance's
 * session cache. A signed-in request that may have changed its own account (a logout, a new password, a profile)
 * forgets the user's cached sessions here before it is answered, so the caller's next request sees the change
 * whichever way the database's message travels.
 */
export async function registerSessionAuth(app: FastifyInstance, db: Database) {
  const lookup = await createSessionLookup(db, app.log);
  app.addHook('onClose', lookup.close);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(API_PREFIX)) return;
    const token = tokenOf(request);
    request.auth = token ? await lookup.find(token) : null;
  });
  app.addHook('onSend', async (request) => {
    if (request.auth && !READS.has(request.method)) lookup.forgetUser(request.auth.user.id);
  });
}
