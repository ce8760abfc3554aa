import type {
  FixtureDetail,
  FixtureList,
  FixtureSummary,
  Language,
  Market,
  Sport,
  fixtureListQuerySchema,
} from '@hanpan/contract';
import { FIXTURE_STATUS } from '@hanpan/contract';
import { koreanTomorrow } from '@hanpan/rules';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { DatabaseChanges } from '../../db/database-changes';
import { watchCatalogVersion } from './catalog-version';
import { notFound } from '../../lib/errors';
import { sha256 } from '../../lib/sha256';
import { betNameIn, categoryNameIn, marketNameIn } from './market-names';
import type { FixtureKind, FixtureRow, MarketBetRow, SportsbookRepository } from './sportsbook.repository';

type FixtureListQuery = z.output<typeof fixtureListQuerySchema>;

const DAY_MS = 86_400_000;
const FEATURED_COUNT = 8;
/**
 * How long a fixture list page is served from memory while the catalogue's version stands still:
 * a kick-off between two feed snapshots and the popular sort move without a new version.
 */
const LIST_PAGE_MAX_AGE_MS = 5_000;
const LIST_PAGES_KEPT = 1_000;

/** A fixture list page as sent: its JSON, and the ETag a browser revalidates it with. */
export type FixtureListPage = { body: string; etag: string };

export const priceOf = (priceX100: number) => priceX100 / 100;

/** Groups market rows (one per bet) into markets, in feed order, named in `language`. */
function toMarkets(rows: MarketBetRow[], language: Language): Map<number, Market[]> {
  const byFixture = new Map<number, Market[]>();
  const byId = new Map<number, Market>();
  for (const row of rows) {
    let market = byId.get(row.market_id);
    if (!market) {
      market = {
        id: row.market_id,
        market_type_id: row.market_type_id,
        name: row.market_name,
        korean_name: marketNameIn(
          { market_type_id: row.market_type_id, name: row.market_name, korean_name: row.market_korean_name },
          language,
        ),
        parlay_subgroup: row.parlay_subgroup,
        status: row.market_status,
        bets: [],
      };
      byId.set(row.market_id, market);
      byFixture.set(row.fixture_id, [...(byFixture.get(row.fixture_id) ?? []), market]);
    }
    market.bets.push({
      id: row.bet_id,
      name: row.name,
      korean_name: betNameIn(row.market_type_id, row, language),
      line: row.line,
      base_line: row.base_line,
      price: priceOf(row.price_x100),
      status: row.status,
      settlement: row.settlement,
    });
  }
  return byFixture;
}

/**
 * The list card's copy of a lined market: only its main line, the one whose two sides are
 * priced closest together (where the book thinks the match is even).
 */
function mainLineOnly(market: Market): Market {
  if (market.parlay_subgroup !== 'handicap' && market.parlay_subgroup !== 'totals') return market;
  const lines = new Map<string, Market['bets']>();
  for (const bet of market.bets) {
    if (bet.status !== 1) continue;
    const key = bet.base_line ?? '';
    lines.set(key, [...(lines.get(key) ?? []), bet]);
  }
  let best: Market['bets'] = [];
  let bestGap = Infinity;
  for (const bets of lines.values()) {
    if (bets.length !== 2) continue;
    const gap = Math.abs(bets[0]!.price - bets[1]!.price);
    if (gap < bestGap) [best, bestGap] = [bets, gap];
  }
  return { ...market, bets: best };
}

function participantsOf(row: FixtureRow) {
  return [
    { position: '1' as const, participant: { id: row.home_id, name: row.home_name, logo: row.home_logo } },
    { position: '2' as const, participant: { id: row.away_id, name: row.away_name, logo: row.away_logo } },
  ];
}

function summaryOf(row: FixtureRow, markets: Market[], marketCount: number): FixtureSummary {
  const shown = markets
    .filter((market) => market.parlay_subgroup !== null)
    .slice(0, 3)
    .map(mainLineOnly);
  return {
    id: row.id,
    sport: { id: row.sport_id, slug: row.sport_slug, name: row.sport_name },
    start_date: row.start_date.toISOString(),
    status: row.status,
    location: { id: row.location_id, name: row.location_name },
    league: { id: row.league_id, name: row.league_name },
    fixture_participants: participantsOf(row),
    live_score:
      row.score_home === null || row.score_away === null
        ? null
        : { home: row.score_home, away: row.score_away, clock: row.clock ?? '' },
    markets: shown,
    additional_market_count: Math.max(0, marketCount - shown.length),
  };
}

