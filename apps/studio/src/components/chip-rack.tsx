import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { formatChipAmount, formatWon } from '@/lib/format';
import { PlayButton } from './play-button';

/** Chips from the table minimum, in 1-5-10 steps, up to the maximum. */
export function chipValues(min: number, max: number): number[] {
  const chips = [1, 5, 10, 50, 100].map((step) => min * step).filter((value) => value <= max);
  return chips.length > 0 ? chips : [min];
}

/** The table games' chip picker: the chosen chip is what a tap on the table places. */
export function ChipRack({
  chips,
  chip,
  onChange,
}: {
  chips: readonly number[];
  chip: number;
  onChange: (chip: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('bet.chips')} className="flex flex-wrap gap-1.5">
      {chips.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={chip === value}
          onClick={() => onChange(value)}
          className={clsx(
            'size-11 rounded-full border-2 border-dashed text-[0.65rem] font-bold tabular-nums',
            chip === value ? 'border-ink-950 bg-gold-400 text-ink-950' : 'border-ink-400 bg-ink-700 text-ink-100',
          )}
        >
          {formatChipAmount(value)}
        </button>
      ))}
    </div>
  );
}

/**
 * Under a table: the total on it, the buttons that take chips back (베팅 지우기, and any
 * `before` it such as 되돌리기) and the play button.
 */
export function TableBetBar({
  total,
  busy,
  playLabel,
  onClear,
  onPlay,
  before,
}: {
  total: number;
  busy: boolean;
  playLabel: string;
  onClear: () => void;
  onPlay: () => void;
  before?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="mr-auto text-sm text-ink-300">
        {t('bet.total')} <strong className="text-gold-300 tabular-nums">{formatWon(total)}</strong>
      </span>
      {before}
      <TextButton disabled={busy || total === 0} onClick={onClear}>
        {t('bet.clear')}
      </TextButton>
      <PlayButton className="min-w-24" disabled={busy || total === 0} onClick={onPlay}>
        {playLabel}
      </PlayButton>
    </div>
  );
}

/** A quiet underlined action beside the play button. */
export function TextButton(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'type'>) {
  return <button type="button" className="text-xs text-ink-300 underline disabled:opacity-40" {...props} />;
}
