import type { BetLimits, Language } from '@hanpan/contract';
import { sql } from 'kysely';
import { slipSelectionsWithFixture } from './slip-queries';
import type { Executor } from '../../db/database';
import type { PlayRestrictionFound } from '../../lib/errors';
import { betNameIn, marketNameIn, nameIn } from '../sportsbook';

/**
 * Who places on which session (the snapshot checks it still stands), when, and the idempotency
 * key whose earlier answer the snapshot looks up (null: none).
 */
export type PlacementCaller = {
  userId: number;
  sessionId: number;
  at: Date;
  key: { key: string; operation: string; requestHash: string } | null;
};

/**
 * What `place_bet_slip_in_session` (migrations 0026 and 0029) is given: the member's session, the
 * judged selections and the slip's terms.
 */
export type SlipToPlace = {
  userId: number;
  sessionId: number;
  key: PlacementCaller['key'];
  betIds: number[];
  /** Each selection's `placement_bet_state` as the judgement read it. */
  states: string[];
  /** Each selection's price in the member's cart as the judgement read it. */
  cartPrices: number[];
  stake: number;
  betType: string;
  totalOddsX100: number;
  bonusX100: number;
  potentialPayout: number;
  maximumPayout: number;
  at: Date;
  /** The house account the stake goes to, by code. */
  house: string;
  /** The answer's terms; the function adds the slip's id and the cash left. */
  answer: Record<string, unknown>;
};

export type PlacedSlip = {
  outcome: 'placed' | 'replayed' | 'key_reused';
  response: unknown;
  slipId: number | null;
  transactionId: number | null;
  balances: unknown;
};

/** What a row reads of its selection and market to name them (`betNameIn`, `marketNameIn`). */
type SelectionNames = {
  market_type_id: number;
  name: string;
  korean_name: string;
  market_code: string;
  market_korean_name: string;
};

/** The row with its selection's and market's names in `language` (`bet_name`, `market_name`). */
const namedIn =
  (language: Language) =>
  <Row extends SelectionNames>(row: Row): Row & { bet_name: string; market_name: string } => ({
    ...row,
    bet_name: betNameIn(row.market_type_id, row, language),
    market_name: marketNameIn(
      { market_type_id: row.market_type_id, name: row.market_code, korean_name: row.market_korean_name },
      language,
    ),
  });

