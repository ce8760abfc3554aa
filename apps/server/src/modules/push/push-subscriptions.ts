import type { Balances } from '@hanpan/contract';
import type { DomainEventBus } from '../../db/domain-events';
import type { PushHub } from './push-hub';

/** A member's own topic: their balances and notifications, only on streams opened with their session. */
const memberTopic = (userId: number) => `user:${userId}`;

/**
 * What members' browsers hear of committed changes: their new balances after a posting moved
 * them, and the id of each notification written for them (the inbox fetches it). One
 * transaction's changes go out together: one balances read and one publish, however many members.
 */
export function subscribePushToDomainEvents(deps: {
  events: Pick<DomainEventBus, 'subscribe'>;
  push: Pick<PushHub, 'publish'>;
  /** Read after commit, so the push carries what the members will see on a refresh. */
  balancesOfMembers: (userIds: readonly number[]) => Promise<Map<number, Balances>>;
}): void {
  const { events, push, balancesOfMembers } = deps;
  events.subscribe('notification.created', (created) =>
    push.publish(
      created.map(({ userId, notificationId }) => ({
        topic: memberTopic(userId),
        event: 'notification',
        data: { id: notificationId },
      })),
    ),
  );
  events.subscribe('balance.changed', async (changed) => {
    const balances = await balancesOfMembers(changed.map(({ userId }) => userId));
    await push.publish([...balances].map(([userId, data]) => ({ topic: memberTopic(userId), event: 'balance', data })));
  });
}
