import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { canCallMemberApi, sessionStore } from '@/lib/auth/session';
import { myLevelQueryOptions } from '@/lib/my-level';
import { fixtureQueryOptions } from './get-fixture';
import { fixtureListQueryOptions } from './get-fixtures';
import { multiFolderBonusQueryOptions } from './get-multi-folder-bonus';
import { sportsQueryOptions } from './get-sports';
import { cartQueryOptions } from './cart';
import { DEFAULT_FIXTURE_SORT, type FixtureKind } from './sports-keys';

/**
 * What /sports or /live shows first, asked for as the route is entered (app/router.tsx): the
 * fixture list as the screen first filters it, then the fixture it selects first (the list's
 * first), the sports, the cart, the member's level (its bet limits) and the multi-folder bonus. Members only, like the route
 * (an agent, whom these calls refuse, is sent on to its portal).
 */
export async function prefetchSportsScreen(queryClient: QueryClient, kind: FixtureKind, params: Params) {
  if (!canCallMemberApi(sessionStore.getSession())) return;
  const listed = queryClient
    .fetchInfiniteQuery(
      fixtureListQueryOptions(kind, {
        sportId: params.sportId,
        locationId: params.locationId,
        sort: DEFAULT_FIXTURE_SORT,
      }),
    )
    .then((list) => {
      const first = list.pages[0]?.results[0];
      return first && queryClient.prefetchQuery(fixtureQueryOptions(first.id, kind));
    });
  await Promise.all([
    listed,
    queryClient.prefetchQuery(sportsQueryOptions(kind)),
    queryClient.prefetchQuery(cartQueryOptions()),
    queryClient.prefetchQuery(myLevelQueryOptions()),
    queryClient.prefetchQuery(multiFolderBonusQueryOptions()),
  ]);
}
