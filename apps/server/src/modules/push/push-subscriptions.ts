import type { DomainEventBus, DomainEvents } from '../../db/domain-events';
import type { PushHub } from './push-hub';

/** A member's own topic: their balances and notifications, only on streams opened with their session. */
const memberTopic = (userId: number) => `user:${userId}`;

/**
 * What members' browsers hear of committed changes: their balances after a posting moved them,
 * with the version a browser keeps the newest of (pushes from several processes may cross), and
 * the id of each notification written for them (the inbox fetches it). One transaction's changes
 * go out in one publish, however many members.
 */
export function subscribePushToDomainEvents(deps: {
  events: Pick<DomainEventBus, 'subscribe'>;
  push: Pick<PushHub, 'publish'>;
}): void {
  const { events, push } = deps;
  events.subscribe('notification.created', (created) =>
    push.publish(
      created.map(({ userId, notificationId }) => ({
        topic: memberTopic(userId),
        event: 'notification',
        data: { id: notificationId },
      })),
    ),
  );
  events.subscribe('balance.changed', (changed) => {
    const newest = new Map<number, DomainEvents['balance.changed']>();
    for (const change of changed) {
      if ((newest.get(change.userId)?.version ?? 0) < change.version) newest.set(change.userId, change);
    }
    return push.publish(
      [...newest.values()].map(({ userId, balances, version }) => ({
        topic: memberTopic(userId),
        event: 'balance',
        data: { ...balances, version },
      })),
    );
  });
}
