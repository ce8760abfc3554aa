import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import type { DatabaseHandle } from '../../db/database';
import { createDomainEvents } from '../../db/domain-events';
import { inTransaction } from '../../db/transaction';
import type { PushMessage } from '../push/push-hub';
import {
  ACTIVITY_PUBLISH_INTERVAL_MS,
  createActivityPublisher,
  subscribeActivityToDomainEvents,
} from './activity-publisher';

function setup() {
  vi.useFakeTimers();
  const published: PushMessage[][] = [];
  const publisher = createActivityPublisher({
    push: {
      publish: async (messages) => {
        published.push(messages);
      },
    },
  });
  return { publisher, published };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('activity publisher', () => {
  it('announces the first change at once, on the public topic, with nothing but the event', () => {
    const { publisher, published } = setup();
    publisher.changed();
    expect(published).toEqual([[{ topic: 'activity', event: 'activity', data: {} }]]);
  });

  it('folds the changes of one interval into one announcement at its end', () => {
    const { publisher, published } = setup();
    publisher.changed();
    publisher.changed();
    publisher.changed();
    expect(published).toHaveLength(1);

    vi.advanceTimersByTime(ACTIVITY_PUBLISH_INTERVAL_MS - 1);
    expect(published).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(published).toHaveLength(2);

    // The trailing announcement starts another interval: a change within it waits for its end.
    publisher.changed();
    expect(published).toHaveLength(2);
    vi.advanceTimersByTime(ACTIVITY_PUBLISH_INTERVAL_MS);
    expect(published).toHaveLength(3);
  });

  it('announces at once again after a quiet interval, and nothing while nothing changed', () => {
    const { publisher, published } = setup();
    publisher.changed();
    vi.advanceTimersByTime(5 * ACTIVITY_PUBLISH_INTERVAL_MS);
    expect(published).toHaveLength(1);

    publisher.changed();
    expect(published).toHaveLength(2);
  });

  it('announces nothing after close, not even a change it was holding', () => {
    const { publisher, published } = setup();
    publisher.changed();
    publisher.changed();
    publisher.close();
    vi.advanceTimersByTime(ACTIVITY_PUBLISH_INTERVAL_MS);
    publisher.changed();
    expect(published).toHaveLength(1);
  });
});

describe('the Bets panel hears committed slips and rounds', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.close();
  });

  it('is told once per committed placement, cancellation, settlement and closed round; never of a rolled-back one', async () => {
    const events = createDomainEvents({ log: { error: vi.fn() } });
    const activity = { changed: vi.fn() };
    subscribeActivityToDomainEvents({ events, activity });

    await expect(
      inTransaction(database.db, async (trx) => {
        events.publish(trx, 'slip.placed', { userId: 1, slipId: 1, fixtureIds: [1] });
        throw new Error('refused after the slip was written');
      }),
    ).rejects.toThrow('refused');
    expect(activity.changed).not.toHaveBeenCalled();

    await inTransaction(database.db, async (trx) => {
      events.publish(trx, 'slip.placed', { userId: 1, slipId: 2, fixtureIds: [1] });
      events.publish(trx, 'slip.cancelled', { userId: 1, slipId: 3 });
      events.publish(trx, 'slips.settled', { slips: 4, resettled: 0 });
      events.publish(trx, 'round.closed', { integrationId: 1, requestId: 'r-1' });
      expect(activity.changed).not.toHaveBeenCalled();
    });
    expect(activity.changed).toHaveBeenCalledTimes(4);
  });
});
