import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Database } from './client.ts';

/** Where the database announces changes as '<topic>:<key>' (migration 0022). */
const CHANNEL = 'row_change';
/** The key of a change that may concern anything of its topic. */
export const EVERY_KEY = '*';
/** This process's own messages, each heard after every change committed before it was sent. */
const CATCH_UP_TOPIC = 'caught-up';
/** A listener that has not heard its own message by then has stopped hearing: it connects again. */
const CATCH_UP_TIMEOUT_MS = 2_000;

/** What changed in the database, as its triggers announce it, for as long as this process listens. */
export type DatabaseChanges = {
  /**
   * Calls `onChange` with the key of every change of `topic`, and with EVERY_KEY whenever changes may have been
   * missed (the connection that hears them dropped).
   */
  subscribe: (topic: string, onChange: (key: string) => void) => void;
  /** Whether every change from now on will be heard: while not, nothing read may be trusted for later. */
  isListening: () => boolean;
  /** Resolves once every change committed before the call has been heard here (a request's own writes). */
  caughtUp: () => Promise<void>;
  close: () => Promise<void>;
};

type Handlers = { onMessage: (payload: string) => void; onGap: () => void };
type Listener = { isListening: () => boolean; restart: () => void; close: () => Promise<void> };

/**
 * Listens to the app's database. PGlite runs in this process and delivers a message while the query that sent it
 * resolves. On PostgreSQL a connection of its own listens, outside the pool; when it drops, every subscriber hears
 * EVERY_KEY, and it connects again until closed.
 */
export async function listenForChanges(db: Database, log: FastifyBaseLogger): Promise<DatabaseChanges> {
  const subscribers = new Map<string, ((key: string) => void)[]>();
  const tell = (topic: string, key: string) => subscribers.get(topic)?.forEach((onChange) => onChange(key));
  const catchingUp = new Map<string, () => void>();
  const handlers: Handlers = {
    onMessage: (payload) => {
      const colon = payload.indexOf(':');
      const [topic, key] = [payload.slice(0, colon), payload.slice(colon + 1)];
      if (topic === CATCH_UP_TOPIC) catchingUp.get(key)?.();
      else tell(topic, key);
    },
    onGap: () => [...subscribers.keys()].forEach((topic) => tell(topic, EVERY_KEY)),
  };
  const listener = await listen(db, handlers, log);

  async function caughtUp() {
    if (!listener.isListening()) return;
    const id = randomUUID();
    const heard = new Promise<boolean>((resolve) => catchingUp.set(id, () => resolve(true)));
    try {
      await db.execute(sql`SELECT pg_notify(${CHANNEL}, ${`${CATCH_UP_TOPIC}:${id}`})`);
      const inTime = await Promise.race([heard, sleep(CATCH_UP_TIMEOUT_MS, false)]);
      if (!inTime) listener.restart();
    } catch (error) {
      // The request is done; what may not have been heard is forgotten instead.
      log.warn({ err: error }, "catching up with the database's changes failed");
      listener.restart();
    } finally {
      catchingUp.delete(id);
    }
  }

  return {
    subscribe: (topic, onChange) => subscribers.set(topic, [...(subscribers.get(topic) ?? []), onChange]),
    isListening: listener.isListening,
    // PGlite has delivered every message by the time the query that sent it resolved.
    caughtUp: driverOf(db) instanceof PGlite ? async () => undefined : caughtUp,
    close: listener.close,
  };
}

/** drizzle's instances carry their driver's client; the shared Database type does not name it. */
const driverOf = (db: Database) => (db as unknown as { $client: unknown }).$client;

async function listen(db: Database, handlers: Handlers, log: FastifyBaseLogger): Promise<Listener> {
  const client = driverOf(db);
  if (client instanceof PGlite) {
    const unlisten = await client.listen(CHANNEL, handlers.onMessage);
    return { isListening: () => true, restart: () => undefined, close: () => unlisten() };
  }
  if (client instanceof pg.Pool) return listenOnPostgres(client, handlers, log);
  throw new Error('the database is neither PGlite nor a PostgreSQL pool');
}

const RECONNECT_DELAY_MS = 1_000;

async function listenOnPostgres(
  pool: pg.Pool,
  { onMessage, onGap }: Handlers,
  log: FastifyBaseLogger,
): Promise<Listener> {
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
      if (message.channel === CHANNEL) onMessage(message.payload ?? '');
    });
    client.on('error', (error) => {
      log.warn({ err: error }, "listening to the database's changes failed");
      dropped(client);
    });
    client.on('end', () => dropped(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      if (closed) await client.end();
      else connection = client;
    } catch (error) {
      log.warn({ err: error }, "listening to the database's changes failed");
      client.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
    }
  }

  await connect();
  return {
    isListening: () => connection !== undefined,
    restart: () => {
      if (connection) dropped(connection);
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const client = connection;
      connection = undefined;
      await client?.end();
    },
  };
}
