import type { Balances } from '@hanpan/contract';
import type { DomainEventBus } from '../../db/domain-events';
import type { PushHub } from './push-hub';

/** A member's own topic: their balances and notifications, only on streams opened with their session. */
const memberTopic = (userId: number) => `user:${userId}`;

/**
 * What members' browsers hear of committed changes: their new balances after a posting moved
 * them, and the id of each notification written for them (the inbox fetches it).
 */
export function subscribePushToDomainEvents(deps: {
  events: Pick<DomainEventBus, 'subscribe'>;
  push: Pick<PushHub, 'publish'>;
  /** Read after commit, so the push carries what the member will see on a refresh. */
  balancesOf: (userId: number) => Promise<Balances>;
}): void {
  const { events, push, balancesOf } = deps;
  events.subscribe('notification.created', ({ userId, notificationId }) =>
    push.publish([{ topic: memberTopic(userId), event: 'notification', data: { id: notificationId } }]),
  );
  events.subscribe('balance.changed', async ({ userId }) =>
    push.publish([{ topic: memberTopic(userId), event: 'balance', data: await balancesOf(userId) }]),
  );
}
