import {
  FIXTURE_STATUS,
  type BetLimits,
  type MultiFolderBonus,
  type PlaceBetResponse,
  type SameFixtureCombinations,
  type placeBetRequestSchema,
} from '@hanpan/contract';
import {
  betTypeOf,
  bonusMultiplierX100,
  boostedOddsX100,
  combinedOddsX100,
  parseStake,
  payoutAt,
  payoutRefusal,
  stakeRefusal,
  type BetType,
} from '@hanpan/rules';
import type { z } from 'zod';
import type { Executor } from '../../db/database';
import { priceOf } from '../sportsbook';
import { HOUSE_ACCOUNTS, insufficientFunds, type MoneyCaller } from '../wallet';
import type { BetRow } from './betting.repository';
import { betNotFound, payoutRefused, refuse, stakeRefused } from './betting-refusals';
import type { BettingContext } from './betting-context';
import { forbiddenSameFixturePair, sameFixtureRefusal } from './same-fixture';

type PlaceBetInput = z.output<typeof placeBetRequestSchema>;

/** The request, read once: its distinct selections, their bet type, and the stake as whole won (null: none). */
type Placement = { betIds: number[]; betType: BetType; stake: number | null };

/** The operator's settings placement applies, read before its transaction. */
type PlacementSettings = {
  bonus: MultiFolderBonus;
  limits: BetLimits;
  combinations: SameFixtureCombinations;
  liveAcceptanceDelayMs: number;
};

/** The terms a slip is accepted on, in integer hundredths and whole won. */
type SlipTerms = { totalOddsX100: number; bonusX100: number; potentialPayout: number };

export function parsePlacement(request: PlaceBetInput): Placement {
  const betIds = [...new Set(request.bet_selection_ids)];
  return { betIds, betType: betTypeOf(betIds.length), stake: parseStake(request.stake) };
}

/** The request's own refusal, before any selection is read: no selections, then the stake's limits. */
function checkPlacement({ betIds, betType, stake }: Placement, limits: BetLimits): number {
  if (betIds.length === 0) throw refuse('empty_cart', '베팅 옵션을 선택해주세요.');
  if (stake === null) throw stakeRefused({ reason: 'invalid_stake' });
  const refusal = stakeRefusal(stake, betType, limits);
  if (refusal) throw stakeRefused(refusal);
  return stake;
}

/**
 * The selections' refusal, on the locked rows (product rules section 3, in order): one pick per
 * market, allowed same-fixture pairs, every pick still in the cart, and no price moved unless accepted.
 */
function checkSelections(
  bets: BetRow[],
  cartPrices: Map<number, number>,
  combinations: SameFixtureCombinations,
  acceptPriceChanges: boolean,
): void {
  if (new Set(bets.map((bet) => bet.market_id)).size !== bets.length) {
    throw refuse('same_market', '같은 마켓에서는 하나의 베팅만 선택할 수 있습니다.');
  }
  const clash = forbiddenSameFixturePair(bets, combinations);
  if (clash) throw sameFixtureRefusal(clash);
  if (bets.some((bet) => !cartPrices.has(bet.bet_id)))
    throw refuse('not_in_cart', '베팅카드에 없는 항목이 있습니다. 베팅카드를 새로고침해주세요.', 409);
  const moved = bets.filter((bet) => cartPrices.get(bet.bet_id) !== bet.price_x100);
  if (moved.length > 0 && !acceptPriceChanges) {
    const changes = moved.map(
      (bet) =>
        `${bet.korean_name} ${priceOf(cartPrices.get(bet.bet_id)!).toFixed(2)} → ${priceOf(bet.price_x100).toFixed(2)}`,
    );
    throw refuse('price_changed', `배당이 변경되었습니다: ${changes.join(', ')}`, 409);
  }
}

/** In-play selections by bet id: what an in-play bet is judged on (price, states, its fixture's score). */
type LiveStates = Map<number, string>;

const liveStatesOf = (bets: BetRow[]): LiveStates =>
  new Map(
    bets
      .filter((bet) => bet.fixture_status === FIXTURE_STATUS.inPlay)
      .map((bet) => [
        bet.bet_id,
        JSON.stringify([bet.price_x100, bet.status, bet.market_status, bet.score_home, bet.score_away]),
      ]),
  );

/** A placement whose selections are in play: its transaction rolls back to wait out the acceptance delay. */
class AwaitsLiveDelay extends Error {
  constructor(readonly live: LiveStates) {
    super('in-play selections wait out the acceptance delay');
  }
}

/** Combined odds with the multi-folder bonus, and what the stake returns at them (rules package). */
function slipTerms(bets: BetRow[], stake: number, bonus: MultiFolderBonus): SlipTerms {
  const prices = bets.map((bet) => bet.price_x100);
  const bonusX100 = bonusMultiplierX100(prices, bonus);
  const totalOddsX100 = boostedOddsX100(combinedOddsX100(prices), bonusX100);
  return { totalOddsX100, bonusX100, potentialPayout: payoutAt(stake, totalOddsX100) };
}

/**
 * Placing selections as one bet: `place` reads the request once, applies every rule of the
 * product rules in their order (the pure ones from the rules package), then writes the slip, its
 * selections and the stake's ledger debit in one transaction. The cart stays as it is (the client
 * clears it on success), so the same selections may be placed again.
 */
