import {
  BET_LIMITS,
  BET_STATUS,
  MAXIMUM_CART_SELECTIONS,
  type CartItem,
  type CartResponse,
  type PlaceBetResponse,
  type placeBetRequestSchema,
} from '@hanpan/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import type { SettingsService } from '../settings/settings.service';
import type { SportsbookService } from '../sportsbook/sportsbook.service';
import { priceOf } from '../sportsbook/sportsbook.service';
import { HOUSE_ACCOUNTS } from '../wallet/ledger-kinds';
import type { MoneyCaller, WalletService } from '../wallet/wallet.service';
import type { BetRow, BettingRepository } from './betting.repository';

type PlaceBetInput = z.output<typeof placeBetRequestSchema>;

const won = (amount: number) => amount.toLocaleString('ko-KR');
const refuse = (code: string, message: string, status = 422) => new AppError(status, code, message);
const betNotFound = (id: number) => new AppError(404, 'bet_not_found', `베팅을 찾을 수 없습니다. 전송된 ID: ${id}`);

/**
 * Total odds in hundredths: the product of the prices, rounded down at the end so the member is
 * never promised a cent the prices do not give.
 */
export function combinedOddsX100(pricesX100: number[]): number {
  const product = pricesX100.reduce((total, price) => total * BigInt(price), 1n);
  return Number(product / 100n ** BigInt(Math.max(0, pricesX100.length - 1)));
}

