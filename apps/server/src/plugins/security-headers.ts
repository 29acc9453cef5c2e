import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * A CSP for the single-page app: its own scripts only, its socket to itself ('self' covers ws/wss of the same
 * origin), camera and recording previews from blob: URLs. Inline styles are allowed because react-bootstrap
 * and the captcha widget set them. HTTPS-only directives follow `secure`, so plain-http development works.
 *
 * Helmet is set up once here: @fastify/helmet builds it anew, CSP parsing included, for every request (a tenth of
 * a cached signed-in read's time in bench/api-throughput.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance, secure: boolean) {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: secure ? [] : null,
      },
    },
    hsts: secure,
  });
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
}
