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

    betsOfFixture(executor: Executor, fixtureId: number) {
      return executor
        .selectFrom('bets as b')
        .innerJoin('markets as m', 'm.id', 'b.market_id')
        .select(['b.id', 'b.name', 'b.line', 'b.base_line', 'm.market_type_id'])
        .where('m.fixture_id', '=', fixtureId)
        .execute();
    },

    async writeBetSettlements(
      executor: Executor,
      fixtureId: number,
      settlements: Map<number, number[]>,
    ): Promise<void> {
      for (const [settlement, betIds] of settlements) {
        await executor
          .updateTable('bets')
          .set({ status: BET_STATUS.settled, settlement })
          .where('id', 'in', betIds)
          .execute();
      }
      await executor
        .updateTable('markets')
        .set({ status: BET_STATUS.settled })
        .where('fixture_id', '=', fixtureId)
        .execute();
    },

    async markFixtureSettled(
      executor: Executor,
      fixtureId: number,
      state: { status: number; home: number | null; away: number | null },
      at: Date,
    ): Promise<void> {
      await executor
        .updateTable('fixtures')
        .set({
          settled_status: state.status,
          settled_score_home: state.home,
          settled_score_away: state.away,
          settled_at: at,
        })
        .where('id', '=', fixtureId)
        .execute();
    },

    /** Settled slips with a leg on the fixture: a corrected result reopens them. */
    settledSlipsOnFixture(executor: Executor, fixtureId: number) {
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
              .where('x.fixture_id', '=', fixtureId),
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

    slipLegs(executor: Executor, slipId: number) {
      return executor
        .selectFrom('bet_slip_selections as x')
        .innerJoin('bets as b', 'b.id', 'x.bet_id')
        .select(['x.bet_id', 'x.price_x100', 'b.settlement'])
        .where('x.slip_id', '=', slipId)
        .execute();
    },

    async updateSlip(executor: Executor, slipId: number, changes: Updateable<BetSlipsTable>): Promise<void> {
      await executor.updateTable('bet_slips').set(changes).where('id', '=', slipId).execute();
    },

    async writeLegSettlements(
      executor: Executor,
      slipId: number,
      legs: { betId: number; settlement: number | null }[],
    ): Promise<void> {
      for (const leg of legs) {
        await executor
          .updateTable('bet_slip_selections')
          .set({ settlement: leg.settlement })
          .where('slip_id', '=', slipId)
          .where('bet_id', '=', leg.betId)
          .execute();
      }
    },
  };
}

export type SettlementRepository = ReturnType<typeof createSettlementRepository>;
