import {
  ADMIN_CSV_MAXIMUM_ROWS,
  translateLabel,
  type AdminFixtureDetail,
  type AdminFixtureList,
  type AdminFixtureListQuery,
  type AdminMarket,
  type AdminSportsCatalog,
  type Language,
} from '@hanpan/contract';
import { buildCsv } from '../../lib/csv';
import { betNameIn, marketNameIn } from '../sportsbook';
import { exposureMap, NO_EXPOSURE, toOverride, toSummary } from './admin-fixture-rows';
import type { AdminOverrideRow } from './sportsbook-admin.repository';
import { fixtureNotFound, type SportsbookAdminDeps } from './sportsbook-admin-context';

const FIXTURE_CSV_HEADERS = [
  '번호',
  '시작 일시',
  '종목',
  '국가',
  '리그',
  '홈',
  '원정',
  '상태',
  '스코어',
  '정산 일시',
  '진행중 베팅',
  '베팅금 합계',
  '최대 지급 위험',
  '운영자 정지',
  '운영자 결과',
] as const;
/** The feed's fixture statuses (1-9), as the back office's fixtures table labels them. */
const FIXTURE_STATUS_LABELS: Record<number, string> = {
  1: '경기 전',
  2: '진행중',
  3: '종료',
  4: '취소',
  5: '연기',
  6: '중단',
  7: '무효',
  8: '중계 끊김',
  9: '시작 임박',
};
const yesNo = (value: boolean, language: Language) => translateLabel(value ? '예' : '아니오', language);

/**
 * What operators read of the book: the catalog, the fixtures list (and its CSV) and one fixture in
 * detail, named in the operator's language.
 */
export function createFixtureViews({ db, repository }: SportsbookAdminDeps) {
  async function detail(id: number, language: Language): Promise<AdminFixtureDetail> {
    const row = await repository.findFixture(db, id, language);
    if (!row) throw fixtureNotFound();
    const [marketRows, fixtureExposure, selectionExposure, overrides] = await Promise.all([
      repository.marketsOf(db, id),
      repository.fixtureExposure(db, [id]),
      repository.selectionExposure(db, id),
      repository.overridesOf(db, [id]),
    ]);
    const bySelection = exposureMap(selectionExposure);
    const suspendedMarkets = new Set(
      overrides
        .filter((override) => override.kind === 'suspend' && override.target_type === 'market')
        .map((override) => override.target_id),
    );
    const pricedBets = new Set(
      overrides.filter((override) => override.kind === 'price').map((override) => override.target_id),
    );
    const markets = new Map<number, AdminMarket>();
    for (const bet of marketRows) {
      const market = markets.get(bet.market_id) ?? {
        id: bet.market_id,
        market_type_id: bet.market_type_id,
        name: bet.market_name,
        korean_name: marketNameIn(
          { market_type_id: bet.market_type_id, name: bet.market_name, korean_name: bet.market_korean_name },
          language,
        ),
        status: bet.market_status,
        operator_suspended: suspendedMarkets.has(bet.market_id),
        bets: [],
      };
      market.bets.push({
        id: bet.id,
        name: bet.name,
        korean_name: betNameIn(bet.market_type_id, bet, language),
        line: bet.line,
        base_line: bet.base_line,
        price: bet.price_x100 / 100,
        status: bet.status,
        settlement: bet.settlement,
        operator_price: pricedBets.has(bet.id),
        exposure: bySelection.get(bet.id) ?? NO_EXPOSURE,
      });
      markets.set(bet.market_id, market);
    }
    return {
      ...toSummary(row, exposureMap(fixtureExposure).get(id) ?? NO_EXPOSURE, overrides),
      markets: [...markets.values()],
      overrides: overrides.map(toOverride),
    };
  }

  /** A window of the filtered fixtures, each with its exposure and the operator's holds. */
  async function fixturePage(
    query: AdminFixtureListQuery,
    window: { limit: number; offset: number },
    language: Language,
  ) {
    const { rows, count } = await repository.listFixtures(
      db,
      { sportId: query.sport_id, leagueId: query.league_id, state: query.state, search: query.search || undefined },
      window,
      language,
    );
    const ids = rows.map((row) => row.id);
    const [exposure, overrides] = await Promise.all([
      repository.fixtureExposure(db, ids),
      repository.overridesOf(db, ids),
    ]);
    const byFixture = exposureMap(exposure);
    const overridesByFixture = new Map<number, AdminOverrideRow[]>();
    for (const override of overrides)
      overridesByFixture.set(override.fixture_id, [...(overridesByFixture.get(override.fixture_id) ?? []), override]);
    return {
      fixtures: rows.map((row) =>
        toSummary(row, byFixture.get(row.id) ?? NO_EXPOSURE, overridesByFixture.get(row.id) ?? []),
      ),
      count,
    };
  }

  return {
    detail,

    async catalog(language: Language): Promise<AdminSportsCatalog> {
      const sports = new Map<number, AdminSportsCatalog['sports'][number]>();
      for (const row of await repository.catalog(db, language)) {
        const sport = sports.get(row.sport_id) ?? {
          id: row.sport_id,
          slug: row.slug,
          name: row.sport_name,
          leagues: [],
        };
        sport.leagues.push({ id: row.league_id, name: row.league_name });
        sports.set(row.sport_id, sport);
      }
      return { sports: [...sports.values()] };
    },

    async fixtures(query: AdminFixtureListQuery, language: Language): Promise<AdminFixtureList> {
      const { fixtures, count } = await fixturePage(
        query,
        { limit: query.size, offset: (query.page - 1) * query.size },
        language,
      );
      return { results: fixtures, count, total_pages: Math.ceil(count / query.size) };
    },

    /** The whole filtered fixtures list (in the list's order, up to the export limit) as a spreadsheet-ready CSV in `language`. */
    async fixturesCsv(query: AdminFixtureListQuery, language: Language): Promise<string> {
      const { fixtures } = await fixturePage(query, { limit: ADMIN_CSV_MAXIMUM_ROWS, offset: 0 }, language);
      return buildCsv(
        FIXTURE_CSV_HEADERS,
        fixtures.map((fixture) => [
          fixture.id,
          fixture.start_date,
          fixture.sport.name,
          fixture.location.name,
          fixture.league.name,
          fixture.home.name,
          fixture.away.name,
          translateLabel(FIXTURE_STATUS_LABELS[fixture.status] ?? String(fixture.status), language),
          fixture.score ? `${fixture.score.home}:${fixture.score.away}` : null,
          fixture.settled_at,
          fixture.exposure.pending_slips,
          fixture.exposure.stakes,
          fixture.exposure.potential_payouts,
          yesNo(fixture.operator_suspended, language),
          yesNo(fixture.operator_result, language),
        ]),
        language,
      );
    },
  };
}
