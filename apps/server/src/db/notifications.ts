import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from './client.ts';

/** The database's NOTIFY messages on one channel, for as long as this process listens. */
export type DatabaseListener = {
  /** Whether every message sent since the last `onGap` has been (or will be) delivered. */
  isListening: () => boolean;
  close: () => Promise<void>;
};

type Handlers = {
  onMessage: (payload: string) => void;
  /** Messages may have been missed (the connection dropped): whatever they would have corrected is suspect. */
  onGap: () => void;
};

const RECONNECT_DELAY_MS = 1_000;

/**
 * Listens on `channel` of the app's database. PGlite runs in this process and delivers a message while the query
 * that sent it resolves. On PostgreSQL a connection of its own listens, outside the pool; when it drops, `onGap`
 * is called and it connects again until closed.
 */
export async function listenToDatabase(
  db: Database,
  channel: string,
  handlers: Handlers,
  log: FastifyBaseLogger,
): Promise<DatabaseListener> {
  // drizzle's instances carry their driver's client; the shared Database type does not name it.
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    const unlisten = await client.listen(channel, handlers.onMessage);
    return { isListening: () => true, close: () => unlisten() };
  }
  if (client instanceof pg.Pool) return listenOnPostgres(client, channel, handlers, log);
  throw new Error('the database is neither PGlite nor a PostgreSQL pool');
}

async function listenOnPostgres(
  pool: pg.Pool,
  channel: string,
  { onMessage, onGap }: Handlers,
  log: FastifyBaseLogger,
): Promise<DatabaseListener> {
  let connection: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const dropped = (client: pg.Client) => {
    if (connection !== client) return;
    connection = undefined;
    onGap();
    client.end().catch(() => undefined);
    if (!closed) retry = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
  };

  async function connect(): Promise<void> {
    const client = new pg.Client(pool.options);
    client.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    client.on('error', (error) => {
      log.warn({ err: error }, `listening to the database's ${channel} messages failed`);
      dropped(client);
    });
    client.on('end', () => dropped(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (closed) await client.end();
      else connection = client;
    } catch (error) {
      log.warn({ err: error }, `listening to the database's ${channel} messages failed`);
      client.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
    }
  }

  await connect();
  return {
    isListening: () => connection !== undefined,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const client = connection;
      connection = undefined;
      await client?.end();
    },
  };
}
