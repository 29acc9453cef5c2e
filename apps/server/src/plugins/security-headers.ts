import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * A CSP for the single-page app: its own scripts only, its socket to itself ('self' covers ws/wss of the same
 * origin), camera and recording previews from blob: URLs. Inline styles are allowed because react-bootstrap
 * and the captcha widget set them. HTTPS-only directives follow `secure`, so plain-http development works.
 */
export async function registerSecurityHeaders(app: FastifyInstance, secure: boolean) {
  await app.register(helmet, {
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
}
