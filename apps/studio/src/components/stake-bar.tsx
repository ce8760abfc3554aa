import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWon } from '@/lib/format';
import { PlayButton } from './play-button';

interface StakeInputProps {
  value: number;
  min: number;
  max: number;
  disabled: boolean;
  onChange: (value: number) => void;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** A whole-won amount within the game's limits, with halve / double / min / max shortcuts. */
function StakeInput({ value, min, max, disabled, onChange }: StakeInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const shortcut =
    'rounded-md bg-ink-700 px-2 py-1 text-xs font-semibold text-ink-200 hover:bg-ink-600 disabled:opacity-40';
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs text-ink-300">
        {t('bet.amount')}{' '}
        <span className="text-ink-400">
          ({formatWon(min)} ~ {formatWon(max)})
        </span>
      </label>
      <div className="flex items-center gap-1">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(Number(event.target.value))}
          onBlur={() => onChange(clamp(value || min, min, max))}
          className="w-full min-w-0 rounded-md border border-ink-600 bg-ink-850 px-2 py-1.5 text-sm tabular-nums text-ink-100 focus:border-gold-400"
        />
        <button
          type="button"
          className={shortcut}
          disabled={disabled}
          onClick={() => onChange(clamp(value / 2, min, max))}
        >
          ½
        </button>
        <button
          type="button"
          className={shortcut}
          disabled={disabled}
          onClick={() => onChange(clamp(value * 2, min, max))}
        >
          ×2
        </button>
        <button type="button" className={shortcut} disabled={disabled} onClick={() => onChange(max)}>
          MAX
        </button>
      </div>
    </div>
  );
}

/** Whether an amount can be sent as a stake of this game. */
function isValidStake(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/**
 * Under a game played a round a bet (dice, powerball): the amount to bet and the button that
 * bets it, which waits for an amount within the game's limits.
 */
export function StakeBar({
  limits,
  amount,
  busy,
  onAmount,
  onBet,
}: {
  limits: { min_stake: number; max_stake: number };
  amount: number;
  busy: boolean;
  onAmount: (amount: number) => void;
  onBet: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="min-w-56 flex-1">
        <StakeInput value={amount} min={limits.min_stake} max={limits.max_stake} disabled={busy} onChange={onAmount} />
      </div>
      <PlayButton
        className="min-w-24"
        disabled={busy || !isValidStake(amount, limits.min_stake, limits.max_stake)}
        onClick={onBet}
      >
        {t('bet.place')}
      </PlayButton>
    </div>
  );
}
