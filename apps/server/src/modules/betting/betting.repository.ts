import { sql } from 'kysely';
import { slipSelectionsWithFixture } from './slip-queries';
import type { Executor } from '../../db/database';
import type { BetSlipsTable } from '../../db/schema';
import type { Insertable } from 'kysely';

export function createBettingRepository() {
  /** A bet with what placing it needs to know: its market, its fixture and their states. */
  const betQuery = (executor: Executor) =>
    executor
      .selectFrom('bets as b')
      .innerJoin('markets as m', 'm.id', 'b.market_id')
      .innerJoin('fixtures as f', 'f.id', 'm.fixture_id')
      .innerJoin('participants as home', 'home.id', 'f.home_participant_id')
      .innerJoin('participants as away', 'away.id', 'f.away_participant_id')
      .select([
        'b.id as bet_id',
        'b.name',
        'b.korean_name',
        'b.line',
        'b.price_x100',
        'b.status',
        'm.id as market_id',
        'm.market_type_id',
        'm.korean_name as market_name',
        'm.status as market_status',
        'f.id as fixture_id',
        'f.status as fixture_status',
        'f.start_date',
        'f.score_home',
        'f.score_away',
        sql<string>`home.name || ' vs ' || away.name`.as('fixture_name'),
      ]);

  return {
    findBets(executor: Executor, betIds: number[]) {
      if (betIds.length === 0) return Promise.resolve([]);
      return betQuery(executor).where('b.id', 'in', betIds).execute();
    },

    /** The same, locked against a feed update until the placement commits. */
    lockBets(executor: Executor, betIds: number[]) {
      return betQuery(executor).where('b.id', 'in', betIds).orderBy('b.id').forShare('b').execute();
    },

    cartItems(executor: Executor, userId: number) {
      return betQuery(executor)
        .innerJoin('cart_items as c', (join) => join.onRef('c.bet_id', '=', 'b.id'))
        .select(['c.added_price_x100', 'c.added_at'])
        .where('c.user_id', '=', userId)
        .orderBy('c.added_at')
        .orderBy('b.id')
        .execute();
    },

    async countCartItems(executor: Executor, userId: number): Promise<number> {
      const row = await executor
        .selectFrom('cart_items')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async addCartItem(
      executor: Executor,
      item: { userId: number; betId: number; marketId: number; priceX100: number },
    ): Promise<void> {
      // Another bet of the same market leaves the cart: one selection per market.
      await executor
        .deleteFrom('cart_items')
        .where('user_id', '=', item.userId)
        .where('market_id', '=', item.marketId)
        .execute();
      await executor
        .insertInto('cart_items')
        .values({
          user_id: item.userId,
          bet_id: item.betId,
          market_id: item.marketId,
          added_price_x100: item.priceX100,
        })
        .execute();
    },

    async removeCartItem(executor: Executor, userId: number, betId: number): Promise<boolean> {
      const result = await executor
        .deleteFrom('cart_items')
        .where('user_id', '=', userId)
        .where('bet_id', '=', betId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async clearCart(executor: Executor, userId: number): Promise<void> {
      await executor.deleteFrom('cart_items').where('user_id', '=', userId).execute();
    },

    /** Locks the member's cart so two placements cannot both spend it. */
    lockCart(executor: Executor, userId: number) {
      return executor
        .selectFrom('cart_items')
        .select(['bet_id', 'added_price_x100'])
        .where('user_id', '=', userId)
        .forUpdate()
        .execute();
    },

    /** The slip and its selections in one statement, selections in the order given; answers the slip's id. */
    async insertSlip(
      executor: Executor,
      slip: Insertable<BetSlipsTable>,
      selections: { betId: number; marketId: number; fixtureId: number; priceX100: number }[],
    ): Promise<number> {
      const { slip_id } = await executor
        .with('slip', (db) => db.insertInto('bet_slips').values(slip).returning('id'))
        .insertInto('bet_slip_selections')
        .columns(['slip_id', 'bet_id', 'market_id', 'fixture_id', 'price_x100'])
        .expression(
          sql`select slip.id, s.bet_id, s.market_id, s.fixture_id, s.price_x100
            from slip, unnest(${selections.map((selection) => selection.betId)}::bigint[],
                              ${selections.map((selection) => selection.marketId)}::bigint[],
                              ${selections.map((selection) => selection.fixtureId)}::bigint[],
                              ${selections.map((selection) => selection.priceX100)}::int[])
              with ordinality as s (bet_id, market_id, fixture_id, price_x100, position)
            order by s.position`,
        )
        .returning('slip_id')
        .executeTakeFirstOrThrow();
      return slip_id;
    },

    async slipsOf(executor: Executor, userId: number, page: { page: number; size: number }) {
      const [rows, total] = await Promise.all([
        executor
          .selectFrom('bet_slips')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(page.size)
          .offset((page.page - 1) * page.size)
          .execute(),
        executor
          .selectFrom('bet_slips')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, count: Number(total.count) };
    },

    selectionsOf(executor: Executor, slipIds: number[]) {
      if (slipIds.length === 0) return Promise.resolve([]);
      return slipSelectionsWithFixture(executor)
        .select([
          'x.slip_id',
          'x.bet_id',
          'x.price_x100',
          'x.settlement',
          'b.name',
          'b.korean_name',
          'b.line',
          'm.korean_name as market_name',
          'f.id as fixture_id',
          'f.start_date',
          'f.score_home',
          'f.score_away',
          'l.name as league_name',
          'home.name as home_name',
          'away.name as away_name',
        ])
        .where('x.slip_id', 'in', slipIds)
        .orderBy('x.slip_id')
        .orderBy('f.start_date')
        .execute();
    },

    lockSlip(executor: Executor, slipId: number) {
      return executor.selectFrom('bet_slips').selectAll().where('id', '=', slipId).forUpdate().executeTakeFirst();
    },

    async earliestKickoff(executor: Executor, slipId: number): Promise<Date> {
      const row = await executor
        .selectFrom('bet_slip_selections as x')
        .innerJoin('fixtures as f', 'f.id', 'x.fixture_id')
        .select((eb) => eb.fn.min('f.start_date').as('start'))
        .where('x.slip_id', '=', slipId)
        .executeTakeFirstOrThrow();
      return row.start as Date;
    },

    async countCancellationsSince(executor: Executor, userId: number, since: Date): Promise<number> {
      const row = await executor
        .selectFrom('bet_slips')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_id', '=', userId)
        .where('cancelled_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async markCancelled(executor: Executor, slipId: number, at: Date): Promise<void> {
      await executor
        .updateTable('bet_slips')
        .set({ status: 'CANCELLED', cancelled_at: at, settled_at: at, payout: 0 })
        .where('id', '=', slipId)
        .execute();
    },

    async addPopularity(executor: Executor, fixtureIds: number[]): Promise<void> {
      await executor
        .updateTable('fixtures')
        .set((eb) => ({ popularity: eb('popularity', '+', 1) }))
        .where('id', 'in', fixtureIds)
        .execute();
    },
  };
}

export type BettingRepository = ReturnType<typeof createBettingRepository>;
export type BetRow = Awaited<ReturnType<BettingRepository['findBets']>>[number];
export type SlipRow = Awaited<ReturnType<BettingRepository['slipsOf']>>['rows'][number];
export type SelectionRow = Awaited<ReturnType<BettingRepository['selectionsOf']>>[number];
