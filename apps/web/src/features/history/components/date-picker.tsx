import { clsx } from 'clsx';
import { CalendarDays, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses } from '@/components/ui/form-field';
import type { DateKey } from '../utils/dates';
import { Calendar } from './calendar';

interface DatePickerProps {
  label: string;
  /** The calendar popup's name ("시작일 선택"). */
  calendarLabel: string;
  /** The clear button's name ("시작일 지우기"). */
  clearLabel: string;
  value: DateKey | null;
  onChange: (day: DateKey | null) => void;
  min?: DateKey | null;
  max?: DateKey | null;
  today: DateKey;
}

/**
 * Spec section 2: a date field whose calendar pops up under it; the button toggles it open and
 * closed, picking a day closes it (so do Escape and a click outside). The button is named by the
 * label and the value ("시작일 2024-05-01"); the popup is a dialog named by `calendarLabel`
 * ("시작일 선택"), the clear button by `clearLabel`.
 */
export function DatePicker({ label, calendarLabel, clearLabel, value, onChange, min, max, today }: DatePickerProps) {
  const { t } = useTranslation('history');
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const valueId = useId();

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <span id={labelId} className="text-xs font-semibold text-ink-200">
        {label}
      </span>
      <div className="relative">
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger
            aria-labelledby={`${labelId} ${valueId}`}
            className={clsx(inputClasses, 'flex items-center gap-2 text-left', value !== null && 'pr-9')}
          >
            {/* On a phone a picked day needs the room; the clear button sits beside it. */}
            <CalendarDays
              className={clsx('size-4 shrink-0 text-ink-300', value !== null && 'max-sm:hidden')}
              aria-hidden="true"
            />
            <span id={valueId} className={clsx('truncate tabular-nums', value === null && 'text-ink-400')}>
              {value ?? t('datePicker.placeholder')}
            </span>
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              aria-label={calendarLabel}
              align="start"
              sideOffset={6}
              collisionPadding={12}
              className="z-40 rounded-xl border border-ink-600/80 bg-ink-800 p-3 shadow-2xl shadow-black/60 focus:outline-none"
              // The calendar puts the keyboard on the picked day itself.
              onOpenAutoFocus={(event) => event.preventDefault()}
            >
              <Calendar
                value={value}
                min={min}
                max={max}
                today={today}
                autoFocus
                onSelect={(day) => {
                  onChange(day);
                  setOpen(false);
                }}
              />
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
        {value !== null && (
          <button
            type="button"
            aria-label={clearLabel}
            onClick={() => onChange(null)}
            className="absolute inset-y-0 right-1 my-auto flex size-8 items-center justify-center rounded-md text-ink-400 transition-colors hover:text-ink-100"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
    </div>
  );
}
