// The baseline of bench/api-throughput.ts: Fastify with nothing of ours, answering the same routes with the very
// bytes the built server answered, so that the difference is what our plugins, session and queries cost.
// Usage: tsx bench/bare-fastify.ts <answers.json> <port>
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

/** One route as the built server answered it once. */
export type RecordedAnswer = {
  method: 'GET' | 'POST';
  /** The route's pattern, params included (`/api/v1/live/:roomId/index.m3u8`). */
  route: string;
  contentType: string;
  /** The answer's bytes, base64. */
  body: string;
};

const [answersFile, port] = process.argv.slice(2);
if (!answersFile || !port) throw new Error('usage: bare-fastify.ts <answers.json> <port>');
const answers = JSON.parse(readFileSync(answersFile, 'utf8')) as RecordedAnswer[];

const app = Fastify({ logger: false });
for (const answer of answers) {
  const body = Buffer.from(answer.body, 'base64');
  app.route({
    method: answer.method,
    url: answer.route,
    handler: async (_request, reply) => reply.type(answer.contentType).send(body),
  });
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
