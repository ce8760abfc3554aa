import { AppError } from '../../lib/errors';

export const insufficientFunds = () => new AppError(422, 'insufficient_funds', '보유머니가 부족합니다.');
export const depositPending = () =>
  new AppError(409, 'deposit_pending', '처리 대기 중인 입금 신청이 있습니다. 처리된 뒤 다시 신청해주세요.');
export const bonusNotOffered = () =>
  new AppError(422, 'bonus_not_offered', '현재 등급에서는 선택할 수 없는 보너스입니다.');
export const alreadyProcessed = () => new AppError(409, 'already_processed', '이미 처리된 신청입니다.');

/** The schema refused a negative member balance: whatever slipped past the code's checks. */
export function isBalanceFloorViolation(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23514' && constraint === 'ledger_accounts_balance_non_negative';
}

export function isOnePendingDepositViolation(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'deposits_one_pending';
}
