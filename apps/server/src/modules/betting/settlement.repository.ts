import { sql, type Updateable } from 'kysely';
import { BET_STATUS, FIXTURE_STATUS, SETTLEMENT } from '@hanpan/contract';
import type { Executor } from '../../db/database';
import type { BetSlipsTable } from '../../db/schema';

/** Fixture states whose bets are void: nothing was (or will be) played to a result. */
export const VOID_FIXTURE_STATUSES = [FIXTURE_STATUS.cancelled, FIXTURE_STATUS.postponed, FIXTURE_STATUS.abandoned];

export function createSettlementRepository() {
  return {
    /**
     * Finished or void fixtures not yet settled, or settled on a score the feed (or an operator)
     * has since corrected, or settled in another state (voided after a result, or the reverse).
     * Locked, skipping any another worker holds.
     */
    fixturesToSettle(executor: Executor, limit: number) {
      return executor
        .selectFrom('fixtures')
        .select(['id', 'status', 'score_home', 'score_away', 'settled_at'])
        .where((eb) =>
          eb.or([
            eb.and([
              eb('settled_at', 'is', null),
              eb('status', 'in', [FIXTURE_STATUS.finished, ...VOID_FIXTURE_STATUSES]),
            ]),
            eb.and([
              eb('settled_at', 'is not', null),
              eb('status', 'in', [FIXTURE_STATUS.finished, ...VOID_FIXTURE_STATUSES]),
              eb.or([
                sql<boolean>`settled_status is distinct from status`,
                eb.and([
                  eb('status', '=', FIXTURE_STATUS.finished),
                  eb.or([
                    sql<boolean>`settled_score_home is distinct from score_home`,
                    sql<boolean>`settled_score_away is distinct from score_away`,
                  ]),
                ]),
              ]),
            ]),
          ]),
        )
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute();
    },

    /** Every bet on the fixtures, with its fixture and market type, in one read. */
    betsOfFixtures(executor: Executor, fixtureIds: readonly number[]) {
      return executor
        .selectFrom('bets as b')
        .innerJoin('markets as m', 'm.id', 'b.market_id')
        .select(['b.id', 'b.name', 'b.line', 'b.base_line', 'm.market_type_id', 'm.fixture_id'])
        .where(sql<boolean>`m.fixture_id = any(${fixtureIds}::bigint[])`)
        .execute();
    },

    /** Writes the bets' settlements, all in one statement. */
    async writeBetSettlements(
      executor: Executor,
      bets: readonly { betId: number; settlement: number }[],
    ): Promise<void> {
      if (bets.length === 0) return;
      await sql`
        update bets b
        set status = ${BET_STATUS.settled}, settlement = settled.settlement
        from unnest(${bets.map((bet) => bet.betId)}::bigint[], ${bets.map((bet) => bet.settlement)}::int[])
          as settled (id, settlement)
        where b.id = settled.id`.execute(executor);
    },

    /** Marks the fixtures and all their markets settled, on the state each was settled by; two statements. */
    async markFixturesSettled(
      executor: Executor,
      fixtures: readonly { id: number; status: number; score_home: number | null; score_away: number | null }[],
      at: Date,
    ): Promise<void> {
      const ids = fixtures.map((fixture) => fixture.id);
      await executor
        .updateTable('markets')
        .set({ status: BET_STATUS.settled })
        .where(sql<boolean>`fixture_id = any(${ids}::bigint[])`)
        .execute();
      await sql`
        update fixtures f
        set settled_status = settled.status, settled_score_home = settled.home, settled_score_away = settled.away,
            settled_at = ${at}::timestamptz
        from unnest(${ids}::bigint[], ${fixtures.map((fixture) => fixture.status)}::int[],
                    ${fixtures.map((fixture) => fixture.score_home)}::int[],
                    ${fixtures.map((fixture) => fixture.score_away)}::int[]) as settled (id, status, home, away)
        where f.id = settled.id`.execute(executor);
    },

    /** Settled slips with a leg on any of the fixtures: a corrected result reopens them. */
    settledSlipsOnFixtures(executor: Executor, fixtureIds: readonly number[]) {
      return executor
        .selectFrom('bet_slips as s')
        .select(['s.id', 's.user_id', 's.status', 's.payout', 's.points_awarded'])
        .where('s.status', 'in', ['WON', 'LOST', 'REFUNDED'])
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('bet_slip_selections as x')
              .select('x.slip_id')
              .whereRef('x.slip_id', '=', 's.id')
              .where(sql<boolean>`x.fixture_id = any(${fixtureIds}::bigint[])`),
          ),
        )
        .orderBy('s.id')
        .forUpdate()
        .execute();
    },

    /**
     * Pending slips that can be decided: every selection settled, or one already lost (a multi
     * with a lost leg is lost whatever the others do). Locked, skipping any another worker holds.
     */
    slipsReadyToSettle(executor: Executor, limit: number) {
      return (
        executor
          .selectFrom('bet_slips as s')
          .select(['s.id', 's.user_id', 's.stake', 's.bonus_multiplier_x100', 's.maximum_payout'])
          // The points rate of the level the member holds now: a losing slip earns it.
          .select(
            sql<number>`(select l.losing_points_bp from users u join member_levels l on l.id = u.level_id
              where u.id = s.user_id)`.as('losing_points_bp'),
          )
          // The stake's ledger transaction: wagering counts it toward obligations opened before it.
          .select((eb) =>
            eb
              .selectFrom('ledger_transactions as t')
              .select('t.id')
              .where('t.kind', '=', 'sports_bet')
              .where('t.reference_type', '=', 'bet_slip')
              .whereRef('t.reference_id', '=', 's.id')
              .$asScalar()
              .$notNull()
              .as('stake_transaction_id'),
          )
          .where('s.status', '=', 'PENDING')
          .where(
            sql<boolean>`(
          not exists (select 1 from bet_slip_selections x join bets b on b.id = x.bet_id
                      where x.slip_id = s.id and b.status <> ${BET_STATUS.settled})
          or exists (select 1 from bet_slip_selections x join bets b on b.id = x.bet_id
                     where x.slip_id = s.id and b.status = ${BET_STATUS.settled} and b.settlement = ${SETTLEMENT.lost})
        )`,
          )
          .orderBy('s.id')
          .limit(limit)
          .forUpdate()
          .skipLocked()
          .execute()
      );
    },

    /** Every leg of the slips, in one read. */
    legsOfSlips(executor: Executor, slipIds: readonly number[]) {
      return executor
        .selectFrom('bet_slip_selections as x')
        .innerJoin('bets as b', 'b.id', 'x.bet_id')
        .select(['x.slip_id', 'x.bet_id', 'x.price_x100', 'b.settlement'])
        .where(sql<boolean>`x.slip_id = any(${slipIds}::bigint[])`)
        .execute();
    },

    async updateSlip(executor: Executor, slipId: number, changes: Updateable<BetSlipsTable>): Promise<void> {
      await executor.updateTable('bet_slips').set(changes).where('id', '=', slipId).execute();
    },

    /** Writes settled slips' outcomes, all in one statement. */
    async writeSlipOutcomes(
      executor: Executor,
      slips: readonly { id: number; status: 'WON' | 'LOST' | 'REFUNDED'; payout: number; pointsAwarded: number }[],
      at: Date,
    ): Promise<void> {
      if (slips.length === 0) return;
      await sql`
        update bet_slips s
        set status = settled.status, payout = settled.payout, points_awarded = settled.points_awarded,
            settled_at = ${at}::timestamptz
        from unnest(${slips.map((slip) => slip.id)}::bigint[], ${slips.map((slip) => slip.status)}::text[],
                    ${slips.map((slip) => slip.payout)}::bigint[], ${slips.map((slip) => slip.pointsAwarded)}::bigint[])
          as settled (id, status, payout, points_awarded)
        where s.id = settled.id`.execute(executor);
    },

    /** Copies each leg's settlement onto the slip's selection (what the member's history shows), in one statement. */
    async writeLegSettlements(
      executor: Executor,
      legs: readonly { slipId: number; betId: number; settlement: number | null }[],
    ): Promise<void> {
      if (legs.length === 0) return;
      await sql`
        update bet_slip_selections x
        set settlement = leg.settlement
        from unnest(${legs.map((leg) => leg.slipId)}::bigint[], ${legs.map((leg) => leg.betId)}::bigint[],
                    ${legs.map((leg) => leg.settlement)}::int[]) as leg (slip_id, bet_id, settlement)
        where x.slip_id = leg.slip_id and x.bet_id = leg.bet_id`.execute(executor);
    },
  };
}

export type SettlementRepository = ReturnType<typeof createSettlementRepository>;
