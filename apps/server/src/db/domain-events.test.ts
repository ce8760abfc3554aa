import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds, openTestDatabase } from '../../test/helpers';
import type { DatabaseHandle, Executor } from './database';
import { createDomainEvents, type DomainEvents } from './domain-events';
import { inTransaction } from './transaction';

/** An error PostgreSQL raises for a serialization failure: the boundary runs the work again. */
const serializationFailure = () => Object.assign(new Error('could not serialize access'), { code: '40001' });
/** The example event: notification `userId` created for member `userId`. */
const created = (userId: number) => ({ userId, notificationId: userId });

describe.each(databaseKinds)('the transaction boundary and its after-commit events on %s', (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  /** A bus whose `balance.changed` subscriber records each delivery it heard, and a logger that records failures. */
  function bus() {
    const log = { error: vi.fn() };
    const events = createDomainEvents({ log });
    const heard: (readonly DomainEvents['notification.created'][])[] = [];
    events.subscribe('notification.created', (payloads) => void heard.push(payloads));
    return { events, heard, log };
  }

  it('delivers an event once, only after its transaction commits', async () => {
    const { events, heard } = bus();
    const result = await inTransaction(database.db, async (trx) => {
      events.publish(trx, 'notification.created', created(1));
      await sql`select 1`.execute(trx);
      expect(heard).toEqual([]);
      return 'done';
    });
    expect(result).toBe('done');
    expect(heard).toEqual([[created(1)]]);
  });

  it('announces at once what a statement committed on its own, and a failing subscriber is only logged', async () => {
    const { events, heard, log } = bus();
    events.subscribe('notification.created', () => {
      throw new Error('subscriber down');
    });
    await events.announce('notification.created', created(3));
    expect(heard).toEqual([[created(3)]]);
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('delivers nothing from a transaction that rolls back', async () => {
    const { events, heard } = bus();
    await expect(
      inTransaction(database.db, async (trx) => {
        events.publish(trx, 'notification.created', created(2));
        throw new Error('refused after all');
      }),
    ).rejects.toThrow('refused after all');
    expect(heard).toEqual([]);
  });

  it('delivers what the committed attempt published, once, when a transaction is retried', async () => {
    const { events, heard } = bus();
    let attempts = 0;
    await inTransaction(database.db, async (trx) => {
      attempts += 1;
      events.publish(trx, 'notification.created', created(attempts));
      if (attempts === 1) throw serializationFailure();
    });
    expect(attempts).toBe(2);
    expect(heard).toEqual([[created(2)]]);
  });

  it("delivers one transaction's events of a name together, each once and in order; each transaction apart", async () => {
    const { events, heard } = bus();
    const placed: (readonly DomainEvents['slip.placed'][])[] = [];
    events.subscribe('slip.placed', (payloads) => void placed.push(payloads));
    await inTransaction(database.db, async (trx) => {
      events.publish(trx, 'notification.created', created(3));
      events.publish(trx, 'slip.placed', { userId: 3, slipId: 30, fixtureIds: [7] });
      events.publish(trx, 'notification.created', created(4));
      events.publish(trx, 'notification.created', created(3));
    });
    await inTransaction(database.db, async (trx) => events.publish(trx, 'notification.created', created(5)));
    expect(heard).toEqual([[created(3), created(4)], [created(5)]]);
    expect(placed).toEqual([[{ userId: 3, slipId: 30, fixtureIds: [7] }]]);
  });

  it('throws when published outside a transaction inTransaction opened, or after it ended', async () => {
    const { events, heard } = bus();
    expect(() => events.publish(database.db, 'notification.created', created(5))).toThrow(/outside a transaction/);
    await expect(
      database.db.transaction().execute(async (trx) => events.publish(trx, 'notification.created', created(5))),
    ).rejects.toThrow(/outside a transaction/);
    let finished: Executor | undefined;
    await inTransaction(database.db, async (trx) => {
      events.publish(trx, 'notification.created', created(7));
      finished = trx;
    });
    expect(() => events.publish(finished as Executor, 'notification.created', created(5))).toThrow(
      /outside a transaction/,
    );
    expect(heard).toEqual([[created(7)]]);
  });

  it("logs a failing subscriber and never fails the caller's committed request; the others still hear", async () => {
    const { events, heard, log } = bus();
    const failing = vi.fn(() => Promise.reject(new Error('redis is down')));
    events.subscribe('notification.created', failing);
    const after: number[] = [];
    events.subscribe('notification.created', (payloads) => void after.push(...payloads.map(({ userId }) => userId)));

    await expect(
      inTransaction(database.db, async (trx) => {
        events.publish(trx, 'notification.created', created(6));
        return 'committed';
      }),
    ).resolves.toBe('committed');
    expect(failing).toHaveBeenCalledTimes(1);
    expect(heard).toEqual([[created(6)]]);
    expect(after).toEqual([6]);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'notification.created', payloads: [created(6)] }),
      'domain event subscriber failed',
    );
  });
});