export function createPlaceBet(context: BettingContext) {
  const { repository, wallet, settings, now, wait, isAvailable } = context;

  async function placementSettings(): Promise<PlacementSettings> {
    const read = await settings.getMany([
      'multiFolderBonus',
      'sportsbookRules',
      'betLimits',
      'sameFixtureCombinations',
    ]);
    return {
      bonus: read.multiFolderBonus,
      limits: read.betLimits,
      combinations: read.sameFixtureCombinations,
      liveAcceptanceDelayMs: read.sportsbookRules.live_acceptance_delay_ms,
    };
  }

  /**
   * The cart's prices and the selections, locked; every one must exist, be open and, in play,
   * unmoved since `live` (their states before the acceptance delay; null: not waited yet).
   */
  async function lockSelections(
    trx: Executor,
    userId: number,
    betIds: number[],
    live: LiveStates | null,
    liveAcceptanceDelayMs: number,
  ) {
    const cartPrices = new Map(
      (await repository.lockCart(trx, userId)).map((item) => [item.bet_id, item.added_price_x100]),
    );
    const bets = await repository.lockBets(trx, betIds);
    for (const id of betIds) {
      if (!bets.some((bet) => bet.bet_id === id)) throw betNotFound(id);
    }
    const at = now();
    const closed = bets.filter((bet) => !isAvailable(bet, at));
    if (closed.length > 0) {
      throw refuse(
        'bet_unavailable',
        `마감되었거나 일시 중지된 베팅이 있습니다: ${closed.map((bet) => `${bet.fixture_name} ${bet.korean_name}`).join(', ')}`,
      );
    }
    const inPlay = liveStatesOf(bets);
    if (live === null && inPlay.size > 0 && liveAcceptanceDelayMs > 0) throw new AwaitsLiveDelay(inPlay);
    if (live !== null && [...live].some(([betId, state]) => inPlay.get(betId) !== state)) {
      throw refuse('live_changed', '경기 상황이나 배당이 바뀌어 베팅이 접수되지 않았습니다. 다시 확인해주세요.', 409);
    }
    return { bets, cartPrices, at };
  }

  /** The slip, its selections and the stake's debit; answers the member's new cash. */
  async function writeSlip(
    trx: Executor,
    slip: { userId: number; at: Date; betType: BetType; stake: number; terms: SlipTerms; maximumPayout: number },
    bets: BetRow[],
  ): Promise<{ slipId: number; cashLeft: number }> {
    const slipId = await repository.insertSlip(
      trx,
      {
        user_id: slip.userId,
        created_at: slip.at,
        bet_type: slip.betType,
        stake: slip.stake,
        total_odds_x100: slip.terms.totalOddsX100,
        bonus_multiplier_x100: slip.terms.bonusX100,
        potential_payout: slip.terms.potentialPayout,
        // The member is paid on these terms even if an operator lowers the limit before settlement.
        maximum_payout: slip.maximumPayout,
      },
      bets.map((bet) => ({
        betId: bet.bet_id,
        marketId: bet.market_id,
        fixtureId: bet.fixture_id,
        priceX100: bet.price_x100,
      })),
    );
    const cashLeft = await wallet.postHouseTransfer(trx, {
      userId: slip.userId,
      account: 'cash',
      amount: -slip.stake,
      kind: 'sports_bet',
      house: HOUSE_ACCOUNTS.sportsbook,
      reference: { type: 'bet_slip', id: slipId },
    });
    return { slipId, cashLeft };
  }

  function attempt(
    caller: MoneyCaller,
    request: PlaceBetInput,
    placement: Placement,
    rules: PlacementSettings,
    live: LiveStates | null,
  ): Promise<PlaceBetResponse> {
    return wallet.moneyCall(caller, 'place-bet', request, async (trx) => {
      // The member's lock first (one order with the cart and cancellations: member, then cart, bets, slips).
      const cash = await wallet.lockedBalance(trx, caller.userId, 'cash');
      await context.responsiblePlay.assertMayPlay(trx, caller.userId);
      const stake = checkPlacement(placement, rules.limits);
      const { bets, cartPrices, at } = await lockSelections(
        trx,
        caller.userId,
        placement.betIds,
        live,
        rules.liveAcceptanceDelayMs,
      );
      checkSelections(bets, cartPrices, rules.combinations, request.accept_price_changes === true);
      const terms = slipTerms(bets, stake, rules.bonus);
      if (cash < stake) throw insufficientFunds();
      const tooMuch = payoutRefusal(terms.potentialPayout, rules.limits);
      if (tooMuch) throw payoutRefused(tooMuch);
      const { betType } = placement;
      const maximumPayout = rules.limits.maximum_payout;
      const written = await writeSlip(trx, { userId: caller.userId, at, betType, stake, terms, maximumPayout }, bets);
      context.events.publish(trx, 'slip.placed', {
        userId: caller.userId,
        slipId: written.slipId,
        fixtureIds: [...new Set(bets.map((bet) => bet.fixture_id))],
      });
      return {
        id: written.slipId,
        bet_type: betType,
        total_odds: priceOf(terms.totalOddsX100),
        bonus_multiplier: terms.bonusX100 / 100,
        potential_payout: terms.potentialPayout,
        new_balance: written.cashLeft,
      };
    });
  }

  return async function place(caller: MoneyCaller, request: PlaceBetInput): Promise<PlaceBetResponse> {
    const placement = parsePlacement(request);
    const rules = await placementSettings();
    // In play, the bet waits out the acceptance delay and is taken only if nothing moved meanwhile:
    // the first try finds its selections in play, rolls back, waits, and the second compares.
    try {
      return await attempt(caller, request, placement, rules, null);
    } catch (error) {
      if (!(error instanceof AwaitsLiveDelay)) throw error;
      await wait(rules.liveAcceptanceDelayMs);
      return attempt(caller, request, placement, rules, error.live);
    }
  };
}
