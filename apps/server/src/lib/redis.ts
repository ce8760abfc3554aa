import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The process's Redis connection for commands (shared rate-limit counts, push publishing). While
 * Redis is away its commands fail at once instead of queueing for a reconnect (each would have
 * held its request ~1 s), so callers fall back to this process alone; one log line when Redis
 * goes and one when it returns. Answers once the first connection attempt has succeeded or failed:
 * a site starts without Redis.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  let away = false;
  redis.on('error', (error: Error) => {
    if (away) return;
    away = true;
    log.warn(
      { reason: error.message },
      'Redis unreachable: rate limits count per process and pushes reach this process only, until it returns',
    );
  });
  redis.on('ready', () => {
    if (!away) return;
    away = false;
    log.info('Redis is back: rate limits and pushes are shared again');
  });
  await new Promise<void>((resolve) => {
    const settle = () => {
      redis.off('ready', settle);
      redis.off('error', settle);
      resolve();
    };
    redis.on('ready', settle);
    redis.on('error', settle);
  });
  return redis;
}

/** Whether a command sent now would reach Redis. */
export const redisReady = (redis: Redis) => redis.status === 'ready';