export function createBettingService(deps: {
  db: Database;
  repository: BettingRepository;
  wallet: WalletService;
  settings: SettingsService;
  sportsbook: SportsbookService;
  now?: () => Date;
}) {
  const { db, repository, wallet, settings, sportsbook } = deps;
  const now = deps.now ?? (() => new Date());

  const isAvailable = (bet: BetRow, at: Date) =>
    bet.status === BET_STATUS.open && bet.market_status === BET_STATUS.open && sportsbook.isOpenForBetting({ status: bet.fixture_status, start_date: bet.start_date }, at);

  async function cart(userId: number): Promise<CartResponse> {
    const rows = await repository.cartItems(db, userId);
    const items: CartItem[] = rows.map((row) => ({
      bet_id: row.bet_id,
      name: row.name,
      korean_name: row.korean_name,
      line: row.line,
      price: priceOf(row.price_x100),
      added_price: priceOf(row.added_price_x100),
      status: row.status === BET_STATUS.open && row.market_status === BET_STATUS.open ? BET_STATUS.open : BET_STATUS.suspended,
      market_id: row.market_id,
      market_name: row.market_name,
      fixture_id: row.fixture_id,
      fixture_name: row.fixture_name,
      start_date: row.start_date.toISOString(),
    }));
    return { cart: { items } };
  }

  return {
    cart,

    /** Adds a bet (replacing another of its market) or takes it out; answers the whole cart. */
    async toggle(userId: number, betId: number, action: 'toggle' | 'remove'): Promise<CartResponse> {
      await inTransaction(db, async (trx) => {
        const [bet] = await repository.findBets(trx, [betId]);
        if (!bet) throw betNotFound(betId);
        const removed = await repository.removeCartItem(trx, userId, betId);
        if (removed || action === 'remove') return;
        if (!isAvailable(bet, now())) throw refuse('bet_unavailable', '마감되었거나 일시 중지된 베팅입니다.');
        const items = await repository.lockCart(trx, userId);
        const replacing = (await repository.findBets(trx, items.map((item) => item.bet_id))).some((item) => item.market_id === bet.market_id);
        if (!replacing && items.length >= MAXIMUM_CART_SELECTIONS) {
          throw refuse('cart_full', `베팅카드에는 최대 ${MAXIMUM_CART_SELECTIONS}개까지 담을 수 있습니다.`);
        }
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
      const bonusRules = await settings.get('multiFolderBonus');
      return wallet.moneyCall(caller, 'place-bet', request, async (trx) => {
        const betIds = [...new Set(request.bet_selection_ids)];
        if (betIds.length === 0) throw refuse('empty_cart', '베팅 옵션을 선택해주세요.');
        if (!/^\d{1,12}$/.test(request.stake.replaceAll(',', ''))) throw refuse('invalid_stake', '베팅 금액을 입력해주세요.');
        const stake = Number(request.stake.replaceAll(',', ''));
        if (stake <= 0) throw refuse('invalid_stake', '베팅 금액을 입력해주세요.');
        if (stake < BET_LIMITS.minimumStake) throw refuse('stake_below_minimum', `최소 베팅 금액은 ${won(BET_LIMITS.minimumStake)}원입니다.`);
        const betType = betIds.length === 1 ? 'single' : 'multi';
        const maximum = betType === 'single' ? BET_LIMITS.singleMaximumStake : BET_LIMITS.multiMaximumStake;
        if (stake > maximum) {
          throw refuse('stake_above_maximum', `${betType === 'single' ? '단폴더' : '다폴더'} 최대 베팅 금액은 ${won(maximum)}원입니다.`);
        }

        const cartPrices = new Map((await repository.lockCart(trx, caller.userId)).map((item) => [item.bet_id, item.added_price_x100]));
        const bets = await repository.lockBets(trx, betIds);
        for (const id of betIds) {
          if (!bets.some((bet) => bet.bet_id === id)) throw betNotFound(id);
        }
        const at = now();
        const closed = bets.filter((bet) => !isAvailable(bet, at));
        if (closed.length > 0) {
          throw refuse('bet_unavailable', `마감되었거나 일시 중지된 베팅이 있습니다: ${closed.map((bet) => `${bet.fixture_name} ${bet.korean_name}`).join(', ')}`);
        }
        if (new Set(bets.map((bet) => bet.market_id)).size !== bets.length) {
          throw refuse('same_market', '같은 마켓에서는 하나의 베팅만 선택할 수 있습니다.');
        }
        const notInCart = bets.filter((bet) => !cartPrices.has(bet.bet_id));
        if (notInCart.length > 0) throw refuse('not_in_cart', '베팅카드에 없는 항목이 있습니다. 베팅카드를 새로고침해주세요.', 409);
        const moved = bets.filter((bet) => cartPrices.get(bet.bet_id) !== bet.price_x100);
        if (moved.length > 0 && !request.accept_price_changes) {
          const changes = moved.map((bet) => `${bet.korean_name} ${priceOf(cartPrices.get(bet.bet_id)!).toFixed(2)} → ${priceOf(bet.price_x100).toFixed(2)}`);
          throw refuse('price_changed', `배당이 변경되었습니다: ${changes.join(', ')}`, 409);
        }

        const prices = bets.map((bet) => bet.price_x100);
        const tier = [...bonusRules.tiers]
          .sort((a, b) => b.folders - a.folders)
          .find((candidate) => bets.length >= candidate.folders && prices.every((price) => price >= bonusRules.minimum_price_x100));
        const bonusX100 = tier?.multiplier_x100 ?? 100;
        const totalOddsX100 = Math.floor((combinedOddsX100(prices) * bonusX100) / 100);
        const potentialPayout = Math.floor((stake * totalOddsX100) / 100);
        if ((await wallet.lockedCash(trx, caller.userId)) < stake) throw refuse('insufficient_funds', '보유머니가 부족합니다.');
        if (potentialPayout > BET_LIMITS.maximumPayout) {
          throw refuse('payout_above_maximum', `최대 당첨 금액은 ${won(BET_LIMITS.maximumPayout)}원입니다. 베팅 금액을 줄여주세요.`);
        }

        const slipId = await repository.insertSlip(trx, {
          user_id: caller.userId,
          bet_type: betType,
          stake,
          total_odds_x100: totalOddsX100,
          bonus_multiplier_x100: bonusX100,
          potential_payout: potentialPayout,
        });
        await repository.insertSelections(
          trx,
          slipId,
          bets.map((bet) => ({ betId: bet.bet_id, marketId: bet.market_id, fixtureId: bet.fixture_id, priceX100: bet.price_x100 })),
        );
        const cashLeft = await wallet.debitStake(trx, caller.userId, stake, 'sports_bet', HOUSE_ACCOUNTS.sportsbook, { type: 'bet_slip', id: slipId });
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
    },
  };
}

export type BettingService = ReturnType<typeof createBettingService>;
