import { MEMBER_QUERY_SCOPE } from '@/lib/query-client';

/** Pre-match or in-play: the two halves of the sportsbook (/sports and /live). */
export type FixtureKind = 'prematch' | 'inplay';

export type TimeFilter = '24h' | 'tomorrow';
export type FixtureSort = 'time' | 'popular';

/** The list's order until the member picks another. */
export const DEFAULT_FIXTURE_SORT: FixtureSort = 'time';

/** What narrows the fixture list; every change reloads it from page 1. */
export interface FixtureFilters {
  /** A sport id or slug, from the path. */
  sportId?: string | undefined;
  locationId?: string | undefined;
  timeFilter?: TimeFilter | undefined;
  search?: string | undefined;
  sort: FixtureSort;
}

/**
 * The sportsbook's query keys. The sports lists and featured fixtures are public; fixtures and
 * the cart need a token, so they sit under the member scope and logout drops them.
 */
export const sportsKeys = {
  sports: (kind: FixtureKind) => ['sports', 'list', kind] as const,
  featured: ['sports', 'featured'] as const,
  fixtures: [MEMBER_QUERY_SCOPE, 'sports', 'fixtures'] as const,
  fixtureList: (kind: FixtureKind, filters: FixtureFilters) =>
    [MEMBER_QUERY_SCOPE, 'sports', 'fixtures', kind, filters] as const,
  fixture: (id: number) => [MEMBER_QUERY_SCOPE, 'sports', 'fixture', id] as const,
  cart: [MEMBER_QUERY_SCOPE, 'betting', 'cart'] as const,
  betLimits: ['site', 'bet-limits'] as const,
  multiFolderBonus: ['site', 'multi-folder-bonus'] as const,
};

/** In-play prices and scores move; their lists and fixtures refresh this often. */
export const LIVE_REFRESH_MS = 10_000;
