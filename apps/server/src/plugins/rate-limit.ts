import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { PUBLIC_CASE_CHECKS_PER_IP_PER_MINUTE } from '@nyaya/shared';
import type { Config } from '../core/config.ts';
import { tooManyRequests } from '../core/errors.ts';

/**
 * Limits are opted into per route (`config.rateLimit`); counters live in Redis when there is one, so every
 * instance behind the load balancer counts the same client together.
 */
export async function registerRateLimit(app: FastifyInstance, redis: Redis | undefined, config: Config) {
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: `${config.redisPrefix}:rate-limit:`,
    errorResponseBuilder: () => tooManyRequests(),
  });
}

export function loginRateLimit(config: Pick<Config, 'loginRateLimitPerMinute'>) {
  return { max: config.loginRateLimitPerMinute, timeWindow: 60_000 };
}

/**
 * Sign-ups per IP address per hour, so "already registered" cannot be asked of every address in a list.
 * Counted after validation: a form sent back for a typo costs nothing, and every request counted reached
 * the duplicate checks.
 */
export function signupRateLimit(config: Pick<Config, 'signupRateLimitPerHour'>) {
  return { max: config.signupRateLimitPerHour, timeWindow: 3_600_000, hook: 'preHandler' as const };
}

/**
 * The front door's case checks per IP address per minute, counted after validation: a mistyped CNR costs nothing,
 * every counted check reached the database.
 */
export function publicCaseCheckRateLimit() {
  return { max: PUBLIC_CASE_CHECKS_PER_IP_PER_MINUTE, timeWindow: 60_000, hook: 'preHandler' as const };
}
