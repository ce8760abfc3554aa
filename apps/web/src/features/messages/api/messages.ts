import {
  DEFAULT_PAGE_SIZE,
  messageListSchema,
  updatedCountSchema,
  type MessageList,
  type UpdatedCount,
} from '@hanpan/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { MEMBER_QUERY_SCOPE } from '@/lib/query-client';
import { writeQueriesData } from '@/lib/query-client';

export const messageKeys = {
  all: [MEMBER_QUERY_SCOPE, 'messages'] as const,
  page: (page: number) => [MEMBER_QUERY_SCOPE, 'messages', page] as const,
};

/** Spec section 9: ten messages a page. */
export const MESSAGES_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export function getMessages(page: number, signal?: AbortSignal): Promise<MessageList> {
  return api.get('/api/users/messages', messageListSchema, { query: { page, size: MESSAGES_PAGE_SIZE }, signal });
}

export const messagesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: messageKeys.page(page),
    queryFn: ({ signal }) => getMessages(page, signal),
    // Spec section 8: a failed load is only logged; the list stays as it was.
    meta: { errorLogMessage: 'Failed to fetch messages' },
    placeholderData: keepPreviousData,
  });

export function useMessages(page: number) {
  return useQuery(messagesQueryOptions(page));
}

export function markMessagesRead(ids: readonly number[]): Promise<UpdatedCount> {
  return api.post('/api/users/messages/mark-read', { message_ids: ids }, updatedCountSchema);
}

export function deleteMessages(ids: readonly number[]): Promise<UpdatedCount> {
  return api.post('/api/users/messages/delete', { message_ids: ids }, updatedCountSchema);
}

/** Spec section 4: marking calls the server, then the list is fetched again. */
export function useMarkMessagesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessagesRead,
    // Shown read at once; the refetch confirms.
    onMutate: (ids) => {
      writeQueriesData<MessageList>(queryClient, { queryKey: messageKeys.all }, (list) =>
        list
          ? {
              ...list,
              results: list.results.map((message) =>
                ids.includes(message.id) ? { ...message, is_read: true } : message,
              ),
            }
          : list,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

/** Spec section 4: deleting calls the server, then the list is fetched again. */
export function useDeleteMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessages,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
