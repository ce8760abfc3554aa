import { amountDigits, LARGEST_STAKE, STAKE_MAX_DIGITS } from '@hanpan/rules';
import { formatNumber } from '@/lib/format';

/**
 * Spec section 5: the stake box takes digits only, commas stripped, and keeps the first 12;
 * anything else becomes 0. "12,000" → 12000, "" → 0, "12a" → 0, "-5" → 0.
 */
export function stakeFromInput(text: string): number {
  const digits = amountDigits(text);
  return digits === null ? 0 : Number(digits.slice(0, STAKE_MAX_DIGITS));
}

/** What the input shows: thousands separators, and nothing for 0 so the placeholder shows. */
export function formatStake(stake: number): string {
  return stake > 0 ? formatNumber(stake) : '';
}

/** Spec section 9: the quick stakes, in won. */
export const QUICK_STAKES = [
  { label: '오천', amount: 5_000 },
  { label: '일만', amount: 10_000 },
  { label: '오만', amount: 50_000 },
  { label: '십만', amount: 100_000 },
  { label: '백만', amount: 1_000_000 },
] as const;

/** A quick button adds its amount to what is there (clear or reset starts again from 0). */
export function addQuickStake(stake: number, amount: number): number {
  return Math.min(stake + amount, LARGEST_STAKE);
}