export function createBettingRepository() {
  /**
   * A bet with what placing it needs to know: its market, its fixture and their states; the
   * fixture named in `language` ("Arsenal vs Chelsea"), the bet and market by `namedIn`.
   */
  const betQuery = (executor: Executor, language: Language) =>
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
        'm.name as market_code',
        'm.korean_name as market_korean_name',
        'm.status as market_status',
        'f.id as fixture_id',
        'f.status as fixture_status',
        'f.start_date',
        'f.score_home',
        'f.score_away',
        sql<string>`${nameIn('home', language)} || ' vs ' || ${nameIn('away', language)}`.as('fixture_name'),
      ]);

  /**
   * The member's side of a placement snapshot: whether the session stands (migration 0028), cash,
   * the restriction in force, the key's earlier answer.
   */
  const memberFacts = (caller: PlacementCaller) =>
    [
      sql<boolean>`member_session_live(${caller.sessionId}, ${caller.userId})`.as('session_live'),
      sql<number>`(select a.balance from ledger_accounts a where a.owner_user_id = ${caller.userId} and a.kind = 'cash')`.as(
        'cash',
      ),
      sql<PlayRestrictionFound | null>`(
        select json_build_object('kind', r.kind, 'ends_at', r.ends_at) from play_restrictions r
        where r.user_id = ${caller.userId} and r.starts_at <= ${caller.at} and r.ends_at > ${caller.at}
        order by r.ends_at desc limit 1)`.as('restriction'),
      sql<BetLimits>`(
        select json_build_object('minimum_stake', l.minimum_stake, 'single_maximum_stake', l.single_maximum_stake,
          'multi_maximum_stake', l.multi_maximum_stake, 'maximum_payout', l.maximum_payout)
        from users u join member_levels l on l.id = u.level_id where u.id = ${caller.userId})`.as('limits'),
      (caller.key
        ? sql<{ same_request: boolean; response: unknown } | null>`(
            select json_build_object('same_request', k.operation = ${caller.key.operation}
              and k.request_hash = ${caller.key.requestHash}, 'response', k.response)
            from idempotency_keys k where k.user_id = ${caller.userId} and k.key = ${caller.key.key})`
        : sql<null>`null::json`
      ).as('prior'),
    ] as const;

  return {
    /**
     * What a placement is judged on, read without locks in one statement: the selections with
     * their state (`placement_bet_state`) and price in the member's cart, and the member's facts.
     * Only when no selection is found does a second statement read the facts alone. Selections
     * are named in `language`: a refusal names them.
     */
    async placementSnapshot(executor: Executor, caller: PlacementCaller, betIds: number[], language: Language) {
      const bets =
        betIds.length === 0
          ? []
          : await betQuery(executor, language)
              .select([
                ...memberFacts(caller),
                sql<string>`placement_bet_state(b, m, f)`.as('state'),
                sql<
                  number | null
                >`(select c.added_price_x100 from cart_items c where c.user_id = ${caller.userId} and c.bet_id = b.id)`.as(
                  'cart_price_x100',
                ),
              ])
              .where('b.id', 'in', betIds)
              .orderBy('b.id')
              .execute();
      const facts = bets[0] ?? (await executor.selectNoFrom(memberFacts(caller)).executeTakeFirstOrThrow());
      return {
        sessionLive: facts.session_live,
        bets: bets
          .map(({ session_live, cash, restriction, limits, prior, ...selection }) => selection)
          .map(namedIn(language)),
        cash: facts.cash,
        restriction: facts.restriction,
        /** The member's level's stake and payout limits. */
        limits: facts.limits,
        prior: facts.prior,
      };
    },

    /** The placement's writes, one statement in autocommit (`place_bet_slip_in_session`, migration 0029). */
    async placeBetSlip(executor: Executor, slip: SlipToPlace): Promise<PlacedSlip> {
      const { rows } = await sql<{
        outcome: PlacedSlip['outcome'];
        response: unknown;
        slip_id: number | null;
        transaction_id: number | null;
        balances: unknown;
      }>`
        select * from place_bet_slip_in_session(${slip.sessionId}, ${slip.userId}, ${slip.key?.key ?? null}::text,
          ${slip.key?.operation ?? null}::text,
          ${slip.key?.requestHash ?? null}::text, ${slip.betIds}::bigint[], ${slip.states}::text[],
          ${slip.cartPrices}::int[], ${slip.stake}::bigint, ${slip.betType}, ${slip.totalOddsX100}::bigint,
          ${slip.bonusX100}::int, ${slip.potentialPayout}::bigint, ${slip.maximumPayout}::bigint, ${slip.at},
          ${slip.house}, ${JSON.stringify(slip.answer)}::jsonb)
      `.execute(executor);
      const row = rows[0]!;
      return {
        outcome: row.outcome,
        response: row.response,
        slipId: row.slip_id,
        transactionId: row.transaction_id,
        balances: row.balances,
      };
    },

    async findBets(executor: Executor, betIds: number[], language: Language) {
      if (betIds.length === 0) return [];
      const rows = await betQuery(executor, language).where('b.id', 'in', betIds).execute();
      return rows.map(namedIn(language));
    },

    async cartItems(executor: Executor, userId: number, language: Language) {
      const rows = await betQuery(executor, language)
        .innerJoin('cart_items as c', (join) => join.onRef('c.bet_id', '=', 'b.id'))
        .select(['c.added_price_x100', 'c.added_at'])
        .where('c.user_id', '=', userId)
        .orderBy('c.added_at')
        .orderBy('b.id')
        .execute();
      return rows.map(namedIn(language));
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

    /** The slips' selections with their fixtures, everything named in `language`. */
    async selectionsOf(executor: Executor, slipIds: number[], language: Language) {
      if (slipIds.length === 0) return [];
      const rows = await slipSelectionsWithFixture(executor)
        .select([
          'x.slip_id',
          'x.bet_id',
          'x.price_x100',
          'x.settlement',
          'b.name',
          'b.korean_name',
          'b.line',
          'm.market_type_id',
          'm.name as market_code',
          'm.korean_name as market_korean_name',
          'f.id as fixture_id',
          'f.start_date',
          'f.score_home',
          'f.score_away',
          nameIn('l', language).as('league_name'),
          nameIn('home', language).as('home_name'),
          nameIn('away', language).as('away_name'),
        ])
        .where('x.slip_id', 'in', slipIds)
        .orderBy('x.slip_id')
        .orderBy('f.start_date')
        .execute();
      return rows.map(namedIn(language));
    },

    lockSlip(executor: Executor, slipId: number) {
      return executor.selectFrom('bet_slips').selectAll().where('id', '=', slipId).forUpdate().executeTakeFirst();
    },

    findSlip(executor: Executor, slipId: number) {
      return executor.selectFrom('bet_slips').selectAll().where('id', '=', slipId).executeTakeFirst();
    },

    /**
     * What a cash-out prices each leg of these slips by: its placed price, its bet's price and state
     * now, its market's and fixture's state, and whether the operator switched cash out off for its
     * sport, league or fixture.
     */
    cashOutLegs(executor: Executor, slipIds: readonly number[]) {
      if (slipIds.length === 0) return Promise.resolve([]);
      return executor
        .selectFrom('bet_slip_selections as x')
        .innerJoin('bets as b', 'b.id', 'x.bet_id')
        .innerJoin('markets as m', 'm.id', 'x.market_id')
        .innerJoin('fixtures as f', 'f.id', 'x.fixture_id')
        .select([
          'x.slip_id',
          'x.bet_id',
          'x.price_x100 as placed_price_x100',
          'b.price_x100 as current_price_x100',
          'b.status',
          'b.settlement',
          'm.status as market_status',
          'f.status as fixture_status',
          'f.start_date',
          'f.score_home',
          'f.score_away',
          sql<boolean>`exists (select 1 from cash_out_blocks c
            where (c.scope = 'sport' and c.target_id = f.sport_id) or (c.scope = 'league' and c.target_id = f.league_id)
              or (c.scope = 'fixture' and c.target_id = f.id))`.as('blocked'),
        ])
        .where('x.slip_id', 'in', [...slipIds])
        .orderBy('x.slip_id')
        .orderBy('x.bet_id')
        .execute();
    },

    async markCashedOut(executor: Executor, slipId: number, payout: number, at: Date): Promise<void> {
      await executor
        .updateTable('bet_slips')
        .set({ status: 'CASHED_OUT', payout, settled_at: at })
        .where('id', '=', slipId)
        .execute();
    },

    /** The slip's stake posting: wagering counts a stake toward the obligations opened before it. */
    async stakeTransactionId(executor: Executor, slipId: number): Promise<number> {
      const row = await executor
        .selectFrom('ledger_transactions')
        .select('id')
        .where('kind', '=', 'sports_bet')
        .where('reference_type', '=', 'bet_slip')
        .where('reference_id', '=', slipId)
        .executeTakeFirstOrThrow();
      return row.id;
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

    /** Adds placements to fixtures' popularity, by fixture id, in one statement. */
    async addPopularity(executor: Executor, counts: Map<number, number>): Promise<void> {
      if (counts.size === 0) return;
      await sql`
        update fixtures f set popularity = f.popularity + c.placements
        from unnest(${[...counts.keys()]}::bigint[], ${[...counts.values()]}::int[]) as c (id, placements)
        where f.id = c.id
      `.execute(executor);
    },
  };
}

export type BettingRepository = ReturnType<typeof createBettingRepository>;
export type BetRow = Awaited<ReturnType<BettingRepository['findBets']>>[number];
/** A selection in a placement's snapshot: the bet, its `placement_bet_state`, its price in the member's cart. */
export type SnapshotSelection = Awaited<ReturnType<BettingRepository['placementSnapshot']>>['bets'][number];
export type SlipRow = Awaited<ReturnType<BettingRepository['slipsOf']>>['rows'][number];
export type SelectionRow = Awaited<ReturnType<BettingRepository['selectionsOf']>>[number];
export type CashOutLegRow = Awaited<ReturnType<BettingRepository['cashOutLegs']>>[number];
