import fastifyStatic from '@fastify/static';
import { MESSAGES, SESSION_COOKIE, SIGNED_IN_PAGE, SOCKET_PATH, apiFailure } from '@nyaya/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isApiPath } from './api-path.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function wantsWebPage(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(request.url) &&
    !request.url.startsWith(SOCKET_PATH) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/** A browser that comes with a session (valid or not: nothing is looked up for a page). */
function comesSignedIn(request: FastifyRequest): boolean {
  const { cookie, authorization } = request.headers;
  return Boolean(authorization) || (cookie ?? '').includes(`${SESSION_COOKIE}=`);
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(apiFailure(isApiPath(request.url) ? MESSAGES.notFound : MESSAGES.noPageFound));
}

/**
 * Serves the built web app and answers any other page address with its index.html, so client-side routes
 * survive a reload. Without a build (API tests, API-only deployments) only the JSON 404 remains.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string) {
  if (!existsSync(join(webDistDir, 'index.html'))) {
    app.log.warn(`No web build in ${webDistDir}; serving the API only`);
    app.setNotFoundHandler(notFound);
    return;
  }
  await app.register(fastifyStatic, {
    root: webDistDir,
    // The build wrote a .br and a .gz beside every text file: sent as the browser accepts, never compressed here.
    preCompressed: true,
    // Vite fingerprints everything under assets/, so those may be cached forever; pages must be revalidated.
    setHeaders: (reply, path) =>
      reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache'),
  });
  const hasSignedInPage = existsSync(join(webDistDir, SIGNED_IN_PAGE));
  app.setNotFoundHandler((request, reply) => {
    if (!wantsWebPage(request)) return notFound(request, reply);
    reply.header('vary', 'cookie, authorization');
    return reply.sendFile(hasSignedInPage && comesSignedIn(request) ? SIGNED_IN_PAGE : 'index.html');
  });
}
