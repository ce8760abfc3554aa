import { postSchema, type Post, type PostList } from '@hanpan/contract';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { noticeKeys } from './notice-keys';
import { writeQueriesData } from '@/lib/query-client';

/** One notice with its markdown body; the server counts a view for each call. */
export function getNotice(id: number, signal?: AbortSignal): Promise<Post> {
  return api.get(`/api/boards/posts/${id}`, postSchema, { signal });
}

/** Carries a post's fresh counts into every cached list page that shows it. */
export function syncNoticeCounts(
  queryClient: QueryClient,
  id: number,
  counts: Partial<Pick<Post, 'view_count' | 'like_count'>>,
) {
  const cancelled = writeQueriesData<PostList>(queryClient, { queryKey: noticeKeys.lists }, (list) =>
    list && list.results.some((row) => row.id === id)
      ? { ...list, results: list.results.map((row) => (row.id === id ? { ...row, ...counts } : row)) }
      : list,
  );
  // A page read this cancelled may have brought other rows too: it is read again.
  if (cancelled) void queryClient.invalidateQueries({ queryKey: noticeKeys.lists });
}

/**
 * A notice opened from the list. Each fetch counts a view, so it is fetched when first opened and
 * kept for the visit (reopening does not count again).
 */
export function useNotice(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: noticeKeys.post(id),
    queryFn: async ({ signal }) => {
      const post = await getNotice(id, signal);
      syncNoticeCounts(queryClient, id, { view_count: post.view_count, like_count: post.like_count });
      return post;
    },
    staleTime: Infinity,
    meta: { errorLogMessage: 'Failed to fetch notice' },
  });
}
