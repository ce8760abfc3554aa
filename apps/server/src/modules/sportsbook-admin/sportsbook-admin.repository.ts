import { FIXTURE_STATUS, type AdminFixtureState, type Language } from '@hanpan/contract';
import { sql, type Insertable } from 'kysely';
import type { Executor } from '../../db/database';
import type { SportsbookOverridesTable } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';
import { fixtureNameColumns, fixturesWithNames, nameIn } from '../sportsbook';
import { createBetsListRepository } from './bets-list.repository';

/** The feed statuses each back-office state covers. */
export const STATE_STATUSES: Record<AdminFixtureState, number[]> = {
  not_started: [FIXTURE_STATUS.notStarted, FIXTURE_STATUS.aboutToStart],
  in_play: [FIXTURE_STATUS.inPlay, FIXTURE_STATUS.interrupted, FIXTURE_STATUS.coverageLost],
  finished: [FIXTURE_STATUS.finished],
  cancelled: [FIXTURE_STATUS.cancelled, FIXTURE_STATUS.abandoned],
  postponed: [FIXTURE_STATUS.postponed],
};

export type FixtureFilter = {
  sportId?: number | undefined;
  leagueId?: number | undefined;
  state?: AdminFixtureState | undefined;
  /** A team's or league's name in either language, or a fixture's id. */
  search?: string | undefined;
};
export type ExposureRow = { key: number; pending_slips: number; stakes: number; potential_payouts: number };

