import { useId } from 'react';
import { formatWon } from '@/lib/format';

interface StakeInputProps {
  label: string;
  value: number;
  min: number;
  max: number;
  disabled?: boolean;
  onChange: (value: number) => void;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** A whole-won amount within the game's limits, with halve / double / min / max shortcuts. */
export function StakeInput({ label, value, min, max, disabled = false, onChange }: StakeInputProps) {
  const id = useId();
  const shortcut =
    'rounded-md bg-ink-700 px-2 py-1 text-xs font-semibold text-ink-200 hover:bg-ink-600 disabled:opacity-40';
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs text-ink-300">
        {label}{' '}
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
export function isValidStake(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}
