import type { Balances } from '@hanpan/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from './database';
import { afterCommit } from './transaction';

/**
 * What modules announce from inside their transactions, by name. Subscribers hear of an event
 * only after its transaction commits, once however often the transaction was retried, and hear
 * all of one transaction's events of a name together (a settlement tick: one read, one push).
 */
export interface DomainEvents {
  /**
   * A posting moved this member's balances (cash, casino or points): all three after it, and the
   * posting's ledger transaction id. Every posting to a member holds their lock, so a later
   * change of one member always has a higher version.
   */
  'balance.changed': { userId: number; balances: Balances; version: number };
  /** A notification was written for this member. */
  'notification.created': { userId: number; notificationId: number };
  /** A member placed a sports slip on these fixtures (it joins the public Bets panel). */
  'slip.placed': { userId: number; slipId: number; fixtureIds: number[] };
  /** A member cancelled a pending slip. */
  'slip.cancelled': { userId: number; slipId: number };
  /** A member cashed a pending slip out. */
  'slip.cashed_out': { userId: number; slipId: number };
  /** A settlement tick settled slips or corrected settled ones. */
  'slips.settled': { slips: number; resettled: number };
  /** A provider's call closed a casino round or rolled one back. */
  'round.closed': { integrationId: number; requestId: string };
}

export type DomainEventName = keyof DomainEvents;
/** Hears one committed transaction's events of one name, each payload once, in the order published. */
export type DomainEventHandler<Name extends DomainEventName> = (
  payloads: readonly DomainEvents[Name][],
) => Promise<void> | void;

/**
 * The one event bus, created at wiring time (`app.ts`): modules `publish` inside their
 * transactions, push and others `subscribe` before the first request.
 */
export function createDomainEvents(deps: { log: Pick<FastifyBaseLogger, 'error'> }) {
  const handlers = new Map<DomainEventName, DomainEventHandler<never>[]>();
  /** Each open transaction's events, by name, keyed by their JSON so a repeat is announced once. */
  const published = new WeakMap<Executor, Map<DomainEventName, Map<string, unknown>>>();

  async function deliver<Name extends DomainEventName>(name: Name, payloads: DomainEvents[Name][]): Promise<void> {
    for (const handler of (handlers.get(name) ?? []) as DomainEventHandler<Name>[]) {
      try {
        await handler(payloads);
      } catch (error) {
        // The transaction committed: its member's request succeeds; a lost announcement costs a refresh.
        deps.log.error({ err: error, event: name, payloads }, 'domain event subscriber failed');
      }
    }
  }

  return {
    /**
     * Announces `name` once `trx` commits. The same event with the same payload twice in one
     * transaction is announced once (two postings to one member: one balance change).
     */
    publish<Name extends DomainEventName>(trx: Executor, name: Name, payload: DomainEvents[Name]): void {
      let byName = published.get(trx);
      if (!byName) published.set(trx, (byName = new Map()));
      let batch = byName.get(name) as Map<string, DomainEvents[Name]> | undefined;
      if (!batch) byName.set(name, (batch = new Map()));
      const payloads = batch;
      // Queued once per name (afterCommit keeps the first task under a key, and throws once `trx`
      // has ended): it delivers whatever the transaction published by its commit.
      afterCommit(trx, `event ${name}`, () => deliver(name, [...payloads.values()]));
      payloads.set(JSON.stringify(payload), payload);
    },

    /** Announces now what a statement that committed on its own (autocommit) did. */
    announce<Name extends DomainEventName>(name: Name, payload: DomainEvents[Name]): Promise<void> {
      return deliver(name, [payload]);
    },

    subscribe<Name extends DomainEventName>(name: Name, handler: DomainEventHandler<Name>): void {
      handlers.set(name, [...(handlers.get(name) ?? []), handler as DomainEventHandler<never>]);
    },
  };
}

export type DomainEventBus = ReturnType<typeof createDomainEvents>;
/** What a module that only announces needs. */
export type DomainEventPublisher = Pick<DomainEventBus, 'publish' | 'announce'>;
