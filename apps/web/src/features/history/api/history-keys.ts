import { MEMBER_QUERY_SCOPE } from '@/lib/query-client';

/** The history's query keys; under the member scope, so logout drops them. */
export const historyKeys = {
  all: [MEMBER_QUERY_SCOPE, 'betting', 'history'] as const,
  page: (page: number) => [MEMBER_QUERY_SCOPE, 'betting', 'history', page] as const,
  roundsPage: (page: number) => [MEMBER_QUERY_SCOPE, 'games', 'rounds', page] as const,
};
