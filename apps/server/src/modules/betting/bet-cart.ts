import { BET_STATUS, MAXIMUM_CART_SELECTIONS, type CartItem, type CartResponse, type Language } from '@hanpan/contract';
import { inTransaction } from '../../db/transaction';
import { priceOf } from '../sportsbook';
import { betNotFound, betUnavailable, refuse } from './betting-refusals';
import type { BettingContext } from './betting-context';
import { forbiddenSameFixturePair, sameFixtureRefusal } from './same-fixture';

/**
 * The member's cart (베팅카드): what it holds, adding and taking out selections, emptying it; its
 * selections, markets and fixtures named in the member's language (refusals too).
 */
export function createBetCart({ db, repository, wallet, settings, now, isAvailable }: BettingContext) {
  async function cart(userId: number, language: Language): Promise<CartResponse> {
    const rows = await repository.cartItems(db, userId, language);
    const items: CartItem[] = rows.map((row) => ({
      bet_id: row.bet_id,
      name: row.name,
      korean_name: row.bet_name,
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

  return {
    cart,

    /** Adds a bet (replacing another of its market) or takes it out; answers the whole cart. */
    async toggle(
      userId: number,
      betId: number,
      action: 'toggle' | 'remove',
      language: Language,
    ): Promise<CartResponse> {
      const combinations = await settings.get('sameFixtureCombinations');
      await inTransaction(db, async (trx) => {
        // The member's lock first: toggles of one cart queue, so its size and one-per-market rules
        // are counted on what the previous toggle left.
        await wallet.lockedBalance(trx, userId, 'cash');
        const [bet] = await repository.findBets(trx, [betId], language);
        if (!bet) throw betNotFound(betId);
        const removed = await repository.removeCartItem(trx, userId, betId);
        if (removed || action === 'remove') return;
        if (!isAvailable(bet, now())) throw betUnavailable();
        const items = await repository.cartItems(trx, userId, language);
        const staying = items.filter((item) => item.market_id !== bet.market_id);
        if (staying.length === items.length && items.length >= MAXIMUM_CART_SELECTIONS) {
          throw refuse('cart_full', `베팅카드에는 최대 ${MAXIMUM_CART_SELECTIONS}개까지 담을 수 있습니다.`);
        }
        // Said as the pick enters the cart; placement checks again under the setting then in force.
        const clash = forbiddenSameFixturePair([...staying, bet], combinations);
        if (clash) throw sameFixtureRefusal(clash);
        await repository.addCartItem(trx, { userId, betId, marketId: bet.market_id, priceX100: bet.price_x100 });
      });
      return cart(userId, language);
    },

    async clear(userId: number): Promise<CartResponse> {
      await repository.clearCart(db, userId);
      return { cart: { items: [] } };
    },
  };
}
