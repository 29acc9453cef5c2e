import type { HashStore } from './hash-store.ts';

/** The courtroom's hashes in this process's memory: one instance only (no REDIS_URL). */
export function createMemoryHashStore(): HashStore {
  const hashes = new Map<string, Map<string, string>>();
  const hashOf = (key: string) => {
    const hash = hashes.get(key) ?? new Map<string, string>();
    hashes.set(key, hash);
    return hash;
  };
  return {
    getAll: async (key) => Object.fromEntries(hashes.get(key) ?? []),
    get: async (key, field) => hashes.get(key)?.get(field),
    set: async (key, fields) => {
      const hash = hashOf(key);
      Object.entries(fields).forEach(([field, value]) => hash.set(field, value));
    },
    remove: async (key, field) => hashes.get(key)?.delete(field) ?? false,
    removeIf: async (key, field, expected) => {
      const hash = hashes.get(key);
      return hash?.get(field) === expected ? hash.delete(field) : false;
    },
    drop: async (keys) => keys.forEach((key) => hashes.delete(key)),
  };
}
