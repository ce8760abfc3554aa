import {
  adminEventListSchema,
  adminEventSchema,
  adminPostListSchema,
  adminPostSchema,
  type AdminEvent,
  type AdminPost,
  type CreateEventRequest,
  type CreatePostRequest,
  type UpdateEventRequest,
  type UpdatePostRequest,
} from '@hanpan/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidResponse } from '@/lib/api-client';
import { MEMBER_QUERY_SCOPE } from '@/lib/query-client';
import { fetchCsv } from '../utils/fetch-csv';

export const contentKeys = {
  all: [MEMBER_QUERY_SCOPE, 'admin', 'content'] as const,
  posts: (page: number) => [MEMBER_QUERY_SCOPE, 'admin', 'content', 'posts', page] as const,
  events: [MEMBER_QUERY_SCOPE, 'admin', 'content', 'events'] as const,
};

const POST_PAGE_SIZE = 20;

/** PATCH with a checked answer (the shared client parses GET and POST only). */
async function patch<T>(
  path: string,
  body: unknown,
  schema: { safeParse(data: unknown): { success: true; data: T } | { success: false } },
): Promise<T> {
  const parsed = schema.safeParse(await api.request(path, { method: 'PATCH', body }));
  if (!parsed.success) throw invalidResponse(200);
  return parsed.data;
}

export function useAdminPosts(page: number) {
  return useQuery({
    queryKey: contentKeys.posts(page),
    queryFn: ({ signal }) =>
      api.get('/api/admin/posts', adminPostListSchema, { query: { page, size: POST_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    meta: { errorLogMessage: 'Failed to fetch notices' },
  });
}

/** Every notice, hidden ones too, as the server writes it (CSV text with its BOM). */
export function fetchPostsCsv(): Promise<string> {
  return fetchCsv('/api/admin/posts');
}

/** Writes a notice: a new one without `id`, changed fields of an existing one with it. */
export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      data,
    }: {
      id: number | null;
      data: CreatePostRequest | UpdatePostRequest;
    }): Promise<AdminPost> =>
      id === null
        ? api.post('/api/admin/posts', data, adminPostSchema)
        : patch(`/api/admin/posts/${id}`, data, adminPostSchema),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export function useAdminEvents() {
  return useQuery({
    queryKey: contentKeys.events,
    queryFn: ({ signal }) => api.get('/api/admin/events', adminEventListSchema, { signal }),
    meta: { errorLogMessage: 'Failed to fetch events' },
  });
}

/** Every event, hidden ones too, as the server writes it (CSV text with its BOM). */
export function fetchEventsCsv(): Promise<string> {
  return fetchCsv('/api/admin/events');
}

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      data,
    }: {
      id: number | null;
      data: CreateEventRequest | UpdateEventRequest;
    }): Promise<AdminEvent> =>
      id === null
        ? api.post('/api/admin/events', data, adminEventSchema)
        : patch(`/api/admin/events/${id}`, data, adminEventSchema),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
