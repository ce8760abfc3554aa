import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { sessionStore } from '../auth/session';
import { writeQueryData } from '../query-client';
import { sharedQueryKeys } from '../query-keys';
import { pushClient } from './push';
import type { PushClient } from './push-client';

const subscribeToSession = (listener: () => void) => sessionStore.subscribe(listener);

/**
 * Keeps the tab's push stream open while a member is logged in, and applies what it brings to
 * the shared queries: a `balance` newer than any heard replaces the balances, a `notification` refetches the inbox and
 * the member's level (an operator's move of it arrives as one), and once the stream is first ready and after a
 * reconnect all three are fetched again (nothing is replayed). Mount once, in member-only UI.
 */
export function usePushStream(client: PushClient = pushClient) {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(subscribeToSession, sessionStore.getToken);

  useEffect(() => {
    client.setToken(token);
    return () => client.setToken(null);
  }, [client, token]);

  useEffect(() => {
    const refetchNotifications = () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.notifications }),
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.myLevel }),
      ]);
    // Pushes from several server processes may cross: an older balance never replaces a newer one.
    // Each session (`token`) starts afresh.
    let newestVersion = 0;
    const unsubscribes = [
      client.on('balance', ({ version, ...balances }) => {
        if (version <= newestVersion) return;
        newestVersion = version;
        // Over any balances read still in flight: it may have been answered before this move.
        writeQueryData(queryClient, sharedQueryKeys.balances, balances);
      }),
      client.on('notification', () => void refetchNotifications()),
      client.onResync((reason) => {
        // Read before the stream was ready, or across a dropped one, the member's data may have missed
        // a push. A reopen for other fixtures or topics overlaps the old stream, so it missed nothing.
        if (reason !== 'opened' && reason !== 'reconnect') return;
        void refetchNotifications();
        void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.balances });
      }),
    ];
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [client, queryClient, token]);
}
