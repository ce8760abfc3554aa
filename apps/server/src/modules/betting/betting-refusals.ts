import type { PayoutRefusal, StakeRefusal } from '@hanpan/rules';
import { AppError } from '../../lib/errors';
import { formatNumber } from '../../lib/format';

// How betting says no: a stable code, the status, and the Korean text the member reads.

export const refuse = (code: string, message: string, status = 422) => new AppError(status, code, message);

export const betNotFound = (id: number) =>
  new AppError(404, 'bet_not_found', `베팅을 찾을 수 없습니다. 전송된 ID: ${id}`);

export const betUnavailable = () => refuse('bet_unavailable', '마감되었거나 일시 중지된 베팅입니다.');

/** The rules package's stake refusal, in the member's words. */
export function stakeRefused(refusal: StakeRefusal): AppError {
  switch (refusal.reason) {
    case 'invalid_stake':
      return refuse('invalid_stake', '베팅 금액을 입력해주세요.');
    case 'stake_below_minimum':
      return refuse('stake_below_minimum', `최소 베팅 금액은 ${formatNumber(refusal.minimum)}원입니다.`);
    case 'stake_above_maximum':
      return refuse(
        'stake_above_maximum',
        `${refusal.betType === 'single' ? '단폴더' : '다폴더'} 최대 베팅 금액은 ${formatNumber(refusal.maximum)}원입니다.`,
      );
  }
}

/** The rules package's payout refusal, in the member's words. */
export const payoutRefused = (refusal: PayoutRefusal): AppError =>
  refuse('payout_above_maximum', `최대 당첨 금액은 ${formatNumber(refusal.maximum)}원입니다. 베팅 금액을 줄여주세요.`);