export function createSportsbookService(deps: {
  db: Database;
  repository: SportsbookRepository;
  changes: DatabaseChanges;
  now?: () => Date;
}) {
  const { db, repository } = deps;
  const now = deps.now ?? (() => new Date());
  const catalogVersion = watchCatalogVersion(deps.changes, () => repository.catalogVersion(db));
  /** Pages by language, kind and query, each with the catalogue version it was read at. */
  const listPages = new Map<string, FixtureListPage & { version: number; expiresAt: number }>();

  async function summaries(rows: FixtureRow[], language: Language): Promise<FixtureSummary[]> {
    const ids = rows.map((row) => row.id);
    const [marketRows, counts] = await Promise.all([
      repository.marketsOf(db, ids, true),
      repository.marketCounts(db, ids),
    ]);
    const markets = toMarkets(marketRows, language);
    return rows.map((row) => summaryOf(row, markets.get(row.id) ?? [], counts.get(row.id) ?? 0));
  }

  async function fixtureList(kind: FixtureKind, query: FixtureListQuery, language: Language): Promise<FixtureList> {
    const at = now();
    const sport = query.sport_id
      ? /^\d+$/.test(query.sport_id)
        ? { id: Number(query.sport_id) }
        : { slug: query.sport_id }
      : undefined;
    const [tomorrowStart, tomorrowEnd] = koreanTomorrow(at);
    const window =
      query.time_filter === '24h'
        ? { startsBefore: new Date(at.getTime() + DAY_MS) }
        : query.time_filter === 'tomorrow'
          ? { startsAfter: tomorrowStart, startsBefore: tomorrowEnd }
          : {};
    const { rows, count } = await repository.listFixtures(
      db,
      { kind, now: at, sport, locationId: query.location_id, search: query.search || undefined, ...window },
      query.sort,
      query,
      language,
    );
    return {
      results: await summaries(rows, language),
      next: query.page * query.size < count ? query.page + 1 : null,
      count,
    };
  }

  return {
    catalogVersion,

    /** Sports with their locations and how many fixtures each has open (the sidebar and the tab strip). */
    async sports(kind: FixtureKind, language: Language): Promise<Sport[]> {
      const rows = await repository.sportsWithCounts(db, kind, now(), language);
      const sports = new Map<number, Sport>();
      for (const row of rows) {
        const sport = sports.get(row.sport_id) ?? {
          id: row.sport_id,
          slug: row.slug,
          name: row.sport_name,
          locations: [],
        };
        sport.locations.push({
          id: row.location_id,
          name: row.location_name,
          fixture_count: Number(row.fixture_count),
        });
        sports.set(row.sport_id, sport);
      }
      return [...sports.values()];
    },

    /**
     * A fixture list page, from memory while the catalogue's version stands still and the page is
     * younger than LIST_PAGE_MAX_AGE_MS. The version is known before the rows are read, so a page
     * is never older than the version it is kept under: a price move is served stale only until
     * its notice arrives. A page is kept per language: its names are written in one.
     */
    async fixturePage(kind: FixtureKind, query: FixtureListQuery, language: Language): Promise<FixtureListPage> {
      const version = await catalogVersion();
      const key = JSON.stringify([language, kind, query]);
      const at = now().getTime();
      const kept = listPages.get(key);
      if (kept && kept.version === version && at < kept.expiresAt) return kept;
      const body = JSON.stringify(await fixtureList(kind, query, language));
      const page = { body, etag: `"${sha256(body).slice(0, 32)}"`, version, expiresAt: at + LIST_PAGE_MAX_AGE_MS };
      listPages.delete(key);
      listPages.set(key, page);
      // Oldest first in a Map: free-text searches cannot grow it without bound.
      if (listPages.size > LIST_PAGES_KEPT) listPages.delete(listPages.keys().next().value!);
      return page;
    },

    async fixture(id: number, language: Language): Promise<FixtureDetail> {
      const row = await repository.findFixture(db, id, language);
      if (!row) throw notFound('경기를 찾을 수 없습니다.');
      const marketRows = await repository.marketsOf(db, [id], false);
      const markets = toMarkets(marketRows, language).get(id) ?? [];
      const categoryOf = new Map(marketRows.map((market) => [market.market_id, market.category]));
      const categories = new Map<string, Market[]>();
      for (const market of markets) {
        const name = categoryNameIn(categoryOf.get(market.id) ?? '기타', language);
        categories.set(name, [...(categories.get(name) ?? []), market]);
      }
      const { markets: _shown, ...summary } = summaryOf(row, markets, markets.length);
      return {
        ...summary,
        participants: participantsOf(row),
        market_categories: [...categories].map(([name, list]) => ({ name, markets: list })),
      };
    },

    /** For the home carousel: live fixtures first, then the next to start, a few per sport. */
    async featured(language: Language): Promise<FixtureSummary[]> {
      const at = now();
      const page = { page: 1, size: FEATURED_COUNT };
      const [live, upcoming] = await Promise.all([
        repository.listFixtures(db, { kind: 'inplay', now: at }, 'time', page, language),
        repository.listFixtures(db, { kind: 'prematch', now: at }, 'time', { page: 1, size: 40 }, language),
      ]);
      const perSport = new Map<number, number>();
      const picked = [...live.rows, ...upcoming.rows].filter((row) => {
        const count = perSport.get(row.sport_id) ?? 0;
        perSport.set(row.sport_id, count + 1);
        return count < 2;
      });
      return summaries(picked.slice(0, FEATURED_COUNT), language);
    },

    isOpenForBetting(fixture: { status: number; start_date: Date }, at: Date): boolean {
      if (fixture.status === FIXTURE_STATUS.inPlay) return true;
      return (
        (fixture.status === FIXTURE_STATUS.notStarted || fixture.status === FIXTURE_STATUS.aboutToStart) &&
        fixture.start_date > at
      );
    },
  };
}

export type SportsbookService = ReturnType<typeof createSportsbookService>;
