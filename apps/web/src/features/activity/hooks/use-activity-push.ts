import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onPushEvent, onPushResync, watchTopics } from '@/lib/push/push';
import { activityKeys } from '../api/get-activity-bets';

/**
 * Keeps the Bets panel's lists current by push, for visitors and members alike: the public
 * `activity` topic announces that something changed, and the lists are fetched again. After a
 * reconnect, or once the stream carries the topic (a reopen for it), they are fetched again too,
 * since announcements are not replayed. A reopen for another fixture list missed nothing here.
 */
export function useActivityPush() {
  const queryClient = useQueryClient();

  useEffect(() => watchTopics(['activity']), []);

  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: activityKeys.bets });
    const unsubscribes = [
      onPushEvent('activity', refetch),
      onPushResync((reason) => {
        if (reason !== 'fixtures') refetch();
      }),
    ];
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [queryClient]);
}
