import { QueryCache, QueryClient } from '@tanstack/react-query';
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
