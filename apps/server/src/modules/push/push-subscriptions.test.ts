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

  /** The real bus and a push hub that records each publish. */
  function wired() {
    const events = createDomainEvents({ log: { error: () => {} } });
    const published: PushMessage[][] = [];
    subscribePushToDomainEvents({ events, push: { publish: async (messages) => void published.push(messages) } });
    return { events, published };
  }
  const balances = (cash: number) => ({ cash_balance: cash, casino_balance: 0, points_balance: 0 });

  it("sends one transaction's newest balances of each member in one publish, each on its member's own topic", async () => {
    const { events, published } = wired();
    await inTransaction(database.db, async (trx) => {
      events.publish(trx, 'balance.changed', { userId: 1, balances: balances(100), version: 11 });
      events.publish(trx, 'balance.changed', { userId: 2, balances: balances(200), version: 12 });
      events.publish(trx, 'balance.changed', { userId: 1, balances: balances(150), version: 13 });
    });
    expect(published).toEqual([
      [
        { topic: 'user:1', event: 'balance', data: { ...balances(150), version: 13 } },
        { topic: 'user:2', event: 'balance', data: { ...balances(200), version: 12 } },
      ],
    ]);
  });

  it("sends every notification of one transaction in one publish, each to its member's topic", async () => {
    const { events, published } = wired();
    await inTransaction(database.db, async (trx) => {
      events.publish(trx, 'notification.created', { userId: 1, notificationId: 10 });
      events.publish(trx, 'notification.created', { userId: 2, notificationId: 11 });
    });
    expect(published).toEqual([
      [
        { topic: 'user:1', event: 'notification', data: { id: 10 } },
        { topic: 'user:2', event: 'notification', data: { id: 11 } },
      ],
    ]);
  });
});
