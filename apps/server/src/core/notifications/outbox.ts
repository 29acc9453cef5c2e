import type { FastifyBaseLogger } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outboxMessages } from '../db/schema/index.ts';

export type OutboxMessage = {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
};

/**
 * A message no transport is configured for: kept in the outbox table and logged. In production the log says
 * only that it was not sent, never its text, which may hold a code.
 */
export async function keepInOutbox(
  db: Database,
  message: OutboxMessage,
  { log, production }: { log: FastifyBaseLogger; production: boolean },
): Promise<void> {
  await db.insert(outboxMessages).values(message);
  if (production) {
    log.warn(
      { channel: message.channel, to: message.to },
      `no ${message.channel} transport configured: not sent`,
    );
  } else {
    log.info({ outbox: message }, `${message.channel} kept in the dev outbox`);
  }
}

/** Newest first, at most `limit`, optionally only those to one address or number. */
export function listOutbox(db: Database, { to, limit }: { to?: string; limit: number }) {
  return db
    .select()
    .from(outboxMessages)
    .where(to ? eq(outboxMessages.to, to) : undefined)
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
}
