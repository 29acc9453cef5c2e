import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** The Redis connections of one app: commands (rate limits) and the pub/sub pair of the socket adapter. */
export type RedisClients = { command: Redis; pub: Redis; sub: Redis; close: () => Promise<void> };

export function connectRedis(url: string, log: FastifyBaseLogger): RedisClients {
  const command = new Redis(url);
  const pub = new Redis(url);
  const sub = pub.duplicate();
  const clients = [command, pub, sub];
  // ioredis reconnects by itself; without a listener its errors would surface as unhandled events.
  clients.forEach((client) =>
    client.on('error', (error) => log.warn({ err: error }, 'redis connection error')),
  );
  return {
    command,
    pub,
    sub,
    close: async () => {
      await Promise.all(clients.map((client) => client.quit()));
    },
  };
}
