import { QueryCache, QueryClient, type QueryKey, type Updater } from '@tanstack/react-query';
import { ApiError } from './api-client';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** When set, a failure is logged with this text (the spec's "only logged" failures). */
      errorLogMessage?: string;
    };
  }
}

/** First key part of every query that holds the logged-in member's data; dropped at logout. */
export const MEMBER_QUERY_SCOPE = 'member';

const MAX_RETRIES = 2;

function shouldRetry(failureCount: number, error: Error): boolean {
  // A 4xx will not change by asking again.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const message = query.meta?.errorLogMessage;
        if (message) console.error(message, error);
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });
}

/**
 * Writes one query's data, cancelling its fetches in flight first: a fetch that started before the
 * write (a push's refresh, a polling tick) would otherwise land after it and put older data back.
 * The cancellation takes effect at once (its promise only reports that the fetch settled), so the
 * write follows it in the same tick. Returns whether a fetch was cancelled, for a caller whose
 * write does not replace everything that fetch would have brought and who should ask again.
 */
export function writeQueryData<TData>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  updater: Updater<TData | undefined, TData | undefined>,
): boolean {
  const cancelled = queryClient.isFetching({ queryKey, exact: true }) > 0;
  void queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData<TData>(queryKey, updater);
  return cancelled;
}

/** writeQueryData for every query the filters match (a patch of each cached page of a list). */
export function writeQueriesData<TData>(
  queryClient: QueryClient,
  filters: { queryKey: QueryKey },
  updater: Updater<TData | undefined, TData | undefined>,
): boolean {
  const cancelled = queryClient.isFetching(filters) > 0;
  void queryClient.cancelQueries(filters);
  queryClient.setQueriesData<TData>(filters, updater);
  return cancelled;
}
