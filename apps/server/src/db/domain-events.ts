import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from './database';
import { afterCommit } from './transaction';

/**
 * What modules announce from inside their transactions, by name. Subscribers hear of an event
 * only after its transaction commits, once however often the transaction was retried.
 */
export interface DomainEvents {
  /** A posting moved this member's balances (cash, casino or points). */
  'balance.changed': { userId: number };
  /** A notification was written for this member. */
  'notification.created': { userId: number; notificationId: number };
  /** A member placed a sports slip (it joins the public Bets panel). */
  'slip.placed': { userId: number; slipId: number };
  /** A member cancelled a pending slip. */
  'slip.cancelled': { userId: number; slipId: number };
  /** A settlement tick settled slips or corrected settled ones. */
  'slips.settled': { slips: number; resettled: number };
  /** A provider's call closed a casino round or rolled one back. */
  'round.closed': { integrationId: number; requestId: string };
}

export type DomainEventName = keyof DomainEvents;
export type DomainEventHandler<Name extends DomainEventName> = (payload: DomainEvents[Name]) => Promise<void> | void;

/**
 * The one event bus, created at wiring time (`app.ts`): modules `publish` inside their
 * transactions, push and others `subscribe` before the first request.
 */
export function createDomainEvents(deps: { log: Pick<FastifyBaseLogger, 'error'> }) {
  const handlers = new Map<DomainEventName, DomainEventHandler<never>[]>();

  async function deliver<Name extends DomainEventName>(name: Name, payload: DomainEvents[Name]): Promise<void> {
    for (const handler of (handlers.get(name) ?? []) as DomainEventHandler<Name>[]) {
      try {
        await handler(payload);
      } catch (error) {
        // The transaction committed: its member's request succeeds; a lost announcement costs a refresh.
        deps.log.error({ err: error, event: name, payload }, 'domain event subscriber failed');
      }
    }
  }

  return {
    /**
     * Announces `name` once `trx` commits. The same event with the same payload twice in one
     * transaction is announced once (two postings to one member: one balance change).
     */
    publish<Name extends DomainEventName>(trx: Executor, name: Name, payload: DomainEvents[Name]): void {
      afterCommit(trx, `${name} ${JSON.stringify(payload)}`, () => deliver(name, payload));
    },

    subscribe<Name extends DomainEventName>(name: Name, handler: DomainEventHandler<Name>): void {
      handlers.set(name, [...(handlers.get(name) ?? []), handler as DomainEventHandler<never>]);
    },
  };
}

export type DomainEventBus = ReturnType<typeof createDomainEvents>;
/** What a module that only announces needs. */
export type DomainEventPublisher = Pick<DomainEventBus, 'publish'>;
