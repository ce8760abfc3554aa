import { sql, type SqlBool } from 'kysely';
import { FIXTURE_STATUS, type Language } from '@hanpan/contract';
import type { Executor } from '../../db/database';
import { containsPattern } from '../../lib/like-pattern';
import { fixtureNameColumns, fixturesWithNames, nameIn } from './fixture-queries';

export type FixtureKind = 'prematch' | 'inplay';

export type FixtureFilter = {
  kind: FixtureKind;
  now: Date;
  sport?: { id: number } | { slug: string } | undefined;
  locationId?: number | undefined;
  startsBefore?: Date | undefined;
  startsAfter?: Date | undefined;
  /** A team's, league's or location's name, in either language whichever the reader's. */
  search?: string | undefined;
};

export function createSportsbookRepository() {
  /** Open for pre-match betting: not started and kick-off still ahead; or in play now. */
  const isListed = (kind: FixtureKind, now: Date) =>
    kind === 'inplay'
      ? sql<SqlBool>`f.status = ${FIXTURE_STATUS.inPlay}`
      : sql<SqlBool>`f.status in (${FIXTURE_STATUS.notStarted}, ${FIXTURE_STATUS.aboutToStart}) and f.start_date > ${now}`;

  function fixtureQuery(executor: Executor, filter: FixtureFilter) {
    let query = fixturesWithNames(executor).where(isListed(filter.kind, filter.now));
    const sport = filter.sport;
    if (sport) query = 'id' in sport ? query.where('s.id', '=', sport.id) : query.where('s.slug', '=', sport.slug);
    if (filter.locationId) query = query.where('f.location_id', '=', filter.locationId);
    if (filter.startsAfter) query = query.where('f.start_date', '>=', filter.startsAfter);
    if (filter.startsBefore) query = query.where('f.start_date', '<', filter.startsBefore);
    if (filter.search) {
      const pattern = containsPattern(filter.search);
      query = query.where((eb) =>
        eb.or(
          (['home', 'away', 'l', 'loc'] as const).flatMap((entry) => [
            eb(`${entry}.name`, 'ilike', pattern),
            eb(`${entry}.english_name`, 'ilike', pattern),
          ]),
        ),
      );
    }
    return query;
  }

  const fixtureColumns = (language: Language) =>
    [
      'f.id',
      'f.start_date',
      'f.status',
      'f.score_home',
      'f.score_away',
      'f.clock',
      'f.popularity',
      ...fixtureNameColumns(language),
      'home.logo as home_logo',
      'away.logo as away_logo',
    ] as const;

  return {
    /** The catalogue's version: it moves at the commit of anything the fixture lists show (migration 0020). */
    async catalogVersion(executor: Executor): Promise<number> {
      const row = await executor.selectFrom('catalog_version').select('version').executeTakeFirstOrThrow();
      return row.version;
    },

    /**
     * Sports and their locations with listed fixtures, locations in the order of their names in
     * `language`; grouped by the primary keys, which the other columns of each follow from.
     */
    async sportsWithCounts(executor: Executor, kind: FixtureKind, now: Date, language: Language) {
      return executor
        .selectFrom('fixtures as f')
        .innerJoin('sports as s', 's.id', 'f.sport_id')
        .innerJoin('locations as loc', 'loc.id', 'f.location_id')
        .select([
          's.id as sport_id',
          's.slug',
          's.name as sport_name',
          's.sort_order',
          'loc.id as location_id',
          nameIn('loc', language).as('location_name'),
        ])
        .select((eb) => eb.fn.countAll<string>().as('fixture_count'))
        .where(isListed(kind, now))
        .groupBy(['s.id', 'loc.id'])
        .orderBy('s.sort_order')
        .orderBy('location_name')
        .execute();
    },

    async listFixtures(
      executor: Executor,
      filter: FixtureFilter,
      order: 'time' | 'popular',
      page: { page: number; size: number },
      language: Language,
    ) {
      let query = fixtureQuery(executor, filter).select(fixtureColumns(language));
      query =
        order === 'popular'
          ? query.orderBy('f.popularity', 'desc').orderBy('f.start_date').orderBy('f.id')
          : query.orderBy('f.start_date').orderBy('f.id');
      const [rows, total] = await Promise.all([
        query
          .limit(page.size)
          .offset((page.page - 1) * page.size)
          .execute(),
        fixtureQuery(executor, filter)
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, count: Number(total.count) };
    },

    findFixture(executor: Executor, id: number, language: Language) {
      return fixturesWithNames(executor).select(fixtureColumns(language)).where('f.id', '=', id).executeTakeFirst();
    },

    /** Markets (with bets) of the given fixtures; `mainOnly` keeps the ones list cards show. */
    async marketsOf(executor: Executor, fixtureIds: number[], mainOnly: boolean) {
      if (fixtureIds.length === 0) return [];
      let query = executor
        .selectFrom('markets as m')
        .innerJoin('bets as b', 'b.market_id', 'm.id')
        .select([
          'm.id as market_id',
          'm.fixture_id',
          'm.market_type_id',
          'm.name as market_name',
          'm.korean_name as market_korean_name',
          'm.category',
          'm.parlay_subgroup',
          'm.is_main',
          'm.status as market_status',
          'b.id as bet_id',
          'b.name',
          'b.korean_name',
          'b.line',
          'b.base_line',
          'b.price_x100',
          'b.status',
          'b.settlement',
        ])
        .where('m.fixture_id', 'in', fixtureIds)
        .orderBy('m.fixture_id')
        .orderBy('m.sort_order')
        .orderBy('b.sort_order');
      if (mainOnly) query = query.where('m.is_main', '=', true);
      return query.execute();
    },

    async marketCounts(executor: Executor, fixtureIds: number[]) {
      if (fixtureIds.length === 0) return new Map<number, number>();
      const rows = await executor
        .selectFrom('markets')
        .select(['fixture_id', (eb) => eb.fn.countAll<string>().as('count')])
        .where('fixture_id', 'in', fixtureIds)
        .groupBy('fixture_id')
        .execute();
      return new Map(rows.map((row) => [row.fixture_id, Number(row.count)]));
    },
  };
}

export type SportsbookRepository = ReturnType<typeof createSportsbookRepository>;
export type FixtureRow = NonNullable<Awaited<ReturnType<SportsbookRepository['findFixture']>>>;
export type MarketBetRow = Awaited<ReturnType<SportsbookRepository['marketsOf']>>[number];
