import { BET_STATUS, type Bet } from '@hanpan/contract';
import { clsx } from 'clsx';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePriceMove } from '../hooks/use-live-fixture-updates';
import { betOwner } from '../utils/bet-names';
import { formatLine, formatPrice, type Teams } from '../utils/fixture-format';
import { useBetSelection } from './bet-selection-context';

interface BetButtonProps {
  bet: Bet;
  /** The fixture's sides, so the accessible name says whose bet it is. */
  teams: Teams;
  /** The market's own status; a suspended market closes all its bets. */
  marketStatus?: number;
  /** Show the line with its sign (handicap). */
  signedLine?: boolean;
  /** Leave the line out (the layout shows it elsewhere). */
  hideLine?: boolean;
  /** Name above price, for narrow cells (three to a row, correct scores). */
  stacked?: boolean;
  className?: string;
}

/** What a bet button shows: name, line and price ("홈 2.12", "오버 2.5 1.76"). */
export function betButtonLabel(bet: Bet, { signedLine = false, hideLine = false } = {}): string {
  const line = hideLine ? '' : formatLine(bet.line, signedLine);
  return [bet.korean_name || bet.name, line, formatPrice(bet.price)].filter(Boolean).join(' ');
}

/**
 * One selectable bet: name, line and price to 2 decimals (spec section 2). Only status 1 is
 * selectable; anything else is disabled and dimmed. A bet in the cart is highlighted (pressed).
 * Its accessible name starts with whose bet it is, then what it shows ("울산 HD 홈 2.12"). The
 * name is never cut: it wraps, or sits above the price in a narrow cell.
 */
export function BetButton({
  bet,
  teams,
  marketStatus = BET_STATUS.open,
  signedLine = false,
  hideLine = false,
  stacked = false,
  className,
}: BetButtonProps) {
  const { t } = useTranslation('sports');
  const { selectedIds, toggle } = useBetSelection();
  const move = usePriceMove(bet.id);
  const selectable = bet.status === BET_STATUS.open && marketStatus === BET_STATUS.open;
  const selected = selectedIds.has(bet.id);
  const line = hideLine ? '' : formatLine(bet.line, signedLine);

  return (
    <button
      type="button"
      disabled={!selectable}
      aria-pressed={selected}
      aria-label={`${betOwner(bet, teams)} ${betButtonLabel(bet, { signedLine, hideLine })}`}
      onClick={(event) => {
        // Inside a fixture card, picking a bet should not also re-select the card.
        event.stopPropagation();
        toggle(bet.id);
      }}
      className={clsx(
        'flex min-h-10 min-w-0 rounded-md border px-2.5 py-1.5 text-xs transition-colors',
        stacked ? 'flex-col items-center justify-center gap-0.5' : 'items-center justify-between gap-1.5',
        selected
          ? 'border-gold-400 bg-gold-500/20 text-gold-300'
          : 'border-ink-600 bg-ink-800 text-ink-200 hover:border-gold-500/60 hover:bg-ink-700',
        'disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-ink-600 disabled:hover:bg-ink-800',
        className,
      )}
    >
      <span
        className={clsx(
          'flex min-w-0 flex-wrap items-center gap-x-1 leading-tight',
          stacked ? 'justify-center text-center' : 'text-left',
        )}
      >
        <span>{bet.korean_name || bet.name}</span>
        {line && <span className="text-ink-400 tabular-nums">{line}</span>}
      </span>
      {selectable ? (
        <span
          className={clsx(
            'flex shrink-0 items-center gap-0.5 font-bold tabular-nums',
            selected ? 'text-ink-100' : 'text-gold-300',
          )}
        >
          {move && (
            <span
              className={move === 'up' ? 'text-emerald-400' : 'text-rose-400'}
              aria-label={move === 'up' ? t('betButton.priceUp') : t('betButton.priceDown')}
            >
              {move === 'up' ? '▲' : '▼'}
            </span>
          )}
          {formatPrice(bet.price)}
        </span>
      ) : (
        <span className="flex shrink-0 items-center gap-1 text-ink-400 tabular-nums">
          <Lock className="size-3" aria-hidden="true" />
          {formatPrice(bet.price)}
        </span>
      )}
    </button>
  );
}
