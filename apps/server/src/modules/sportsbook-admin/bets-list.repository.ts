import type { Language } from '@hanpan/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { slipSelectionsWithFixture } from '../betting';
import { nameIn } from '../sportsbook';

export type BetSlipFilter = {
  userId?: number | undefined;
  username?: string | undefined;
  status?: string | undefined;
  fixtureId?: number | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  minStake?: number | undefined;
};

/** The bets list's reads: every member's slips, filtered and paged, and their selections. */
export function createBetsListRepository() {
  return {
    /**
     * A page of slips, newest first by (created_at, id), after the slip `cursor` (keyset paging:
     * every page is an index range read, however deep). One row more than asked tells if more follow.
     */
    listSlips(executor: Executor, filter: BetSlipFilter, page: { cursor?: number | undefined; limit: number }) {
      let query = executor
        .selectFrom('bet_slips as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select([
          's.id',
          's.user_id',
          'u.username',
          's.bet_type',
          's.stake',
          's.total_odds_x100',
          's.potential_payout',
          's.status',
          's.payout',
          's.created_at',
          's.settled_at',
        ]);
      if (filter.userId) query = query.where('s.user_id', '=', filter.userId);
      if (filter.username) {
        const username = filter.username;
        query = query.where('s.user_id', '=', (eb) =>
          eb
            .selectFrom('users')
            .select('id')
            .where(sql<string>`lower(username)`, '=', username.toLowerCase()),
        );
      }
      if (filter.status) query = query.where('s.status', '=', filter.status as 'PENDING');
      if (filter.fixtureId) {
        const fixtureId = filter.fixtureId;
        query = query.where('s.id', 'in', (eb) =>
          eb.selectFrom('bet_slip_selections').select('slip_id').where('fixture_id', '=', fixtureId),
        );
      }
      if (filter.from) query = query.where('s.created_at', '>=', filter.from);
      if (filter.to) query = query.where('s.created_at', '<', filter.to);
      if (filter.minStake) query = query.where('s.stake', '>=', filter.minStake);
      if (page.cursor) {
        const cursor = page.cursor;
        query = query.where(
          sql<boolean>`(s.created_at, s.id) < (select c.created_at, c.id from bet_slips c where c.id = ${cursor})`,
        );
      }
      return query.orderBy('s.created_at', 'desc').orderBy('s.id', 'desc').limit(page.limit).execute();
    },

    /** The slips' selections, the league's and teams' names in `language` (the market's and bet's are named by the list). */
    slipSelections(executor: Executor, slipIds: number[], language: Language) {
      if (slipIds.length === 0) return Promise.resolve([]);
      return slipSelectionsWithFixture(executor)
        .select([
          'x.slip_id',
          'x.price_x100',
          'x.settlement',
          'b.name as bet_code',
          'b.korean_name as bet_korean_name',
          'b.line',
          'm.market_type_id',
          'm.name as market_code',
          'm.korean_name as market_korean_name',
          'f.id as fixture_id',
          nameIn('l', language).as('league_name'),
          nameIn('home', language).as('home_name'),
          nameIn('away', language).as('away_name'),
        ])
        .where('x.slip_id', 'in', slipIds)
        .orderBy('x.slip_id')
        .orderBy('f.start_date')
        .execute();
    },
  };
}
