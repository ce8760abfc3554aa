import { myLevelSchema } from '@hanpan/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';
import { sharedQueryKeys } from './query-keys';

/**
 * The signed-in member's level and what it gives (`GET /api/levels/me`): my page shows it, and the
 * sportsbook's limits guides read its bet limits, which the server enforces.
 */
export const myLevelQueryOptions = () =>
  queryOptions({
    queryKey: sharedQueryKeys.myLevel,
    queryFn: ({ signal }) => api.get('/api/levels/me', myLevelSchema, { signal }),
    // An operator may move the member or change the level at any time; a minute on, it is asked again.
    staleTime: 60_000,
    meta: { errorLogMessage: 'Failed to fetch the member level' },
  });
