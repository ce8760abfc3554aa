import { createBetCart } from './bet-cart';
import { createBetHistory } from './bet-history';
import { createCashOut } from './cash-out';
import { bettingContext, type BettingDeps } from './betting-context';
import { createPlaceBet } from './place-bet';

/**
 * Sports betting as members do it: the cart (`bet-cart.ts`), placing a slip (`place-bet.ts`), and
 * the slips' history and cancellation (`bet-history.ts`) and cash out (`cash-out.ts`), over one set
 * of dependencies.
 */
export function createBettingService(deps: BettingDeps) {
  const context = bettingContext(deps);
  const cashOut = createCashOut(context);
  return {
    ...createBetCart(context),
    ...createBetHistory(context, cashOut),
    cashOut: cashOut.cashOut,
    place: createPlaceBet(context),
  };
}

export type BettingService = ReturnType<typeof createBettingService>;
