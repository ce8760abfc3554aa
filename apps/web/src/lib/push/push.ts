import { createPushClient } from './push-client';

/**
 * The tab's one push stream. `usePushStream` (mounted once for a logged-in member) opens it for
 * the session; watching a public topic opens it for a visitor too. Any feature may listen or watch:
 *
 * ```ts
 * useEffect(() => watchFixtures(fixtureIds), [fixtureIds]);          // ids on screen (members)
 * useEffect(() => watchTopics(['activity']), []);                    // public topics (everyone)
 * useEffect(() => onPushEvent('fixture', (change) => ...), []);      // { id, status, live_score, bets }
 * useEffect(() => onPushResync(() => void refetch()), [refetch]);    // after a reconnect or a new list
 * ```
 *
 * Listeners and watches may be added before the stream opens (or while logged out); they apply
 * once it does.
 */
export const pushClient = createPushClient();

export const onPushEvent: typeof pushClient.on = (event, listener) => pushClient.on(event, listener);
export const onPushResync: typeof pushClient.onResync = (listener) => pushClient.onResync(listener);
export const watchFixtures: typeof pushClient.watchFixtures = (ids) => pushClient.watchFixtures(ids);
export const watchTopics: typeof pushClient.watchTopics = (topics) => pushClient.watchTopics(topics);

export type { PushEventData, PushEventName, ResyncReason } from './push-client';
