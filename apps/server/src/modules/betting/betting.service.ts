import {
  BET_STATUS,
  FIXTURE_STATUS,
  MAXIMUM_CART_SELECTIONS,
  marketPairKey,
  type BetHistoryItem,
  type CartItem,
  type CartResponse,
  type SportsbookRules,
  type PlaceBetResponse,
  type SameFixtureCombinations,
  type placeBetRequestSchema,
} from '@hanpan/contract';
import { bonusMultiplierX100, boostedOddsX100, combinedOddsX100, payoutAt, startOfKoreanDay } from '@hanpan/rules';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import type { SettingsService } from '../settings/settings.service';
import type { SportsbookService } from '../sportsbook/sportsbook.service';
import { priceOf } from '../sportsbook/sportsbook.service';
import { HOUSE_ACCOUNTS } from '../wallet/ledger-kinds';
import type { MoneyCaller, WalletService } from '../wallet/wallet.service';
import type { BetRow, BettingRepository } from './betting.repository';

type PlaceBetInput = z.output<typeof placeBetRequestSchema>;
type BetHistory = { results: BetHistoryItem[]; total_pages: number };

const won = (amount: number) => amount.toLocaleString('ko-KR');
const refuse = (code: string, message: string, status = 422) => new AppError(status, code, message);
const betNotFound = (id: number) => new AppError(404, 'bet_not_found', `베팅을 찾을 수 없습니다. 전송된 ID: ${id}`);

/** What the same-fixture rule reads of a selection. */
type Pick = {
  fixture_id: number;
  fixture_name: string;
  market_id: number;
  market_type_id: number;
  market_name: string;
};

/**
 * The first two selections of one fixture whose market types the operator has not allowed
 * together (product rules section 3), or null. Two of one market are the one-per-market rule's.
 */
export function forbiddenSameFixturePair<T extends Pick>(
  picks: T[],
  combinations: SameFixtureCombinations,
): [T, T] | null {
  const allowed = new Set(combinations.allowed_pairs.map(({ first, second }) => marketPairKey(first, second)));
  for (const [index, pick] of picks.entries()) {
    const clash = picks
      .slice(index + 1)
      .find(
        (other) =>
          other.fixture_id === pick.fixture_id &&
          other.market_id !== pick.market_id &&
          !allowed.has(marketPairKey(pick.market_type_id, other.market_type_id)),
      );
    if (clash) return [pick, clash];
  }
  return null;
}

const sameFixtureRefusal = ([first, second]: [Pick, Pick]) =>
  refuse(
    'same_fixture_combination',
    `같은 경기의 ${first.market_name} + ${second.market_name} 조합은 베팅할 수 없습니다: ${first.fixture_name}`,
  );

