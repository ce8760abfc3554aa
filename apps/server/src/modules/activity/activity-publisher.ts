import type { PublicPushTopic } from '@hanpan/contract';
import type { DomainEventBus } from '../../db/domain-events';
import type { PushHub } from '../push';

/** The public topic the Bets panel listens on; its event carries nothing but "changed". */
export const ACTIVITY_TOPIC: PublicPushTopic = 'activity';
/** At most one announcement per this many milliseconds per API process. */
export const ACTIVITY_PUBLISH_INTERVAL_MS = 1000;

/**
 * Announces on the public `activity` topic that the Bets panel changed (a slip placed, cancelled
 * or settled, a casino round closed), called after the change commits. Throttled per process:
 * the first change goes out at once, later ones within the interval are folded into one
 * announcement at its end, so the last change is always announced. Browsers then re-fetch the
 * lists, which the activity service answers from one cached read: a busy site costs one small
 * event a second, not a query per bet per visitor, and the money calls never run the panel's SQL.
 */
export function createActivityPublisher(deps: { push: Pick<PushHub, 'publish'>; intervalMs?: number }) {
  const { push } = deps;
  const intervalMs = deps.intervalMs ?? ACTIVITY_PUBLISH_INTERVAL_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;
  let closed = false;

  // publish never throws: a lost announcement costs a stale panel until the next one.
  const announce = () => void push.publish([{ topic: ACTIVITY_TOPIC, event: 'activity', data: {} }]);

  function startInterval() {
    timer = setTimeout(() => {
      timer = undefined;
      if (!pending) return;
      pending = false;
      announce();
      startInterval();
    }, intervalMs);
    timer.unref();
  }

  return {
    /** The panel's data changed and committed. Cheap: never queries, never waits. */
    changed(): void {
      if (closed) return;
      if (timer) {
        pending = true;
        return;
      }
      announce();
      startInterval();
    },

    close(): void {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      pending = false;
    },
  };
}

export type ActivityPublisher = ReturnType<typeof createActivityPublisher>;

/** What changes the Bets panel: slips placed, cancelled or settled, and casino rounds closed, once committed (one announcement a transaction). */
export function subscribeActivityToDomainEvents(deps: {
  events: Pick<DomainEventBus, 'subscribe'>;
  activity: Pick<ActivityPublisher, 'changed'>;
}): void {
  const changed = () => deps.activity.changed();
  for (const name of ['slip.placed', 'slip.cancelled', 'slip.cashed_out', 'slips.settled', 'round.closed'] as const) {
    deps.events.subscribe(name, changed);
  }
}
