import type { BadgeTone } from '@/components/ui/badge';
import { ApiError } from '@/lib/api-client';
import type { BetSelection, BetStatus } from './history-row';

export interface LegResult {
  label: string;
  tone: BadgeTone;
}

/** Feed settlement codes (product rules section 3): 2 won, 1 lost, 3 refund, 4 half lost, 5 half won, -1 cancelled. */
const SETTLEMENT_RESULTS: Record<number, LegResult> = {
  2: { label: '적중', tone: 'green' },
  1: { label: '미적중', tone: 'red' },
  3: { label: '적특', tone: 'neutral' },
  4: { label: '절반 미적중', tone: 'red' },
  5: { label: '절반 적중', tone: 'green' },
  [-1]: { label: '취소', tone: 'neutral' },
};
const OPEN_RESULT: LegResult = { label: '진행중', tone: 'yellow' };

/**
 * One selection's result in Korean. An unsettled leg of a cancelled or refunded bet reads as its
 * bet does, not as still running.
 */
export function legResult(settlement: number | null, betStatus: BetStatus): LegResult {
  if (settlement !== null) return SETTLEMENT_RESULTS[settlement] ?? { label: '-', tone: 'neutral' };
  if (betStatus === 'CANCELLED') return SETTLEMENT_RESULTS[-1]!;
  if (betStatus === 'REFUNDED') return SETTLEMENT_RESULTS[3]!;
  return OPEN_RESULT;
}

/** What the member picked, with its line: "오버 (2.5)", "홈 승". */
export function pickText(selection: Pick<BetSelection, 'korean_name' | 'name' | 'line'>): string {
  const pick = selection.korean_name.trim() || selection.name;
  const line = selection.line?.trim();
  return line ? `${pick} (${line})` : pick;
}

/** Spec section 9: odds to 2 decimals. */
export const formatOdds = (odds: number) => odds.toFixed(2);

export const confirmCancelText = (stakeText: string) =>
  `이 베팅을 취소하시겠습니까?\n베팅금액 ${stakeText}이 보유머니로 반환됩니다.`;
export const cancelSuccessText = (balanceText: string) => `베팅이 취소되었습니다.\n새로운 잔액: ${balanceText}`;
export const CANCEL_FAILED = '베팅 취소 중 오류가 발생했습니다.';

/** The server's reason (422 not_cancellable says why), the client's own for no answer, else ours. */
export function cancelErrorText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? (error.status === 0 ? error.message : CANCEL_FAILED);
  return CANCEL_FAILED;
}
