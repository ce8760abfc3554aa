import type { BadgeTone } from '@/components/ui/badge';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n/i18n';
import type { BetSelection, BetStatus } from './history-row';

export interface LegResult {
  label: string;
  tone: BadgeTone;
}

type LegResultKey = 'won' | 'lost' | 'refunded' | 'halfLost' | 'halfWon' | 'cancelled' | 'open';

/** Feed settlement codes (product rules section 3): 2 won, 1 lost, 3 refund, 4 half lost, 5 half won, -1 cancelled. */
const SETTLEMENT_RESULTS: Record<number, { key: LegResultKey; tone: BadgeTone }> = {
  2: { key: 'won', tone: 'green' },
  1: { key: 'lost', tone: 'red' },
  3: { key: 'refunded', tone: 'neutral' },
  4: { key: 'halfLost', tone: 'red' },
  5: { key: 'halfWon', tone: 'green' },
  [-1]: { key: 'cancelled', tone: 'neutral' },
};
const OPEN_RESULT = { key: 'open', tone: 'yellow' } as const;

const legResultOf = ({ key, tone }: { key: LegResultKey; tone: BadgeTone }): LegResult => ({
  label: i18n.t(`history:legResults.${key}`),
  tone,
});

/**
 * One selection's result in the shown language. An unsettled leg of a cancelled or refunded bet
 * reads as its bet does, not as still running.
 */
export function legResult(settlement: number | null, betStatus: BetStatus): LegResult {
  if (settlement !== null) {
    const known = SETTLEMENT_RESULTS[settlement];
    return known ? legResultOf(known) : { label: '-', tone: 'neutral' };
  }
  if (betStatus === 'CANCELLED') return legResultOf(SETTLEMENT_RESULTS[-1]!);
  if (betStatus === 'REFUNDED') return legResultOf(SETTLEMENT_RESULTS[3]!);
  return legResultOf(OPEN_RESULT);
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
  i18n.t('history:betDetails.confirmCancel', { stake: stakeText });
export const cancelSuccessText = (balanceText: string) =>
  i18n.t('history:betDetails.cancelled', { balance: balanceText });
export const cancelFailedText = () => i18n.t('history:betDetails.cancelFailed');

/** The server's reason (422 not_cancellable says why), the client's own for no answer, else ours. */
export function cancelErrorText(error: unknown): string {
  if (error instanceof ApiError)
    return error.serverMessage ?? (error.status === 0 ? error.message : cancelFailedText());
  return cancelFailedText();
}

export const cashOutSuccessText = (payoutText: string, balanceText: string) =>
  i18n.t('history:cashOut.done', { payout: payoutText, balance: balanceText });
export const cashOutFailedText = () => i18n.t('history:cashOut.failed');

/**
 * The server's reason (a 409 says why: the offer moved, with its new figure; cash out is off; the
 * slip is decided; the match moved in play), the client's own for no answer, else ours.
 */
export function cashOutErrorText(error: unknown): string {
  if (error instanceof ApiError)
    return error.serverMessage ?? (error.status === 0 ? error.message : cashOutFailedText());
  return cashOutFailedText();
}
