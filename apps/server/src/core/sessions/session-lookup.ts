import type { Database } from '../db/client.ts';
import { createChangeCache } from '../db/change-cache.ts';
import type { DatabaseChanges } from '../db/changes.ts';
import { hashToken, readSession, type AuthContext } from './sessions.ts';

/** How long a looked-up session is trusted without the database at most; a change forgets it at once. */
const SESSION_CACHE_TTL_MS = 30_000;
const SESSION_CACHE_MAX_SESSIONS = 50_000;

export type SessionLookup = { find: (token: string) => Promise<AuthContext | null> };

/**
 * Sessions looked up through this instance's cache, so that a signed-in request costs no query. The database
 * tells every instance of each change to a user, one of their sessions or a court room, from whichever process made
 * it, so a logout, a deactivation or a new password ends the session on every instance as soon as that arrives.
 */
export function createSessionLookup(db: Database, changes: DatabaseChanges): SessionLookup {
  const cache = createChangeCache<AuthContext>(changes, {
    topic: 'session',
    max: SESSION_CACHE_MAX_SESSIONS,
    ttlMs: SESSION_CACHE_TTL_MS,
    changeKeyOf: (session) => session.user.id,
  });
  return {
    find: async (token) => {
      const tokenHash = hashToken(token);
      const session = await cache.get(tokenHash, async () => {
        const found = await readSession(db, tokenHash);
        return found && { value: found.session, ttlMs: found.expiresAt.getTime() - Date.now() };
      });
      return session ?? null;
    },
  };
}
