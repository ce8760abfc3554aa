import {
  BET_STATUS,
  FIXTURE_STATUS,
  SETTLEMENT,
  type CashOutRequest,
  type CashOutResponse,
  type MultiFolderBonus,
  type SportsbookRules,
} from '@hanpan/contract';
import { bonusMultiplierX100, cashOutOffer, type CashOutLeg } from '@hanpan/rules';
import type { Executor } from '../../db/database';
import { notFound } from '../../lib/errors';
import { formatNumber } from '../../lib/format';
import { HOUSE_ACCOUNTS, type MoneyCaller } from '../wallet';
import type { BettingContext } from './betting-context';
import type { CashOutLegRow } from './betting.repository';
import { refuse } from './betting-refusals';

/** A slip as a cash-out values it. */
type CashOutSlip = {
  stake: number;
  bonus_multiplier_x100: number;
  potential_payout: number;
  maximum_payout: number;
  status: string;
};

const isVoid = (settlement: number | null) => settlement === SETTLEMENT.refund || settlement === SETTLEMENT.cancelled;

/**
 * What the slip can be cashed out for now, or null: pending slips only, cash out switched on (site,
 * sport, league, fixture), every settled leg won, lost or void (a half result has no offer), every
 * open leg open for betting (bet, market and fixture). The multi-folder bonus is what settlement
 * would pay: never more than at placement, and only while the legs not void still earn it.
 */
export function cashOutOfferOf(
  slip: CashOutSlip,
  legs: readonly CashOutLegRow[],
  rules: SportsbookRules,
  bonus: MultiFolderBonus,
  isOpen: (leg: CashOutLegRow) => boolean,
): number | null {
  if (slip.status !== 'PENDING' || !rules.cash_out_enabled || legs.length === 0) return null;
  if (legs.some((leg) => leg.blocked)) return null;
  const priced: CashOutLeg[] = [];
  for (const leg of legs) {
    const placedPriceX100 = leg.placed_price_x100;
    if (leg.status === BET_STATUS.settled) {
      if (leg.settlement === SETTLEMENT.won) priced.push({ state: 'won', placedPriceX100 });
      else if (leg.settlement === SETTLEMENT.lost) priced.push({ state: 'lost', placedPriceX100 });
      else if (isVoid(leg.settlement)) priced.push({ state: 'void', placedPriceX100 });
      else return null;
    } else {
      priced.push({
        state: 'open',
        placedPriceX100,
        currentPriceX100: leg.current_price_x100,
        suspended: !isOpen(leg),
      });
    }
  }
  const earned = bonusMultiplierX100(
    legs
      .filter((leg) => !(leg.status === BET_STATUS.settled && isVoid(leg.settlement)))
      .map((leg) => leg.placed_price_x100),
    bonus,
  );
  return cashOutOffer(
    {
      stake: slip.stake,
      legs: priced,
      bonusX100: Math.min(slip.bonus_multiplier_x100, earned),
      potentialPayout: Math.min(slip.potential_payout, slip.maximum_payout),
    },
    Math.round(rules.cash_out_margin_percent * 100),
  );
}

/** The in-play legs' states (price, statuses, score): an in-play cash-out is taken only if none moved during its delay. */
const liveStatesOf = (legs: readonly CashOutLegRow[]) =>
  JSON.stringify(
    legs
      .filter((leg) => leg.fixture_status === FIXTURE_STATUS.inPlay)
      .map((leg) => [
        leg.bet_id,
        leg.current_price_x100,
        leg.status,
        leg.market_status,
        leg.score_home,
        leg.score_away,
      ]),
  );

const unavailable = () => refuse('cash_out_unavailable', '지금은 캐시아웃할 수 없습니다.', 409);

/** The offer now must be the one the member saw, or within the tolerance they chose below it (a higher one is taken). */
function assertAcceptable(offer: number | null, request: Required<CashOutRequest>): number {
  if (offer === null) throw unavailable();
  const lowest = Math.floor((request.offer * (100 - request.tolerance_percent)) / 100);
  if (offer < lowest) {
    throw refuse(
      'cash_out_changed',
      `캐시아웃 금액이 ${formatNumber(offer)}원으로 바뀌었습니다. 다시 확인해주세요.`,
      409,
    );
  }
  return offer;
}

/**
 * Cash out (issue #18): the member closes a pending slip for the offer the server prices now. The
 * offer is judged first without locks; in play the call then waits the acceptance delay, as a
 * placement does. In one transaction under the member's lock and the slip's, every leg is priced
 * again (in play: refused if anything moved), the payment posts from the sportsbook, the slip
 * becomes CASHED_OUT (settlement reads PENDING slips only, a correction WON, LOST and REFUNDED
 * ones, so the feed never touches it again), and the part of the stake still at risk counts
 * toward wagering.
 */
