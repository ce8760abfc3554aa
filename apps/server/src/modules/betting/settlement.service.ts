import { SETTLEMENT, type MultiFolderBonus } from '@hanpan/contract';
import { losingStakePoints } from '@hanpan/rules';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Database, Executor } from '../../db/database';
import type { DomainEventPublisher } from '../../db/domain-events';
import { inTransaction } from '../../db/transaction';
import type { NotificationsService } from '../notifications';
import type { SettingsService } from '../settings';
import { HOUSE_ACCOUNTS, type HouseTransfer, type WalletService } from '../wallet';
import { settleBet, settleSlip } from './settlement';
import { VOID_FIXTURE_STATUSES, type SettlementRepository } from './settlement.repository';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import { formatNumber } from '../../lib/format';

const FIXTURES_PER_TICK = 50;
const SLIPS_PER_TICK = 500;

type ReadySlip = Awaited<ReturnType<SettlementRepository['slipsReadyToSettle']>>[number];
type FixtureToSettle = Awaited<ReturnType<SettlementRepository['fixturesToSettle']>>[number];
type Leg = Awaited<ReturnType<SettlementRepository['legsOfSlips']>>[number];

export type SettlementTick = { leader: boolean; fixtures: number; slips: number; resettled: number };

/**
 * Settles finished fixtures' bets by the market rules, then every slip whose legs are all
 * settled, paying through the ledger. Each tick is one transaction: a worker killed mid-batch
 * leaves nothing half done, and a slip leaves PENDING exactly once.
 */
