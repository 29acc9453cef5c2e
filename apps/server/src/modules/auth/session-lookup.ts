import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { listenToDatabase } from '../../db/notifications.ts';
import { createSessionCache } from './session-cache.ts';
import { hashToken, readSession, type AuthContext } from './sessions.ts';

/** What the database announces whenever a session may have changed (migration 0022): a user's id, or '*'. */
const SESSION_CHANGE_CHANNEL = 'session_change';
const EVERYTHING = '*';

export type SessionLookup = {
  find: (token: string) => Promise<AuthContext | null>;
  /** After a request of this user changed something: this instance forgets their sessions before answering. */
  forgetUser: (userId: string) => void;
  close: () => Promise<void>;
};

/**
 * Sessions looked up through this instance's cache. The database tells every instance of each change to a user,
 * a session or a court room (a trigger's NOTIFY, from whichever process made it), so a logout, a deactivation or
 * a new password ends the session on every instance as soon as the message arrives. While that channel is down
 * (PostgreSQL restarting) nothing is cached.
 */
export async function createSessionLookup(db: Database, log: FastifyBaseLogger): Promise<SessionLookup> {
  const cache = createSessionCache();
  const listener = await listenToDatabase(
    db,
    SESSION_CHANGE_CHANNEL,
    {
      onMessage: (payload) => (payload === EVERYTHING ? cache.forgetAll() : cache.forgetUser(payload)),
      onGap: cache.forgetAll,
    },
    log,
  );

  async function find(token: string): Promise<AuthContext | null> {
    const tokenHash = hashToken(token);
    if (!listener.isListening()) return (await readSession(db, tokenHash))?.session ?? null;
    const cached = cache.get(tokenHash);
    if (cached) return cached;
    const mark = cache.mark();
    const found = await readSession(db, tokenHash);
    if (!found) return null;
    cache.keep(tokenHash, found.session, found.expiresAt, mark);
    return found.session;
  }

  return { find, forgetUser: cache.forgetUser, close: listener.close };
}
