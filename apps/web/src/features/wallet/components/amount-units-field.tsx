import { clsx } from 'clsx';
import { RotateCcw } from 'lucide-react';
import { AMOUNT_UNIT_WON } from '@hanpan/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses } from '@/components/ui/form-field';
import { formatWon } from '@/lib/format';
import { compactWonAmount } from '../utils/amount-texts';
import { totalWonOf } from '../utils/wallet-form';

interface AmountUnitsFieldProps {
  label: string;
  /** The total's caption, e.g. the deposit total. */
  totalLabel: string;
  value: string;
  quickUnits: readonly number[];
  error?: string | null | undefined;
  onChange: (value: string) => void;
  onAdd: (units: number) => void;
  onReset: () => void;
}

/**
 * An amount in units of 10,000 won (whole numbers, min 1, step 1; spec section 5) with quick-add
 * buttons (the one for 10 units reads +100,000 won, shortened as the language shortens it), a
 * reset, and the total in won.
 */
export function AmountUnitsField({
  label,
  totalLabel,
  value,
  quickUnits,
  error,
  onChange,
  onAdd,
  onReset,
}: AmountUnitsFieldProps) {
  const { t } = useTranslation('wallet');
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-xs font-semibold text-ink-200">
        {label}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder="0"
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => onChange(event.target.value)}
            className={clsx(
              inputClasses,
              'pr-12 text-right text-base font-semibold tabular-nums',
              // The quick-add buttons do the stepping; the tiny native spinners would sit under the unit.
              '[appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
            )}
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-ink-300"
          >
            {t('amountField.unitSuffix')}
          </span>
        </div>
        <button
          type="button"
          onClick={onReset}
          className="flex h-11 shrink-0 items-center gap-1.5 rounded-lg border border-ink-600 px-3 text-sm font-semibold text-ink-200 transition-colors hover:border-gold-400 hover:text-gold-300"
        >
          <RotateCcw className="size-4" aria-hidden="true" />
          {t('amountField.reset')}
        </button>
      </div>
      <div role="group" aria-label={t('amountField.quickAddLabel')} className="grid grid-cols-3 gap-1.5 sm:grid-cols-5">
        {quickUnits.map((units) => (
          <button
            key={units}
            type="button"
            onClick={() => onAdd(units)}
            className="h-9 rounded-lg bg-ink-700 text-sm font-semibold text-ink-100 tabular-nums transition-colors hover:bg-ink-600 hover:text-gold-300"
          >
            {t('amountField.quickAdd', { amount: compactWonAmount(units * AMOUNT_UNIT_WON) })}
          </button>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-ruby-500">
          {error}
        </p>
      )}
      <p className="flex items-baseline justify-between rounded-lg bg-ink-950/50 px-3 py-2.5">
        <span className="text-sm text-ink-300">{totalLabel}</span>
        <output htmlFor={id} aria-live="polite" className="text-lg font-bold text-gold-300 tabular-nums">
          {formatWon(totalWonOf(value))}
        </output>
      </p>
    </div>
  );
}