export function createSettlementService(deps: {
  db: Database;
  repository: SettlementRepository;
  wallet: WalletService;
  settings: SettingsService;
  notifications: Pick<NotificationsService, 'notifyMany'>;
  /** Announces a tick that settled or reopened slips, after commit (the public Bets panel listens). */
  events: DomainEventPublisher;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db, repository, wallet, settings, notifications, events, log } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Settles the fixtures' bets by the market rules as a set: one read of every bet, one write of
   * their settlements, one of their markets and one of the fixtures. A fixture settled before on
   * another result first has its slips reopened. Answers how many slips were reopened.
   */
  async function settleFixtures(trx: Executor, fixtures: readonly FixtureToSettle[], at: Date): Promise<number> {
    const isVoid = (fixture: FixtureToSettle) => (VOID_FIXTURE_STATUSES as readonly number[]).includes(fixture.status);
    const decided = fixtures.filter(
      (fixture) => isVoid(fixture) || (fixture.score_home !== null && fixture.score_away !== null),
    );
    if (decided.length === 0) return 0;
    const resettled = await reopenSlips(
      trx,
      decided.filter((fixture) => fixture.settled_at).map((fixture) => fixture.id),
    );
    const byId = new Map(decided.map((fixture) => [fixture.id, fixture]));
    const bets = await repository.betsOfFixtures(trx, [...byId.keys()]);
    await repository.writeBetSettlements(
      trx,
      bets.map((bet) => {
        const fixture = byId.get(bet.fixture_id)!;
        const settlement = isVoid(fixture)
          ? SETTLEMENT.cancelled
          : settleBet(
              { marketTypeId: bet.market_type_id, name: bet.name, line: bet.line, baseLine: bet.base_line },
              { home: fixture.score_home!, away: fixture.score_away! },
            );
        return { betId: bet.id, settlement };
      }),
    );
    await repository.markFixturesSettled(trx, decided, at);
    return resettled;
  }

  /**
   * The feed corrected results: take back what each settled slip on the fixtures was paid, by
   * reversing entries, and put it back to PENDING to be settled again on the new result. A member
   * who has already spent the winnings keeps the old settlement, and operators are told.
   */
  async function reopenSlips(trx: Executor, fixtureIds: readonly number[]): Promise<number> {
    if (fixtureIds.length === 0) return 0;
    let reopened = 0;
    for (const slip of await repository.settledSlipsOnFixtures(trx, fixtureIds)) {
      const reference = { type: 'bet_slip', id: slip.id };
      const cash = await wallet.lockedBalance(trx, slip.user_id, 'cash');
      if ((slip.payout ?? 0) > cash) {
        log.warn(
          { slipId: slip.id, userId: slip.user_id },
          'result corrected but the winnings are spent: slip left as settled for an operator',
        );
        continue;
      }
      if ((slip.payout ?? 0) > 0) {
        await wallet.postHouseTransfer(trx, {
          userId: slip.user_id,
          account: 'cash',
          amount: -(slip.payout ?? 0),
          kind: 'sports_resettle',
          house: HOUSE_ACCOUNTS.sportsbook,
          reference,
        });
      }
      if (slip.points_awarded > 0) {
        await wallet.postHouseTransfer(trx, {
          userId: slip.user_id,
          account: 'points',
          amount: -slip.points_awarded,
          kind: 'sports_resettle',
          house: HOUSE_ACCOUNTS.points,
          reference,
        });
      }
      await repository.updateSlip(trx, slip.id, {
        status: 'PENDING',
        payout: null,
        settled_at: null,
        points_awarded: 0,
      });
      reopened += 1;
    }
    return reopened;
  }

  /**
   * Settles a batch of ready slips as a set: one read of their legs, then their payouts and
   * points, counted stakes, win notices, legs and outcomes each written in one statement for the
   * whole batch (a loop per slip paid ten round trips a slip).
   */
  async function settleReadySlips(
    trx: Executor,
    slips: readonly ReadySlip[],
    at: Date,
    rules: { bonus: MultiFolderBonus },
  ) {
    if (slips.length === 0) return;
    const legs = await repository.legsOfSlips(
      trx,
      slips.map((slip) => slip.id),
    );
    const legsBySlip = new Map<number, Leg[]>();
    for (const leg of legs) legsBySlip.set(leg.slip_id, [...(legsBySlip.get(leg.slip_id) ?? []), leg]);
    const settled = slips.map((slip) => {
      const legs = legsBySlip.get(slip.id) ?? [];
      const outcome = settleSlip(
        { stake: slip.stake, bonusMultiplierX100: slip.bonus_multiplier_x100 },
        // A leg still open only reaches here beside a lost one, which decides the slip alone.
        legs.map((leg) => ({ settlement: leg.settlement ?? SETTLEMENT.lost, priceX100: leg.price_x100 })),
        rules.bonus,
        // The limit the slip was accepted under: lowering the setting later does not cut it.
        slip.maximum_payout,
      );
      const points = outcome.status === 'LOST' ? losingStakePoints(slip.stake, slip.losing_points_bp) : 0;
      return { slip, legs, outcome, points, reference: { type: 'bet_slip' as const, id: slip.id } };
    });
    // Each slip's payout (or refund) and losing-stake points; only amounts above zero are posted.
    const transfers: HouseTransfer[] = settled.flatMap(({ slip, outcome, points, reference }) => [
      {
        userId: slip.user_id,
        account: 'cash',
        amount: outcome.payout,
        kind: outcome.status === 'REFUNDED' ? 'sports_refund' : 'sports_payout',
        house: HOUSE_ACCOUNTS.sportsbook,
        reference,
      },
      {
        userId: slip.user_id,
        account: 'points',
        amount: points,
        kind: 'bet_points',
        house: HOUSE_ACCOUNTS.points,
        reference,
      },
    ]);
    await wallet.postHouseTransfers(
      trx,
      transfers.filter((transfer) => transfer.amount > 0),
    );
    // A refunded slip risked nothing: only won and lost stakes count toward wagering obligations.
    await wallet.countSettledStakes(
      trx,
      settled
        .filter(({ outcome }) => outcome.status !== 'REFUNDED')
        .map(({ slip, reference }) => ({
          userId: slip.user_id,
          source: reference,
          amount: slip.stake,
          placedTransactionId: slip.stake_transaction_id,
        })),
    );
    await notifications.notifyMany(
      trx,
      settled
        .filter(({ outcome }) => outcome.status === 'WON')
        .map(({ slip, outcome }) => ({
          userId: slip.user_id,
          notification: {
            type: 'win' as const,
            title: '베팅에 당첨되었습니다',
            message: `${slip.id}번 베팅이 당첨되어 ${formatNumber(outcome.payout)}원이 보유머니에 지급되었습니다.`,
            action: { type: 'deep_link' as const, target: 'results' },
          },
        })),
    );
    await repository.writeLegSettlements(
      trx,
      settled.flatMap(({ slip, legs }) =>
        legs.map((leg) => ({ slipId: slip.id, betId: leg.bet_id, settlement: leg.settlement })),
      ),
    );
    await repository.writeSlipOutcomes(
      trx,
      settled.map(({ slip, outcome, points }) => ({
        id: slip.id,
        status: outcome.status,
        payout: outcome.payout,
        pointsAwarded: points,
      })),
      at,
    );
  }

  return {
    /** One tick of the worker; a process that is not the leader does nothing. */
    async tick(): Promise<SettlementTick> {
      const bonus = await settings.get('multiFolderBonus');
      return inTransaction(db, async (trx): Promise<SettlementTick> => {
        const { rows } = await sql<{
          leader: boolean;
        }>`select pg_try_advisory_xact_lock(${ADVISORY_LOCKS.settlementLeader}) as leader`.execute(trx);
        if (!rows[0]?.leader) return { leader: false, fixtures: 0, slips: 0, resettled: 0 };
        const at = now();
        const fixtures = await repository.fixturesToSettle(trx, FIXTURES_PER_TICK);
        const resettled = await settleFixtures(trx, fixtures, at);
        const slips = await repository.slipsReadyToSettle(trx, SLIPS_PER_TICK);
        await settleReadySlips(trx, slips, at, { bonus });
        if (slips.length > 0 || resettled > 0) events.publish(trx, 'slips.settled', { slips: slips.length, resettled });
        return { leader: true, fixtures: fixtures.length, slips: slips.length, resettled };
      });
    },
  };
}

export type SettlementService = ReturnType<typeof createSettlementService>;
