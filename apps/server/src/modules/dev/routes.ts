import { MESSAGES, type ApiSuccess } from '@nyaya/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isLoopbackHost } from '../../core/config.ts';
import { z } from 'zod';
import type { Database } from '../../core/db/client.ts';
import { forbidden } from '../../core/errors.ts';
import { listOutbox } from '../../core/notifications/outbox.ts';

export type OutboxEntry = {
  id: number;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  createdAt: string;
};

const OUTBOX_LIMIT = 200;
const outboxQuery = z.object({ to: z.string().trim().min(1).optional() });

/**
 * The headers a proxy, load balancer or CDN adds when it relays a request (RFC 7239's Forwarded and Via, and the
 * de facto ones), by name and by family: any one of them means the request may come from another machine.
 */
const FORWARDING_HEADERS = new Set([
  'forwarded',
  'via',
  'x-real-ip',
  'client-ip',
  'forwarded-for',
  'x-originating-ip',
  'x-remote-ip',
  'x-remote-addr',
  'x-host',
  'x-proxyuser-ip',
  'x-azure-clientip',
  'x-appengine-user-ip',
  'akamai-origin-hop',
  'cdn-loop',
]);
const FORWARDING_FAMILIES = /^(x-forwarded|x-original-|x-envoy-)|-(client|connecting)-ip(v6)?$/;

const isForwardingHeader = (name: string) => FORWARDING_HEADERS.has(name) || FORWARDING_FAMILIES.test(name);

/** A request made on this machine itself: not relayed by a proxy on it (the proxy's own address is loopback). */
function fromThisMachine(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '';
  return isLoopbackHost(peer) && !Object.keys(request.headers).some(isForwardingHeader);
}

/**
 * Development helpers, registered only with demo data outside production: the outbox shows the e-mails and
 * texts that had no transport to go out by, codes included, so it answers requests from this machine only.
 */
export function devRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!fromThisMachine(request)) throw forbidden(MESSAGES.devOutboxLocalOnly);
    });
    app.get(
      '/outbox',
      { config: { access: 'public' }, schema: { tags: ['dev'], querystring: outboxQuery } },
      async (request): Promise<ApiSuccess<OutboxEntry[]>> => {
        const rows = await listOutbox(db, { to: request.query.to, limit: OUTBOX_LIMIT });
        return {
          status: true,
          data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        };
      },
    );
  };
}
