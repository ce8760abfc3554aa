import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { FeedAdapter } from '../feed/feed-adapter';
import { syncFeed } from '../feed/feed-sync';

/**
 * Keeps the sportsbook in step with the feed: once at start (awaited, so the site opens with
 * fixtures) and then every `intervalMs`. Returns a stop function for shutdown.
 */
export async function startFeedWorker(deps: { db: Database; feed: FeedAdapter; log: FastifyBaseLogger; intervalMs: number }): Promise<() => Promise<void>> {
  const { db, feed, log, intervalMs } = deps;
  let running: Promise<unknown> = syncFeed(db, feed, new Date());
  await running;
  const timer = setInterval(() => {
    running = syncFeed(db, feed, new Date()).catch((error: unknown) => log.error({ err: error }, 'feed sync failed'));
  }, intervalMs);
  return async () => {
    clearInterval(timer);
    await running;
  };
}
