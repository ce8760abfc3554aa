import { SETTLEMENT, type MultiFolderBonus } from '@hanpan/contract';
import { losingStakePoints } from '@hanpan/rules';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Database, Executor } from '../../db/database';
import type { DomainEventPublisher } from '../../db/domain-events';
import { inTransaction } from '../../db/transaction';
import type { NotificationsService } from '../notifications';
import type { SettingsService } from '../settings';
import { HOUSE_ACCOUNTS, type WalletService } from '../wallet';
import { settleBet, settleSlip, type SlipOutcome } from './settlement';
import { VOID_FIXTURE_STATUSES, type SettlementRepository } from './settlement.repository';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';

const FIXTURES_PER_TICK = 50;
const SLIPS_PER_TICK = 500;

type ReadySlip = Awaited<ReturnType<SettlementRepository['slipsReadyToSettle']>>[number];

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
  notifications: Pick<NotificationsService, 'notify'>;
  /** Announces a tick that settled or reopened slips, after commit (the public Bets panel listens). */
  events: DomainEventPublisher;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db, repository, wallet, settings, notifications, events, log } = deps;
  const now = deps.now ?? (() => new Date());

  async function settleFixture(
    trx: Executor,
    fixture: Awaited<ReturnType<SettlementRepository['fixturesToSettle']>>[number],
    at: Date,
  ): Promise<number> {
    const isVoid = (VOID_FIXTURE_STATUSES as readonly number[]).includes(fixture.status);
    if (!isVoid && (fixture.score_home === null || fixture.score_away === null)) return 0;
    const resettled = fixture.settled_at ? await reopenSlips(trx, fixture.id) : 0;
    const bySettlement = new Map<number, number[]>();
    for (const bet of await repository.betsOfFixture(trx, fixture.id)) {
      const settlement = isVoid
        ? SETTLEMENT.cancelled
        : settleBet(
            { marketTypeId: bet.market_type_id, name: bet.name, line: bet.line, baseLine: bet.base_line },
            { home: fixture.score_home!, away: fixture.score_away! },
          );
      bySettlement.set(settlement, [...(bySettlement.get(settlement) ?? []), bet.id]);
    }
    await repository.writeBetSettlements(trx, fixture.id, bySettlement);
    await repository.markFixtureSettled(
      trx,
      fixture.id,
      { status: fixture.status, home: fixture.score_home, away: fixture.score_away },
      at,
    );
    return resettled;
  }

  /**
   * The feed corrected a result: take back what each settled slip on the fixture was paid, by
   * reversing entries, and put it back to PENDING to be settled again on the new result. A member
   * who has already spent the winnings keeps the old settlement, and operators are told.
   */
  async function reopenSlips(trx: Executor, fixtureId: number): Promise<number> {
    let reopened = 0;
    for (const slip of await repository.settledSlipsOnFixture(trx, fixtureId)) {
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

  /** Pays a settled slip through the ledger: its payout, its counted stake, its points, and a win's notice. */
  async function payOutcome(trx: Executor, slip: ReadySlip, outcome: SlipOutcome, points: number) {
    const reference = { type: 'bet_slip' as const, id: slip.id };
    if (outcome.payout > 0) {
      await wallet.postHouseTransfer(trx, {
        userId: slip.user_id,
        account: 'cash',
        amount: outcome.payout,
        kind: outcome.status === 'REFUNDED' ? 'sports_refund' : 'sports_payout',
        house: HOUSE_ACCOUNTS.sportsbook,
        reference,
      });
    }
    // A refunded slip risked nothing: only won and lost stakes count toward wagering obligations.
    if (outcome.status !== 'REFUNDED') {
      await wallet.countSettledStake(trx, {
        userId: slip.user_id,
        source: reference,
        amount: slip.stake,
        placedTransactionId: slip.stake_transaction_id,
      });
    }
    if (points > 0) {
      await wallet.postHouseTransfer(trx, {
        userId: slip.user_id,
        account: 'points',
        amount: points,
        kind: 'bet_points',
        house: HOUSE_ACCOUNTS.points,
        reference,
      });
    }
    if (outcome.status === 'WON') {
      await notifications.notify(trx, slip.user_id, {
        type: 'win',
        title: '베팅에 당첨되었습니다',
        message: `베팅 #${slip.id}이(가) 당첨되어 ${outcome.payout.toLocaleString('ko-KR')}원이 보유머니에 지급되었습니다.`,
        action: { type: 'deep_link', target: 'results' },
      });
    }
  }

  async function settleReadySlip(
    trx: Executor,
    slip: ReadySlip,
    at: Date,
    rules: { bonus: MultiFolderBonus; pointsPercent: number },
  ) {
    const legs = await repository.slipLegs(trx, slip.id);
    const outcome = settleSlip(
      { stake: slip.stake, bonusMultiplierX100: slip.bonus_multiplier_x100 },
      // A leg still open only reaches here beside a lost one, which decides the slip alone.
      legs.map((leg) => ({ settlement: leg.settlement ?? SETTLEMENT.lost, priceX100: leg.price_x100 })),
      rules.bonus,
      // The limit the slip was accepted under: lowering the setting later does not cut it.
      slip.maximum_payout,
    );
    const points = outcome.status === 'LOST' ? losingStakePoints(slip.stake, rules.pointsPercent) : 0;
    await payOutcome(trx, slip, outcome, points);
    await repository.writeLegSettlements(
      trx,
      slip.id,
      legs.map((leg) => ({ betId: leg.bet_id, settlement: leg.settlement })),
    );
    await repository.updateSlip(trx, slip.id, {
      status: outcome.status,
      payout: outcome.payout,
      settled_at: at,
      points_awarded: points,
    });
  }

  return {
    /** One tick of the worker; a process that is not the leader does nothing. */
    async tick(): Promise<SettlementTick> {
      const [bonus, bookRules] = await Promise.all([settings.get('multiFolderBonus'), settings.get('sportsbookRules')]);
      return inTransaction(db, async (trx): Promise<SettlementTick> => {
        const { rows } = await sql<{
          leader: boolean;
        }>`select pg_try_advisory_xact_lock(${ADVISORY_LOCKS.settlementLeader}) as leader`.execute(trx);
        if (!rows[0]?.leader) return { leader: false, fixtures: 0, slips: 0, resettled: 0 };
        const at = now();
        const fixtures = await repository.fixturesToSettle(trx, FIXTURES_PER_TICK);
        let resettled = 0;
        for (const fixture of fixtures) resettled += await settleFixture(trx, fixture, at);
        const slips = await repository.slipsReadyToSettle(trx, SLIPS_PER_TICK);
        for (const slip of slips)
          await settleReadySlip(trx, slip, at, { bonus, pointsPercent: bookRules.losing_stake_points_percent });
        if (slips.length > 0 || resettled > 0) events.publish(trx, 'slips.settled', { slips: slips.length, resettled });
        return { leader: true, fixtures: fixtures.length, slips: slips.length, resettled };
      });
    },
  };
}

export type SettlementService = ReturnType<typeof createSettlementService>;
