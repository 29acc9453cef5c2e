import { CSRF_HEADER, MESSAGES, csrfCookieName } from '@nyaya/shared';
import type { FastifyInstance } from 'fastify';
import { changesState } from './api-path.ts';
import { newCsrfToken, sameToken, setCsrfCookie, type CookiePolicy } from './cookies.ts';
import { forbidden } from '../core/errors.ts';
import { hasAuthorizationHeader } from './session-auth.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The CSRF token this request's client holds (or was just given). */
    csrfToken: string;
  }
}

/**
 * Double-submit CSRF: every response to a client without the cookie hands one out, and every state-changing
 * call must echo the cookie in the header. Bearer calls carry no ambient credential and are exempt.
 * Every state-changing request is checked, whatever its address: the router decodes and matches addresses whose
 * raw URL does not begin with /api/ (`/%61pi/…`, an absolute `http://host/api/…`), so no test on the raw URL
 * can tell an API call apart, and nothing outside the API takes a state-changing request.
 */
export function registerCsrf(app: FastifyInstance, policy: CookiePolicy) {
  const cookieName = csrfCookieName(policy.cookieSecure);
  app.decorateRequest('csrfToken', '');
  app.addHook('onRequest', async (request, reply) => {
    // An API client with a bearer token needs no CSRF token (nor the random bytes of one on every call).
    if (hasAuthorizationHeader(request)) return;
    const cookie = request.cookies[cookieName];
    request.csrfToken = cookie ?? newCsrfToken();
    if (!cookie) setCsrfCookie(reply, request.csrfToken, policy);

    if (!changesState(request.method)) return;
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(header, cookie))
      throw forbidden(MESSAGES.csrfMissing);
  });
}
