import type { Balances } from '@hanpan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import type { DatabaseHandle } from '../../db/database';
import { createDomainEvents } from '../../db/domain-events';
import { inTransaction } from '../../db/transaction';
import type { PushMessage } from './push-hub';
import { subscribePushToDomainEvents } from './push-subscriptions';

describe('what members hear of committed changes', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.close();
  });

  /** The real bus, a push hub that records each publish, and balances that record each read. */
  function wired() {
    const events = createDomainEvents({ log: { error: () => {} } });
    const published: PushMessage[][] = [];
    const reads: (readonly number[])[] = [];
    subscribePushToDomainEvents({
      events,
      push: { publish: async (messages) => void published.push(messages) },
      balancesOfMembers: async (userIds) => {
        reads.push(userIds);
        return new Map(
          userIds.map((userId): [number, Balances] => [
            userId,
            { cash_balance: userId * 100, casino_balance: 0, points_balance: 0 },
          ]),
        );
      },
    });
    return { events, published, reads };
  }

  it("sends one transaction's balances with one read and one publish, each on its member's own topic", async () => {
    const { events, published, reads } = wired();
    await inTransaction(database.db, async (trx) => {
      for (const userId of [1, 2, 1]) events.publish(trx, 'balance.changed', { userId });
    });
    expect(reads).toEqual([[1, 2]]);
    expect(published).toEqual([
      [
        { topic: 'user:1', event: 'balance', data: { cash_balance: 100, casino_balance: 0, points_balance: 0 } },
        { topic: 'user:2', event: 'balance', data: { cash_balance: 200, casino_balance: 0, points_balance: 0 } },
      ],
    ]);
  });

  it("sends every notification of one transaction in one publish, each to its member's topic", async () => {
    const { events, published, reads } = wired();
    await inTransaction(database.db, async (trx) => {
      events.publish(trx, 'notification.created', { userId: 1, notificationId: 10 });
      events.publish(trx, 'notification.created', { userId: 2, notificationId: 11 });
    });
    expect(reads).toEqual([]);
    expect(published).toEqual([
      [
        { topic: 'user:1', event: 'notification', data: { id: 10 } },
        { topic: 'user:2', event: 'notification', data: { id: 11 } },
      ],
    ]);
  });
});
