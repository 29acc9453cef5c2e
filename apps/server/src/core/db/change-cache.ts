import { LRUCache } from 'lru-cache';
import { EVERY_KEY, type DatabaseChanges } from './changes.ts';

type Options<V> = {
  /** The changes that make an entry stale (a trigger of migration 0022 announces them). */
  topic: string;
  max: number;
  /** How long an entry is trusted at most, in case a change went unheard for a reason nothing else noticed. */
  ttlMs: number;
  /** The key a change names an entry by, when it is not the entry's own (a session is changed by its user's id). */
  changeKeyOf?: (value: V) => string;
};

/** A value read from the database, and for how long it may be kept at most. */
export type Loaded<V> = { value: V; ttlMs?: number };

export type ChangeCache<V> = {
  /** The value kept for `key`, else what `load` reads (undefined: nothing, and nothing is kept). */
  get: (key: string, load: () => Promise<Loaded<V> | undefined>) => Promise<V | undefined>;
  /** Forgets what a change of `changeKey` names, in this instance at once. */
  forget: (changeKey: string) => void;
};

/**
 * Values read from the database, kept in this instance's memory until the database announces a change that
 * concerns them, on any instance and from any process. A read that overlapped a change keeps nothing, since it
 * may have seen the rows before it; while changes cannot be heard (the database's connection dropped), nothing is
 * kept or served.
 */
export function createChangeCache<V extends object>(
  changes: DatabaseChanges,
  { topic, max, ttlMs, changeKeyOf }: Options<V>,
): ChangeCache<V> {
  const entries = new LRUCache<string, V>({ max, ttl: ttlMs });
  let changesSeen = 0;

  const forget = (changeKey: string) => {
    changesSeen++;
    if (changeKey === EVERY_KEY) entries.clear();
    else if (!changeKeyOf) entries.delete(changeKey);
    else {
      const named = [...entries.entries()].filter(([, value]) => changeKeyOf(value) === changeKey);
      for (const [key] of named) entries.delete(key);
    }
  };
  changes.subscribe(topic, forget);

  return {
    get: async (key, load) => {
      if (!changes.isListening()) return (await load())?.value;
      const kept = entries.get(key);
      if (kept) return kept;
      const seenBefore = changesSeen;
      const loaded = await load();
      if (!loaded) return undefined;
      const ttl = Math.min(ttlMs, loaded.ttlMs ?? ttlMs);
      if (seenBefore === changesSeen && ttl > 0) entries.set(key, loaded.value, { ttl });
      return loaded.value;
    },
    forget,
  };
}