export function createBettingService(deps: {
  db: Database;
  repository: BettingRepository;
  wallet: WalletService;
  settings: SettingsService;
  sportsbook: SportsbookService;
  /** The member's cool-off or self-exclusion (account module): no bets while one is in force. */
  responsiblePlay: { assertMayPlay(executor: Executor, userId: number): Promise<void> };
  /** The public Bets panel: told after a slip is placed or cancelled (activity module). */
  activity: { changed(): void };
  now?: () => Date;
  /** How an in-play placement waits out its acceptance delay (tests step in here). */
  wait?: (ms: number) => Promise<void>;
}) {
  const { db, repository, wallet, settings, sportsbook } = deps;
  const now = deps.now ?? (() => new Date());
  const wait = deps.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  /** What an in-play bet is judged on: its price and status, and its fixture's score. */
  const liveState = async (executor: Executor, betIds: number[]) =>
    new Map(
      (await repository.findBets(executor, betIds))
        .filter((bet) => bet.fixture_status === FIXTURE_STATUS.inPlay)
        .map((bet) => [
          bet.bet_id,
          JSON.stringify([bet.price_x100, bet.status, bet.market_status, bet.score_home, bet.score_away]),
        ]),
    );

  const isAvailable = (bet: BetRow, at: Date) =>
    bet.status === BET_STATUS.open &&
    bet.market_status === BET_STATUS.open &&
    sportsbook.isOpenForBetting({ status: bet.fixture_status, start_date: bet.start_date }, at);

  async function cart(userId: number): Promise<CartResponse> {
    const rows = await repository.cartItems(db, userId);
    const items: CartItem[] = rows.map((row) => ({
      bet_id: row.bet_id,
      name: row.name,
      korean_name: row.korean_name,
      line: row.line,
      price: priceOf(row.price_x100),
      added_price: priceOf(row.added_price_x100),
      status:
        row.status === BET_STATUS.open && row.market_status === BET_STATUS.open
          ? BET_STATUS.open
          : BET_STATUS.suspended,
      market_id: row.market_id,
      market_name: row.market_name,
      fixture_id: row.fixture_id,
      fixture_name: row.fixture_name,
      start_date: row.start_date.toISOString(),
    }));
    return { cart: { items } };
  }

  /** Why a slip can no longer be cancelled, or null when it can (product rules section 3). */
  function cancellationBlocker(
    slip: { status: string; created_at: Date },
    earliestKickoff: Date,
    cancelsToday: number,
    rules: SportsbookRules,
    at: Date,
  ): string | null {
    if (slip.status !== 'PENDING') return '이미 처리된 베팅은 취소할 수 없습니다.';
    if (at.getTime() - slip.created_at.getTime() > rules.cancel_window_minutes * 60_000) {
      return `베팅 후 ${rules.cancel_window_minutes}분이 지나 취소할 수 없습니다.`;
    }
    if (earliestKickoff.getTime() - at.getTime() < rules.cancel_kickoff_buffer_minutes * 60_000) {
      return `경기 시작 ${rules.cancel_kickoff_buffer_minutes}분 전부터는 취소할 수 없습니다.`;
    }
    if (cancelsToday >= rules.cancels_per_day) return `베팅 취소는 하루 ${rules.cancels_per_day}회까지 가능합니다.`;
    return null;
  }

  return {
    cart,

    /** The member's own bets, newest first, with every selection's market, fixture and result. */
    async history(userId: number, query: { page: number; size: number }): Promise<BetHistory> {
      const rules = await settings.get('sportsbookRules');
      const at = now();
      const { rows, count } = await repository.slipsOf(db, userId, query);
      const selections = await repository.selectionsOf(
        db,
        rows.map((row) => row.id),
      );
      const cancelsToday = await repository.countCancellationsSince(db, userId, startOfKoreanDay(at));
      return {
        total_pages: Math.ceil(count / query.size),
        results: rows.map((slip) => {
          const legs = selections.filter((selection) => selection.slip_id === slip.id);
          const earliest = new Date(Math.min(...legs.map((leg) => leg.start_date.getTime())));
          return {
            id: slip.id,
            bet_type: slip.bet_type,
            status: slip.status,
            stake: slip.stake,
            potential_payout: slip.potential_payout,
            payout: slip.payout,
            total_odds: priceOf(slip.total_odds_x100),
            bonus_multiplier: slip.bonus_multiplier_x100 / 100,
            created_at: slip.created_at.toISOString(),
            settled_at: slip.settled_at?.toISOString() ?? null,
            cancellable: cancellationBlocker(slip, earliest, cancelsToday, rules, at) === null,
            selections: legs.map((leg) => ({
              bet_selection: {
                id: leg.bet_id,
                name: leg.name,
                korean_name: leg.korean_name,
                line: leg.line,
                price: priceOf(leg.price_x100),
                settlement: leg.settlement,
                market: {
                  name: leg.market_name,
                  fixture: {
                    id: leg.fixture_id,
                    game_name: `${leg.home_name} vs ${leg.away_name}`,
                    participants: [{ participant_name: leg.home_name }, { participant_name: leg.away_name }],
                    league_name: leg.league_name,
                    start_date: leg.start_date.toISOString(),
                    live_score:
                      leg.score_home === null || leg.score_away === null
                        ? null
                        : { home: leg.score_home, away: leg.score_away },
                  },
                },
              },
            })),
          };
        }),
      };
    },

    /** Cancels a pending pre-match bet inside the window; the stake comes back through the ledger. */
    async cancel(
      caller: MoneyCaller,
      slipId: number,
    ): Promise<{ id: number; status: 'CANCELLED'; new_balance: number }> {
      const rules = await settings.get('sportsbookRules');
      const cancelled = await wallet.moneyCall(caller, 'cancel-bet', { slipId }, async (trx) => {
        // The member's lock before anything is counted: their cancellations queue here, so each
        // counts the ones committed before it and the daily limit holds against a burst.
        await wallet.lockedCash(trx, caller.userId);
        const slip = await repository.lockSlip(trx, slipId);
        if (!slip || slip.user_id !== caller.userId) throw new AppError(404, 'not_found', '베팅을 찾을 수 없습니다.');
        const at = now();
        const blocker = cancellationBlocker(
          slip,
          await repository.earliestKickoff(trx, slipId),
          await repository.countCancellationsSince(trx, caller.userId, startOfKoreanDay(at)),
          rules,
          at,
        );
        if (blocker) throw refuse('not_cancellable', blocker);
        const cash = await wallet.postHouseTransfer(trx, {
          userId: caller.userId,
          account: 'cash',
          amount: slip.stake,
          kind: 'sports_cancel',
          house: HOUSE_ACCOUNTS.sportsbook,
          reference: { type: 'bet_slip', id: slipId },
        });
        await repository.markCancelled(trx, slipId, at);
        return { id: slipId, status: 'CANCELLED' as const, new_balance: cash };
      });
      deps.activity.changed();
      return cancelled;
    },

    /** Adds a bet (replacing another of its market) or takes it out; answers the whole cart. */
    async toggle(userId: number, betId: number, action: 'toggle' | 'remove'): Promise<CartResponse> {
      const combinations = await settings.get('sameFixtureCombinations');
      await inTransaction(db, async (trx) => {
        // The member's lock first: toggles of one cart queue, so its size and one-per-market rules
        // are counted on what the previous toggle left.
        await wallet.lockedCash(trx, userId);
        const [bet] = await repository.findBets(trx, [betId]);
        if (!bet) throw betNotFound(betId);
        const removed = await repository.removeCartItem(trx, userId, betId);
        if (removed || action === 'remove') return;
        if (!isAvailable(bet, now())) throw refuse('bet_unavailable', '마감되었거나 일시 중지된 베팅입니다.');
        const items = await repository.cartItems(trx, userId);
        const staying = items.filter((item) => item.market_id !== bet.market_id);
        if (staying.length === items.length && items.length >= MAXIMUM_CART_SELECTIONS) {
          throw refuse('cart_full', `베팅카드에는 최대 ${MAXIMUM_CART_SELECTIONS}개까지 담을 수 있습니다.`);
        }
        // Said as the pick enters the cart; placement checks again under the setting then in force.
        const clash = forbiddenSameFixturePair([...staying, bet], combinations);
        if (clash) throw sameFixtureRefusal(clash);
        await repository.addCartItem(trx, { userId, betId, marketId: bet.market_id, priceX100: bet.price_x100 });
      });
      return cart(userId);
    },

    async clear(userId: number): Promise<CartResponse> {
      await repository.clearCart(db, userId);
      return { cart: { items: [] } };
    },

    /**
     * Places the selections as one bet: every rule of the product rules in their order, then the
     * slip, its selections and the stake's ledger debit in one transaction. The cart stays as it
     * is (the client clears it on success), so the same selections may be placed again.
     */
    async place(caller: MoneyCaller, request: PlaceBetInput): Promise<PlaceBetResponse> {
      const [bonusRules, bookRules, limits, combinations] = await Promise.all([
        settings.get('multiFolderBonus'),
        settings.get('sportsbookRules'),
        settings.get('betLimits'),
        settings.get('sameFixtureCombinations'),
      ]);
      // In play, the bet waits out the acceptance delay and is taken only if nothing moved meanwhile.
      const live = await liveState(db, request.bet_selection_ids);
      if (live.size > 0 && bookRules.live_acceptance_delay_ms > 0) await wait(bookRules.live_acceptance_delay_ms);
      const placed = await wallet.moneyCall(caller, 'place-bet', request, async (trx) => {
        // The member's lock first (one order with the cart and cancellations: member, then cart, bets, slips).
        await wallet.lockedCash(trx, caller.userId);
        await deps.responsiblePlay.assertMayPlay(trx, caller.userId);
        const betIds = [...new Set(request.bet_selection_ids)];
        if (betIds.length === 0) throw refuse('empty_cart', '베팅 옵션을 선택해주세요.');
        if (!/^\d{1,12}$/.test(request.stake.replaceAll(',', '')))
          throw refuse('invalid_stake', '베팅 금액을 입력해주세요.');
        const stake = Number(request.stake.replaceAll(',', ''));
        if (stake <= 0) throw refuse('invalid_stake', '베팅 금액을 입력해주세요.');
        if (stake < limits.minimum_stake)
          throw refuse('stake_below_minimum', `최소 베팅 금액은 ${won(limits.minimum_stake)}원입니다.`);
        const betType = betIds.length === 1 ? 'single' : 'multi';
        const maximum = betType === 'single' ? limits.single_maximum_stake : limits.multi_maximum_stake;
        if (stake > maximum) {
          throw refuse(
            'stake_above_maximum',
            `${betType === 'single' ? '단폴더' : '다폴더'} 최대 베팅 금액은 ${won(maximum)}원입니다.`,
          );
        }

        const cartPrices = new Map(
          (await repository.lockCart(trx, caller.userId)).map((item) => [item.bet_id, item.added_price_x100]),
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
        if (live.size > 0) {
          const after = await liveState(trx, [...live.keys()]);
          if ([...live].some(([betId, state]) => after.get(betId) !== state)) {
            throw refuse(
              'live_changed',
              '경기 상황이나 배당이 바뀌어 베팅이 접수되지 않았습니다. 다시 확인해주세요.',
              409,
            );
          }
        }

        if (new Set(bets.map((bet) => bet.market_id)).size !== bets.length) {
          throw refuse('same_market', '같은 마켓에서는 하나의 베팅만 선택할 수 있습니다.');
        }
        const clash = forbiddenSameFixturePair(bets, combinations);
        if (clash) throw sameFixtureRefusal(clash);
        const notInCart = bets.filter((bet) => !cartPrices.has(bet.bet_id));
        if (notInCart.length > 0)
          throw refuse('not_in_cart', '베팅카드에 없는 항목이 있습니다. 베팅카드를 새로고침해주세요.', 409);
        const moved = bets.filter((bet) => cartPrices.get(bet.bet_id) !== bet.price_x100);
        if (moved.length > 0 && !request.accept_price_changes) {
          const changes = moved.map(
            (bet) =>
              `${bet.korean_name} ${priceOf(cartPrices.get(bet.bet_id)!).toFixed(2)} → ${priceOf(bet.price_x100).toFixed(2)}`,
          );
          throw refuse('price_changed', `배당이 변경되었습니다: ${changes.join(', ')}`, 409);
        }

        const prices = bets.map((bet) => bet.price_x100);
        const bonusX100 = bonusMultiplierX100(prices, bonusRules);
        const totalOddsX100 = boostedOddsX100(combinedOddsX100(prices), bonusX100);
        const potentialPayout = payoutAt(stake, totalOddsX100);
        if ((await wallet.lockedCash(trx, caller.userId)) < stake)
          throw refuse('insufficient_funds', '보유머니가 부족합니다.');
        if (potentialPayout > limits.maximum_payout) {
          throw refuse(
            'payout_above_maximum',
            `최대 당첨 금액은 ${won(limits.maximum_payout)}원입니다. 베팅 금액을 줄여주세요.`,
          );
        }

        const slipId = await repository.insertSlip(trx, {
          user_id: caller.userId,
          created_at: at,
          bet_type: betType,
          stake,
          total_odds_x100: totalOddsX100,
          bonus_multiplier_x100: bonusX100,
          potential_payout: potentialPayout,
          // The member is paid on these terms even if an operator lowers the limit before settlement.
          maximum_payout: limits.maximum_payout,
        });
        await repository.insertSelections(
          trx,
          slipId,
          bets.map((bet) => ({
            betId: bet.bet_id,
            marketId: bet.market_id,
            fixtureId: bet.fixture_id,
            priceX100: bet.price_x100,
          })),
        );
        const cashLeft = await wallet.postHouseTransfer(trx, {
          userId: caller.userId,
          account: 'cash',
          amount: -stake,
          kind: 'sports_bet',
          house: HOUSE_ACCOUNTS.sportsbook,
          reference: { type: 'bet_slip', id: slipId },
        });
        await repository.addPopularity(trx, [...new Set(bets.map((bet) => bet.fixture_id))]);
        return {
          id: slipId,
          bet_type: betType,
          total_odds: priceOf(totalOddsX100),
          bonus_multiplier: bonusX100 / 100,
          potential_payout: potentialPayout,
          new_balance: cashLeft,
        };
      });
      // After commit: the slip is on the public Bets panel now.
      deps.activity.changed();
      return placed;
    },
  };
}

export type BettingService = ReturnType<typeof createBettingService>;
