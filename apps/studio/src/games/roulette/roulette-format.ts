import type { RoulettePlacement } from '@hanpan/contract';
import { rouletteBetLabel, rouletteColor } from '@hanpan/rules';
import { formatChipAmount } from '@/lib/format';
import { i18n } from '@/lib/i18n/i18n';

/** A pocket's colour on the table, the result ball and the strip of past results. */
export const pocketClass = (number: number) =>
  ({ green: 'bg-emerald-700', red: 'bg-ruby-500', black: 'bg-ink-950' })[rouletteColor(number)];

/** A chip total as short as the board's small badges show it: 5000 → "5천" ("5K"), 20000 → "2만" ("20K"). */
export const formatChip = (amount: number): string => formatChipAmount(amount, 1_000);

/** A placement as the bets list and the result name it: 스플릿 14·17 (Split 14·17), 더즌 25-36. */
export const placementLabel = (placement: RoulettePlacement): string =>
  rouletteBetLabel(placement, i18n.t(`roulette:placements.${placement.kind}`));
