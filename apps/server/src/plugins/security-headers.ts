import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The web's worker scripts (`assets/<name>-worker-<hash>.js`), which get a CSP of their own: they may compile
 * WebAssembly. The recording check hashes multi-GB files with hash-wasm in a worker, at 165 MB/s against 77 for
 * the fastest pure-JavaScript SHA-256 (@noble/hashes) on this machine; the pages themselves still may not.
 */
const WORKER_SCRIPT = /^\/assets\/[\w.-]+-worker-[\w-]+\.js(?:\?|$)/;

const directives = {
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
};

/**
 * A CSP for the single-page app: its own scripts only, its socket to itself ('self' covers ws/wss of the same
 * origin), camera and recording previews from blob: URLs. Inline styles are allowed because react-bootstrap
 * and the captcha widget set them. HTTPS-only directives follow `secure`, so plain-http development works.
 *
 * Helmet is set up once here: @fastify/helmet builds it anew, CSP parsing included, for every request (a tenth of
 * a cached signed-in read's time in bench/api-throughput.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance, secure: boolean) {
  const headersWith = (scriptSrc: string[]) =>
    helmet({
      contentSecurityPolicy: {
        directives: { ...directives, scriptSrc, upgradeInsecureRequests: secure ? [] : null },
      },
      hsts: secure,
    });
  const pageHeaders = headersWith(directives.scriptSrc);
  const workerHeaders = headersWith([...directives.scriptSrc, "'wasm-unsafe-eval'"]);
  app.addHook('onRequest', (request, reply, done) => {
    const setHeaders = WORKER_SCRIPT.test(request.url) ? workerHeaders : pageHeaders;
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
