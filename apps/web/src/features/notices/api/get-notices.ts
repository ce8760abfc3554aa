import { DEFAULT_PAGE_SIZE, postListSchema, type PostList } from '@hanpan/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { noticeKeys } from './notice-keys';

/** Spec section 9: ten notices a page. */
export const NOTICES_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export function getNotices(page: number, signal?: AbortSignal): Promise<PostList> {
  return api.get('/api/boards/posts', postListSchema, {
    query: { board: 'notice', page, size: NOTICES_PAGE_SIZE },
    signal,
  });
}

export const noticesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: noticeKeys.list(page),
    queryFn: ({ signal }) => getNotices(page, signal),
    // Spec section 8: a failed load is only logged; the list stays as it was.
    meta: { errorLogMessage: 'Failed to fetch notices' },
    placeholderData: keepPreviousData,
  });

export function useNotices(page: number) {
  return useQuery(noticesQueryOptions(page));
}
