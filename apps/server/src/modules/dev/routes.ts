import type { ApiSuccess } from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { listOutbox } from '../notifications/outbox.ts';

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
 * Development helpers, registered only outside production: the outbox shows the e-mails and texts that had
 * no transport to go out by, codes included.
 */
export function devRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
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
