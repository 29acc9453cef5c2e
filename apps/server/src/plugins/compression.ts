import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Every text answer goes out brotli- or gzip-compressed, as the client accepts. Brotli at quality 4: near gzip's
 * speed and smaller, where the default (11) would cost each API answer milliseconds. The web app's files are
 * compressed once at build time (see web-app.ts); video and images are left alone (not compressible).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
