import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import { redisReady } from '../lib/redis';

// The plugin's own stores, which it ships without types.
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => FastifyRateLimitStore;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
) => FastifyRateLimitStore;

type Incr = FastifyRateLimitStore['incr'];

/** Counts in Redis while it answers, in this process while it does not (or when a count fails). */
class SharedOrLocal implements FastifyRateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
  ) {}

  incr(...[key, callback, timeWindow, max]: Parameters<Incr>): void {
    if (!redisReady(this.redis)) return this.local.incr(key, callback, timeWindow, max);
    this.shared.incr(
      key,
      (error, result) => (error ? this.local.incr(key, callback, timeWindow, max) : callback(null, result)),
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new SharedOrLocal(this.redis, this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/**
 * A rate-limit store shared by every API process through Redis, that keeps counting in the
 * process while Redis is away: limits hold per process, and no request waits on Redis.
 */
export function sharedOrLocalStore(redis: Redis): FastifyRateLimitStoreCtor {
  return class extends SharedOrLocal {
    // Plain fixed windows: the limits here use neither continueExceeding nor exponentialBackoff.
    constructor() {
      super(redis, new RedisStore(false, false, redis), new LocalStore(false, false));
    }
  };
}
