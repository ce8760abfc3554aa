import type { PlaceBetResponse } from '@hanpan/contract';
import { isStake } from '@hanpan/rules';
import { ApiError } from '@/lib/api-client';
import { formatWon } from '@/lib/format';
import { i18n } from '@/lib/i18n/i18n';
import { formatPrice } from './fixture-format';

// The texts are read when asked for, so they follow the language shown.

/** Spec section 5, in order. */
export const loginRequiredText = () => i18n.t('sports:placeBet.loginRequired');
export const selectBetOptionText = () => i18n.t('sports:placeBet.selectBetOption');
export const enterStakeText = () => i18n.t('sports:placeBet.enterStake');

/** Spec section 8. */
export const placementErrorText = () => i18n.t('sports:placeBet.error');
export const acceptPriceChangesText = () => i18n.t('sports:placeBet.acceptPriceChanges');
export const betNotFoundText = (id: number) => i18n.t('sports:placeBet.betNotFound', { id });
export const cartAddFailedText = () => i18n.t('sports:placeBet.cartAddFailed');

/** The first place-bet check that fails (spec section 5), or null when the bet may be sent. */
export function placeBetRefusal({
  isLoggedIn,
  selectionCount,
  stake,
}: {
  isLoggedIn: boolean;
  selectionCount: number;
  stake: number;
}): string | null {
  if (!isLoggedIn) return loginRequiredText();
  if (selectionCount === 0) return selectBetOptionText();
  if (!isStake(stake)) return enterStakeText();
  return null;
}

export const betTypeLabel = (betType: string) =>
  i18n.t(betType === 'multi' ? 'sports:placeBet.betTypes.multi' : 'sports:placeBet.betTypes.single');

/** Spec section 8: "베팅 성공!", then the bet type, total odds, expected payout and new balance in won. */
export function placementSuccessMessage(result: PlaceBetResponse): string {
  const odds = formatPrice(result.total_odds);
  return [
    i18n.t('sports:placeBet.success'),
    i18n.t('sports:placeBet.betType', { type: betTypeLabel(result.bet_type) }),
    result.bonus_multiplier > 1
      ? i18n.t('sports:placeBet.totalOddsWithBonus', { odds, multiplier: result.bonus_multiplier.toFixed(2) })
      : i18n.t('sports:placeBet.totalOdds', { odds }),
    i18n.t('sports:placeBet.expectedPayout', { amount: formatWon(result.potential_payout) }),
    i18n.t('sports:placeBet.newBalance', { amount: formatWon(result.new_balance) }),
  ].join('\n');
}

/**
 * Spec section 8: the server's message (else the generic error); an answered failure (not
 * 200/201) is headed 베팅 실패. A call that got no answer has no server message to show.
 */
export function placementFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0)
    return `${i18n.t('sports:placeBet.failed')}\n${error.serverMessage ?? placementErrorText()}`;
  return placementErrorText();
}