export function createCashOut({ db, repository, wallet, settings, sportsbook, events, now, wait }: BettingContext) {
  const isOpen = (at: Date) => (leg: CashOutLegRow) =>
    leg.status === BET_STATUS.open &&
    leg.market_status === BET_STATUS.open &&
    sportsbook.isOpenForBetting({ status: leg.fixture_status, start_date: leg.start_date }, at);

  async function quote(executor: Executor, slip: CashOutSlip & { id: number }, at: Date) {
    const [{ sportsbookRules, multiFolderBonus }, legs] = await Promise.all([
      settings.getMany(['sportsbookRules', 'multiFolderBonus']),
      repository.cashOutLegs(executor, [slip.id]),
    ]);
    return {
      offer: cashOutOfferOf(slip, legs, sportsbookRules, multiFolderBonus, isOpen(at)),
      live: liveStatesOf(legs),
      delayMs: sportsbookRules.live_acceptance_delay_ms,
    };
  }

  return {
    /** Each pending slip's offer now, by slip id (the history lists them). */
    async cashOutOffers(slips: readonly (CashOutSlip & { id: number })[]): Promise<Map<number, number | null>> {
      const pending = slips.filter((slip) => slip.status === 'PENDING');
      const [{ sportsbookRules, multiFolderBonus }, legs] = await Promise.all([
        settings.getMany(['sportsbookRules', 'multiFolderBonus']),
        repository.cashOutLegs(
          db,
          pending.map((slip) => slip.id),
        ),
      ]);
      const open = isOpen(now());
      return new Map(
        pending.map((slip) => [
          slip.id,
          cashOutOfferOf(
            slip,
            legs.filter((leg) => leg.slip_id === slip.id),
            sportsbookRules,
            multiFolderBonus,
            open,
          ),
        ]),
      );
    },

    async cashOut(caller: MoneyCaller, slipId: number, request: Required<CashOutRequest>): Promise<CashOutResponse> {
      const seen = await repository.findSlip(db, slipId);
      if (!seen || seen.user_id !== caller.userId) throw notFound('베팅을 찾을 수 없습니다.');
      // A slip already decided goes straight to the money call: a repeated key replays its answer.
      let before: { live: string; delayed: boolean } | null = null;
      if (seen.status === 'PENDING') {
        const first = await quote(db, seen, now());
        assertAcceptable(first.offer, request);
        const delayed = first.live !== '[]' && first.delayMs > 0;
        if (delayed) await wait(first.delayMs);
        before = { live: first.live, delayed };
      }
      return wallet.moneyCall(caller, 'cash-out', { slipId, ...request }, async (trx) => {
        await wallet.lockedBalance(trx, caller.userId, 'cash');
        const slip = await repository.lockSlip(trx, slipId);
        if (!slip || slip.user_id !== caller.userId) throw notFound('베팅을 찾을 수 없습니다.');
        if (slip.status !== 'PENDING') throw refuse('not_cashable', '이미 처리된 베팅은 캐시아웃할 수 없습니다.', 409);
        const at = now();
        const current = await quote(trx, slip, at);
        if (before?.delayed && current.live !== before.live) {
          throw refuse('live_changed', '경기 상황이나 배당이 바뀌어 캐시아웃되지 않았습니다. 다시 확인해주세요.', 409);
        }
        const payout = assertAcceptable(current.offer, request);
        const cash = await wallet.postHouseTransfer(trx, {
          userId: caller.userId,
          account: 'cash',
          amount: payout,
          kind: 'sports_cashout',
          house: HOUSE_ACCOUNTS.sportsbook,
          reference: { type: 'bet_slip', id: slipId },
        });
        await repository.markCashedOut(trx, slipId, payout, at);
        // Only the part of the stake still at risk when it was bought back counts toward wagering.
        await wallet.countSettledStakes(trx, [
          {
            userId: caller.userId,
            source: { type: 'bet_slip', id: slipId },
            amount: Math.max(0, slip.stake - payout),
            placedTransactionId: await repository.stakeTransactionId(trx, slipId),
          },
        ]);
        events.publish(trx, 'slip.cashed_out', { userId: caller.userId, slipId });
        return { id: slipId, status: 'CASHED_OUT' as const, payout, new_balance: cash };
      });
    },
  };
}

export type CashOut = ReturnType<typeof createCashOut>;