/** The sportsbook as the back office reads and holds it: fixtures, exposure, overrides, slips. */
export function createSportsbookAdminRepository() {
  function filtered(executor: Executor, filter: FixtureFilter) {
    let query = fixturesWithNames(executor);
    if (filter.sportId) query = query.where('f.sport_id', '=', filter.sportId);
    if (filter.leagueId) query = query.where('f.league_id', '=', filter.leagueId);
    if (filter.state) query = query.where('f.status', 'in', STATE_STATUSES[filter.state]);
    if (filter.search) {
      const pattern = containsPattern(filter.search);
      const asId = /^\d{1,15}$/.test(filter.search) ? Number(filter.search) : null;
      query = query.where((eb) =>
        eb.or([
          ...(['home', 'away', 'l'] as const).flatMap((entry) => [
            eb(`${entry}.name`, 'ilike', pattern),
            eb(`${entry}.english_name`, 'ilike', pattern),
          ]),
          ...(asId === null ? [] : [eb('f.id', '=', asId)]),
        ]),
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
      'f.settled_at',
      ...fixtureNameColumns(language),
    ] as const;

  return {
    ...createBetsListRepository(),

    async listFixtures(
      executor: Executor,
      filter: FixtureFilter,
      window: { limit: number; offset: number },
      language: Language,
    ) {
      // Upcoming and live fixtures read soonest first; the rest newest first.
      const ascending = filter.state === 'not_started' || filter.state === 'in_play';
      const [rows, total] = await Promise.all([
        filtered(executor, filter)
          .select(fixtureColumns(language))
          .orderBy('f.start_date', ascending ? 'asc' : 'desc')
          .orderBy('f.id')
          .limit(window.limit)
          .offset(window.offset)
          .execute(),
        filtered(executor, filter)
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, count: Number(total.count) };
    },

    findFixture(executor: Executor, id: number, language: Language) {
      return fixturesWithNames(executor).select(fixtureColumns(language)).where('f.id', '=', id).executeTakeFirst();
    },

    /** The fixture's state and score as browsers are told them, without its names. */
    fixtureState(executor: Executor, id: number) {
      return executor
        .selectFrom('fixtures')
        .select(['status', 'score_home', 'score_away', 'clock'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Every sport with its leagues, the leagues in the order of their names in `language`. */
    catalog(executor: Executor, language: Language) {
      return executor
        .selectFrom('sports as sp')
        .innerJoin('leagues as l', 'l.sport_id', 'sp.id')
        .select([
          'sp.id as sport_id',
          'sp.slug',
          'sp.name as sport_name',
          'l.id as league_id',
          nameIn('l', language).as('league_name'),
        ])
        .orderBy('sp.sort_order')
        .orderBy('sp.id')
        .orderBy('league_name')
        .execute();
    },

    marketsOf(executor: Executor, fixtureId: number) {
      return executor
        .selectFrom('markets as m')
        .innerJoin('bets as b', 'b.market_id', 'm.id')
        .select([
          'm.id as market_id',
          'm.market_type_id',
          'm.name as market_name',
          'm.korean_name as market_korean_name',
          'm.status as market_status',
          'b.id',
          'b.name',
          'b.korean_name',
          'b.line',
          'b.base_line',
          'b.price_x100',
          'b.status',
          'b.settlement',
        ])
        .where('m.fixture_id', '=', fixtureId)
        .orderBy('m.sort_order')
        .orderBy('m.id')
        .orderBy('b.sort_order')
        .orderBy('b.id')
        .execute();
    },

    /** Per fixture: the pending slips with a leg on it (a slip counted once), their stakes and potential payouts. */
    async fixtureExposure(executor: Executor, fixtureIds: number[]): Promise<ExposureRow[]> {
      if (fixtureIds.length === 0) return [];
      const { rows } = await sql<ExposureRow>`
        select d.fixture_id as key, count(*)::int as pending_slips,
               coalesce(sum(s.stake), 0)::bigint as stakes, coalesce(sum(s.potential_payout), 0)::bigint as potential_payouts
        from (select distinct x.fixture_id, x.slip_id from bet_slip_selections x
              where x.fixture_id in (${sql.join(fixtureIds)})) d
        join bet_slips s on s.id = d.slip_id and s.status = 'PENDING'
        group by d.fixture_id`.execute(executor);
      return rows;
    },

    /** Per selection of the fixture: the pending slips containing it, their stakes and potential payouts. */
    async selectionExposure(executor: Executor, fixtureId: number): Promise<ExposureRow[]> {
      const { rows } = await sql<ExposureRow>`
        select x.bet_id as key, count(*)::int as pending_slips,
               coalesce(sum(s.stake), 0)::bigint as stakes, coalesce(sum(s.potential_payout), 0)::bigint as potential_payouts
        from bet_slip_selections x
        join bet_slips s on s.id = x.slip_id and s.status = 'PENDING'
        where x.fixture_id = ${fixtureId}
        group by x.bet_id`.execute(executor);
      return rows;
    },

    overridesOf(executor: Executor, fixtureIds: number[]) {
      if (fixtureIds.length === 0) return Promise.resolve([]);
      return executor
        .selectFrom('sportsbook_overrides as o')
        .innerJoin('users as u', 'u.id', 'o.created_by')
        .selectAll('o')
        .select('u.username')
        .where('o.fixture_id', 'in', fixtureIds)
        .orderBy('o.id')
        .execute();
    },

    lockFixture(executor: Executor, id: number) {
      return executor
        .selectFrom('fixtures')
        .select(['id', 'status', 'score_home', 'score_away', 'clock', 'settled_at'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    findMarket(executor: Executor, id: number) {
      return executor.selectFrom('markets').select(['id', 'fixture_id']).where('id', '=', id).executeTakeFirst();
    },

    findBet(executor: Executor, id: number) {
      return executor
        .selectFrom('bets as b')
        .innerJoin('markets as m', 'm.id', 'b.market_id')
        .select(['b.id', 'm.fixture_id'])
        .where('b.id', '=', id)
        .executeTakeFirst();
    },

    lockMarket(executor: Executor, id: number) {
      return executor
        .selectFrom('markets')
        .select(['id', 'fixture_id', 'status'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    lockBet(executor: Executor, id: number) {
      return executor
        .selectFrom('bets as b')
        .innerJoin('markets as m', 'm.id', 'b.market_id')
        .select(['b.id', 'b.market_id', 'm.fixture_id', 'b.price_x100', 'b.status'])
        .where('b.id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    findOverride(
      executor: Executor,
      key: Pick<Insertable<SportsbookOverridesTable>, 'kind' | 'target_type' | 'target_id'>,
    ) {
      return executor
        .selectFrom('sportsbook_overrides')
        .selectAll()
        .where('kind', '=', key.kind)
        .where('target_type', '=', key.target_type)
        .where('target_id', '=', key.target_id)
        .executeTakeFirst();
    },

    /** Holds (or replaces) one decision against the feed. */
    async putOverride(executor: Executor, override: Insertable<SportsbookOverridesTable>): Promise<void> {
      await executor
        .insertInto('sportsbook_overrides')
        .values(override)
        .onConflict((conflict) =>
          conflict.columns(['kind', 'target_type', 'target_id']).doUpdateSet((eb) => ({
            price_x100: eb.ref('excluded.price_x100'),
            fixture_status: eb.ref('excluded.fixture_status'),
            score_home: eb.ref('excluded.score_home'),
            score_away: eb.ref('excluded.score_away'),
            reason: eb.ref('excluded.reason'),
            created_by: eb.ref('excluded.created_by'),
            created_at: eb.ref('excluded.created_at'),
          })),
        )
        .execute();
    },

    async deleteOverride(executor: Executor, id: number): Promise<void> {
      await executor.deleteFrom('sportsbook_overrides').where('id', '=', id).execute();
    },

    /** Open markets (all of the fixture's, or one) and their open bets become suspended; settled ones stay. */
    async suspendMarkets(executor: Executor, target: { fixtureId: number } | { marketId: number }): Promise<void> {
      const marketIds = (eb: Executor) =>
        'fixtureId' in target
          ? eb.selectFrom('markets').select('id').where('fixture_id', '=', target.fixtureId)
          : eb.selectFrom('markets').select('id').where('id', '=', target.marketId);
      await executor
        .updateTable('bets')
        .set({ status: 2 })
        .where('status', '=', 1)
        .where('market_id', 'in', marketIds(executor))
        .execute();
      await executor
        .updateTable('markets')
        .set({ status: 2 })
        .where('status', '=', 1)
        .where('id', 'in', marketIds(executor))
        .execute();
    },

    async setPrice(executor: Executor, betId: number, priceX100: number): Promise<void> {
      await executor.updateTable('bets').set({ price_x100: priceX100 }).where('id', '=', betId).execute();
    },

    async setFixtureResult(
      executor: Executor,
      fixtureId: number,
      result: { status: number; home: number | null; away: number | null },
    ): Promise<void> {
      await executor
        .updateTable('fixtures')
        .set({ status: result.status, score_home: result.home, score_away: result.away, updated_at: sql<Date>`now()` })
        .where('id', '=', fixtureId)
        .execute();
    },

    /** Bet statuses and prices of a fixture, for the push message after an operator's change. */
    betsOfFixture(executor: Executor, fixtureId: number) {
      return executor
        .selectFrom('bets as b')
        .innerJoin('markets as m', 'm.id', 'b.market_id')
        .select(['b.id', 'b.price_x100', 'b.status'])
        .where('m.fixture_id', '=', fixtureId)
        .execute();
    },
  };
}

export type SportsbookAdminRepository = ReturnType<typeof createSportsbookAdminRepository>;
export type AdminFixtureRow = NonNullable<Awaited<ReturnType<SportsbookAdminRepository['findFixture']>>>;
export type AdminOverrideRow = Awaited<ReturnType<SportsbookAdminRepository['overridesOf']>>[number];
