import { rouletteColor } from '@hanpan/rules';

/** A pocket's colour on the table, the result ball and the strip of past results. */
export const pocketClass = (number: number) =>
  ({ green: 'bg-emerald-700', red: 'bg-ruby-500', black: 'bg-ink-950' })[rouletteColor(number)];

/** A chip total as short as a chip shows it: 5000 → "5천", 20000 → "2만", 1,500,000 → "150만". */
export function formatChip(amount: number): string {
  if (amount >= 10_000) return `${Number((amount / 10_000).toFixed(1))}만`;
  if (amount >= 1_000) return `${Number((amount / 1_000).toFixed(1))}천`;
  return amount.toLocaleString('ko-KR');
}
