import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { createFeedChangeTracker } from '../feed/feed-changes';
import type { FeedAdapter } from '../feed/feed-adapter';
import { syncFeed } from '../feed/feed-sync';
import type { SettlementService } from '../modules/betting';
import type { PushHub } from '../modules/push';

/**
 * Keeps the book in step with the feed, tells watching browsers what moved, then settles what
 * finished: once at start (awaited, so the site opens with fixtures) and then every `intervalMs`.
 * Each step runs on one process of a cluster (advisory locks). Returns a stop function.
 */
export async function startSportsbookWorker(deps: {
  db: Database;
  feed: FeedAdapter;
  settlement: SettlementService;
  push: PushHub;
  log: FastifyBaseLogger;
  intervalMs: number;
}): Promise<() => Promise<void>> {
  const { db, feed, settlement, push, log, intervalMs } = deps;
  const changesSince = createFeedChangeTracker();
  const tick = async () => {
    // What was written (the feed with the operators' overrides over it) is what browsers are told.
    const applied = await syncFeed(db, feed.snapshot(new Date()));
    if (applied) {
      await push.publish(
        changesSince(applied).map((event) => ({ topic: `fixture:${event.id}`, event: 'fixture', data: event })),
      );
    }
    const settled = await settlement.tick();
    if (settled.slips > 0 || settled.resettled > 0) log.info(settled, 'settled bets');
  };
  let running: Promise<unknown> = tick();
  await running;
  const timer = setInterval(() => {
    running = tick().catch((error: unknown) => log.error({ err: error }, 'sportsbook worker tick failed'));
  }, intervalMs);
  return async () => {
    clearInterval(timer);
    await running;
  };
}
