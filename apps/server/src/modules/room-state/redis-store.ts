import type { Redis } from 'ioredis';
import type { HashStore } from './hash-store.ts';

/** HDEL only while the field still holds the value read before: a compare-and-delete in one step. */
const REMOVE_IF_UNCHANGED = `
if redis.call('HGET', KEYS[1], ARGV[1]) == ARGV[2] then
  return redis.call('HDEL', KEYS[1], ARGV[1])
end
return 0`;

/** The courtroom's hashes in Redis, shared by every instance of the deployment. */
export function createRedisHashStore(redis: Redis): HashStore {
  return {
    getAll: (key) => redis.hgetall(key),
    get: async (key, field) => (await redis.hget(key, field)) ?? undefined,
    set: async (key, fields) => {
      if (Object.keys(fields).length > 0) await redis.hset(key, fields);
    },
    remove: async (key, field) => (await redis.hdel(key, field)) > 0,
    removeIf: async (key, field, expected) =>
      (await redis.eval(REMOVE_IF_UNCHANGED, 1, key, field, expected)) === 1,
    drop: async (keys) => {
      if (keys.length > 0) await redis.del(...keys);
    },
  };
}
