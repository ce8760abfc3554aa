import type { z } from 'zod';
import type { BlackjackAction, blackjackHandSchema, blackjackOutcomeSchema } from '@hanpan/contract';

export type BlackjackOutcome = z.infer<typeof blackjackOutcomeSchema>;
export type BlackjackHand = z.infer<typeof blackjackHandSchema>;
export type BlackjackResult = NonNullable<BlackjackHand['result']>;

export const ACTION_LABELS: Record<BlackjackAction, string> = {
  hit: '히트',
  stand: '스탠드',
  double: '더블',
  split: '스플릿',
  insurance: '인슈어런스',
  no_insurance: '인슈어런스 안 함',
};

export const RESULT_LABELS: Record<BlackjackResult, string> = {
  blackjack: '블랙잭',
  win: '승',
  push: '푸시',
  lose: '패',
};

/**
 * A total as the table shows it (`text`) and as a screen reader says it (`spoken`). A soft total
 * still being played reads both ways, 7/17; a finished hand (or 21) shows only its best total.
 */
export function totalText(
  { total, soft }: { total: number; soft: boolean },
  finished: boolean,
): { text: string; spoken: string } {
  if (total > 21) return { text: `${total} 버스트`, spoken: `${total}, 버스트` };
  if (soft && !finished && total < 21) return { text: `${total - 10}/${total}`, spoken: `${total - 10} 또는 ${total}` };
  return { text: String(total), spoken: String(total) };
}

/** Two cards making 21: the dealer's blackjack (a split hand's 21 is not one; its result says so). */
export const isTwoCard21 = (cards: readonly unknown[], total: number) => cards.length === 2 && total === 21;
