import type { NotificationIdsRequest } from '@hanpan/contract';
import { notificationsUpdatedSchema, type NotificationsUpdated } from '@hanpan/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';
import { useSession } from '@/lib/auth/session';
import { sharedQueryKeys } from '@/lib/query-keys';
import { writeQueryData } from '@/lib/query-client';

/**
 * A notification as the inbox reads it: the contract's shape, but a type the client does not know
 * is kept (and shown grey), and an action is checked only when followed, so one odd row never
 * empties the inbox.
 */
export const inboxNotificationSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  time: z.string(),
  read: z.boolean(),
  action: z.unknown().optional(),
});
export type InboxNotification = z.infer<typeof inboxNotificationSchema>;

export const inboxSchema = z.object({
  results: z.array(inboxNotificationSchema),
  count: z.number().int(),
  unread_count: z.number().int(),
});
export type Inbox = z.infer<typeof inboxSchema>;

/** The server's largest page: the panel shows every notification the member has not dismissed. */
export const INBOX_SIZE = 100;

export function getNotifications(signal?: AbortSignal): Promise<Inbox> {
  return api.get('/api/users/notifications', inboxSchema, { query: { page: 1, size: INBOX_SIZE }, signal });
}

/** The member's inbox; the push stream refetches it when a notification arrives. */
export function useNotifications() {
  const { canCallMemberApi } = useSession();
  return useQuery({
    queryKey: sharedQueryKeys.notifications,
    queryFn: ({ signal }) => getNotifications(signal),
    enabled: canCallMemberApi,
    meta: { errorLogMessage: 'Failed to fetch notifications' },
    // The push stream announces new ones, but not every source does yet (replies, operator
    // notices): look again when the panel opens, when the tab returns, and once a minute.
    refetchOnMount: 'always',
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  });
}

export function markNotificationsRead(request: NotificationIdsRequest): Promise<NotificationsUpdated> {
  return api.post('/api/users/notifications/mark-read', request, notificationsUpdatedSchema);
}

export function dismissNotifications(request: NotificationIdsRequest): Promise<NotificationsUpdated> {
  return api.post('/api/users/notifications/dismiss', request, notificationsUpdatedSchema);
}

const isTarget = (request: NotificationIdsRequest, id: number) =>
  request.all === true || (request.ids?.includes(id) ?? false);

/** Shows the change at once, then asks the server and fetches the inbox again either way. */
function useInboxMutation(
  send: (request: NotificationIdsRequest) => Promise<NotificationsUpdated>,
  apply: (inbox: Inbox, request: NotificationIdsRequest) => Inbox,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (request) => {
      writeQueryData<Inbox>(queryClient, sharedQueryKeys.notifications, (inbox) =>
        inbox ? apply(inbox, request) : inbox,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharedQueryKeys.notifications }),
  });
}

export function useMarkNotificationsRead() {
  return useInboxMutation(markNotificationsRead, (inbox, request) => {
    const results = inbox.results.map((item) => (isTarget(request, item.id) ? { ...item, read: true } : item));
    return { ...inbox, results, unread_count: results.filter((item) => !item.read).length };
  });
}

export function useDismissNotifications() {
  return useInboxMutation(dismissNotifications, (inbox, request) => {
    const results = inbox.results.filter((item) => !isTarget(request, item.id));
    return {
      ...inbox,
      results,
      count: Math.max(0, inbox.count - (inbox.results.length - results.length)),
      unread_count: results.filter((item) => !item.read).length,
    };
  });
}
