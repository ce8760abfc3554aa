import type { z } from 'zod';
import type { blackjackHandSchema, blackjackOutcomeSchema } from '@hanpan/contract';
import { i18n } from '@/lib/i18n/i18n';

export type BlackjackOutcome = z.infer<typeof blackjackOutcomeSchema>;
export type BlackjackHand = z.infer<typeof blackjackHandSchema>;
export type BlackjackResult = NonNullable<BlackjackHand['result']>;

/**
 * A total as the table shows it (`text`) and as a screen reader says it (`spoken`). A soft total
 * still being played reads both ways, 7/17; a finished hand (or 21) shows only its best total.
 */
export function totalText(
  { total, soft }: { total: number; soft: boolean },
  finished: boolean,
): { text: string; spoken: string } {
  if (total > 21)
    return { text: i18n.t('blackjack:total.bust', { total }), spoken: i18n.t('blackjack:total.bustSpoken', { total }) };
  if (soft && !finished && total < 21)
    return {
      text: `${total - 10}/${total}`,
      spoken: i18n.t('blackjack:total.softSpoken', { low: total - 10, high: total }),
    };
  return { text: String(total), spoken: String(total) };
}

/** Two cards making 21: the dealer's blackjack (a split hand's 21 is not one; its result says so). */
export const isTwoCard21 = (cards: readonly unknown[], total: number) => cards.length === 2 && total === 21;
