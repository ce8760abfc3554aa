import type { PlaceBetResponse } from '@hanpan/contract';
import { isStake } from '@hanpan/rules';
import { ApiError } from '@/lib/api-client';
import { formatWon } from '@/lib/format';
import { formatPrice } from './fixture-format';

/** Spec section 5, in order. */
export const LOGIN_REQUIRED = '로그인이 필요합니다.';
export const SELECT_BET_OPTION = '베팅 옵션을 선택해주세요.';
export const ENTER_STAKE = '베팅 금액을 입력해주세요.';

/** Spec section 8. */
export const PLACEMENT_SUCCESS = '베팅 성공!';
export const PLACEMENT_FAILED = '베팅 실패';
export const PLACEMENT_ERROR = '베팅 요청 중 오류가 발생했습니다.';
export const ACCEPT_PRICE_CHANGES = '변경된 배당으로 베팅하시겠습니까?';
export const BET_NOT_FOUND = (id: number) => `베팅을 찾을 수 없습니다. 전송된 ID: ${id}`;
export const CART_ADD_FAILED = '베팅 추가 중 오류가 발생했습니다.';

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
  if (!isLoggedIn) return LOGIN_REQUIRED;
  if (selectionCount === 0) return SELECT_BET_OPTION;
  if (!isStake(stake)) return ENTER_STAKE;
  return null;
}

export const betTypeLabel = (betType: string) => (betType === 'multi' ? '다폴더' : '단폴더');

/** Spec section 8: "베팅 성공!", then the bet type, total odds, expected payout and new balance in won. */
export function placementSuccessMessage(result: PlaceBetResponse): string {
  const bonus = result.bonus_multiplier > 1 ? ` (다폴더보너스 x${result.bonus_multiplier.toFixed(2)} 포함)` : '';
  return [
    PLACEMENT_SUCCESS,
    `베팅 유형: ${betTypeLabel(result.bet_type)}`,
    `총 배당: ${formatPrice(result.total_odds)}${bonus}`,
    `예상 지급액: ${formatWon(result.potential_payout)}`,
    `새로운 잔액: ${formatWon(result.new_balance)}`,
  ].join('\n');
}

/**
 * Spec section 8: the server's message (else the generic error); an answered failure (not
 * 200/201) is headed 베팅 실패. A call that got no answer has no server message to show.
 */
export function placementFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0)
    return `${PLACEMENT_FAILED}\n${error.serverMessage ?? PLACEMENT_ERROR}`;
  return PLACEMENT_ERROR;
}
