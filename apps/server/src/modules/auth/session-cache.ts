import { LRUCache } from 'lru-cache';
import type { AuthContext } from './sessions.ts';

/** How long a looked-up session is trusted without the database, at most; a change forgets it at once. */
export const SESSION_CACHE_TTL_MS = 30_000;
export const SESSION_CACHE_MAX_SESSIONS = 50_000;

export type SessionCache = {
  get: (tokenHash: string) => AuthContext | undefined;
  /** When a lookup begins: what it finds is kept only if nothing changed meanwhile. */
  mark: () => number;
  /** Keeps what a lookup begun at `mark` found, until `expiresAt` at the latest. */
  keep: (tokenHash: string, session: AuthContext, expiresAt: Date, mark: number) => void;
  forgetUser: (userId: string) => void;
  forgetAll: () => void;
};

/**
 * The sessions this instance looked up recently, by the hash of their token, so that a signed-in request costs no
 * query. Whatever may have changed a session forgets it: `forgetUser` when a user, or one of their sessions,
 * changes, `forgetAll` when anything else might have. A lookup that overlapped a change keeps nothing, since it may
 * have read the row before the change.
 */
export function createSessionCache(): SessionCache {
  const sessions = new LRUCache<string, AuthContext>({
    max: SESSION_CACHE_MAX_SESSIONS,
    ttl: SESSION_CACHE_TTL_MS,
  });
  let changes = 0;

  return {
    get: (tokenHash) => sessions.get(tokenHash),
    mark: () => changes,
    keep: (tokenHash, session, expiresAt, mark) => {
      if (mark !== changes) return;
      const ttl = Math.min(SESSION_CACHE_TTL_MS, expiresAt.getTime() - Date.now());
      if (ttl > 0) sessions.set(tokenHash, session, { ttl });
    },
    forgetUser: (userId) => {
      changes++;
      const ofUser = [...sessions.entries()].filter(([, session]) => session.user.id === userId);
      for (const [tokenHash] of ofUser) sessions.delete(tokenHash);
    },
    forgetAll: () => {
      changes++;
      sessions.clear();
    },
  };
}
