import type { InstanceHealth } from '@nyaya/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** How often each instance reports its health to the others. */
export const HEARTBEAT_EVERY_MS = 5000;
/** How long a report lasts without the next: an instance silent for three reports' time is taken as gone. */
export const HEARTBEAT_LASTS_MS = 3 * HEARTBEAT_EVERY_MS;

export type Heartbeats = {
  /** Every other instance's last report, by name. */
  others(): Promise<InstanceHealth[]>;
  /** This instance stops reporting and is gone from the list at once. */
  stop(): Promise<void>;
};

type Options = {
  redis: Redis;
  prefix: string;
  /** This instance's health now. */
  self: () => InstanceHealth;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

/**
 * The instances' health through Redis: each writes its own under a key that expires (Redis's clock, not the
 * instances'), and lists its id in a set; a reader takes every listed report still there and forgets the ids whose
 * report expired. Reading never waits on another instance, and one that died leaves the list by itself.
 */
export function startHeartbeats({ redis, prefix, self, log }: Options): Heartbeats {
  const ids = `${prefix}:system-health:instances`;
  const keyOf = (id: string) => `${prefix}:system-health:instance:${id}`;
  const { id } = self();

  async function report() {
    try {
      await redis
        .multi()
        .set(keyOf(id), JSON.stringify(self()), 'PX', HEARTBEAT_LASTS_MS)
        .sadd(ids, id)
        .pexpire(ids, HEARTBEAT_LASTS_MS)
        .exec();
    } catch (error) {
      log.warn({ err: error }, 'system health: the heartbeat could not be written');
    }
  }

  let writing = report();
  const timer = setInterval(() => {
    writing = report();
  }, HEARTBEAT_EVERY_MS);
  timer.unref();

  return {
    async others() {
      const listed = (await redis.smembers(ids)).filter((other) => other !== id);
      if (listed.length === 0) return [];
      const reports = await redis.mget(listed.map(keyOf));
      const gone = listed.filter((_other, index) => reports[index] === null);
      if (gone.length > 0) await redis.srem(ids, ...gone);
      return reports
        .flatMap((report) => (report === null ? [] : [JSON.parse(report) as InstanceHealth]))
        .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    },
    async stop() {
      clearInterval(timer);
      // A report still on its way would list this instance again.
      await writing;
      try {
        await redis.multi().del(keyOf(id)).srem(ids, id).exec();
      } catch (error) {
        // Its report expires by itself: the instance leaves the list a few seconds later instead of at once.
        log.warn({ err: error }, 'system health: the heartbeat could not be withdrawn');
      }
    },
  };
}
