import { Redis } from 'ioredis';

/** The Redis connections of one app: commands (rate limits) and the pub/sub pair of the socket adapter. */
export type RedisClients = { command: Redis; pub: Redis; sub: Redis; close: () => Promise<void> };

export function connectRedis(url: string): RedisClients {
  const command = new Redis(url);
  const pub = new Redis(url);
  const sub = pub.duplicate();
  return {
    command,
    pub,
    sub,
    close: async () => {
      await Promise.all([command.quit(), pub.quit(), sub.quit()]);
    },
  };
}
