import { amountDigits, LARGEST_STAKE, STAKE_MAX_DIGITS } from '@hanpan/rules';
import { formatNumber } from '@/lib/format';
import { i18n } from '@/lib/i18n/i18n';

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

type QuickStakeKey = 'fiveThousand' | 'tenThousand' | 'fiftyThousand' | 'hundredThousand' | 'million';

/** A quick stake: its amount, and its label read in the language shown whenever it is asked for. */
const quickStake = (key: QuickStakeKey, amount: number) => ({
  key,
  amount,
  get label(): string {
    return i18n.t(`sports:stake.quick.${key}`);
  },
});

/** Spec section 9: the quick stakes, in won (오천 5,000 … 백만 1,000,000 in Korean). */
export const QUICK_STAKES = [
  quickStake('fiveThousand', 5_000),
  quickStake('tenThousand', 10_000),
  quickStake('fiftyThousand', 50_000),
  quickStake('hundredThousand', 100_000),
  quickStake('million', 1_000_000),
] as const;

/** A quick button adds its amount to what is there (clear or reset starts again from 0). */
export function addQuickStake(stake: number, amount: number): number {
  return Math.min(stake + amount, LARGEST_STAKE);
}
