import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/lib/i18n/i18n';
import { addDays, parseDateKey, toDateKey, type DateKey } from '../utils/dates';

interface CalendarProps {
  /** The picked day, if any. */
  value: DateKey | null;
  onSelect: (day: DateKey) => void;
  /** Days before this one cannot be picked. */
  min?: DateKey | null;
  /** Days after this one cannot be picked. */
  max?: DateKey | null;
  /** Today, as the member's clock reads it (marked in the grid). */
  today: DateKey;
  /** Puts the keyboard on the picked day (or today) when the calendar appears. */
  autoFocus?: boolean;
}

/** "2024년 5월" / "May 2024". */
const monthTitle = (month: Date) => month.toLocaleDateString(intlLocale(), { year: 'numeric', month: 'long' });
/** "2024년 5월 8일 수요일" / "Wednesday, May 8, 2024". */
const dayLabel = (day: Date) =>
  day.toLocaleDateString(intlLocale(), { year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' });
/** The week's days from Sunday ("일"… / "Sun"…), with their full names ("일요일"… / "Sunday"…). */
function weekdays(): { short: string; long: string }[] {
  const locale = intlLocale();
  // 7 January 2024 was a Sunday.
  return Array.from({ length: 7 }, (_, index) => {
    const day = new Date(2024, 0, 7 + index);
    return {
      short: day.toLocaleDateString(locale, { weekday: 'short' }),
      long: day.toLocaleDateString(locale, { weekday: 'long' }),
    };
  });
}
const firstOfMonth = (date: Date) => new Date(date.getFullYear(), date.getMonth(), 1);
const addMonths = (date: Date, months: number) => {
  // Same day in the other month, or its last day when the month is shorter (31 Jan + 1 → 28/29 Feb).
  const target = new Date(date.getFullYear(), date.getMonth() + months, 1);
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  return new Date(target.getFullYear(), target.getMonth(), Math.min(date.getDate(), lastDay));
};

/** The weeks (Sunday first) of a month; days of other months are null. */
function monthWeeks(month: Date): (Date | null)[][] {
  const first = firstOfMonth(month);
  const daysInMonth = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  const cells: (Date | null)[] = Array.from({ length: first.getDay() }, () => null);
  for (let day = 1; day <= daysInMonth; day++) cells.push(new Date(first.getFullYear(), first.getMonth(), day));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/**
 * A month grid (WAI-ARIA date picker pattern): one day is in the tab order; arrows move by a day
 * or a week, Home / End to the week's ends, Page Up / Page Down by a month; Enter or a click picks.
 */
export function Calendar({ value, onSelect, min = null, max = null, today, autoFocus = false }: CalendarProps) {
  // Also re-renders the names of the months and days when the language changes.
  const { t } = useTranslation('history');
  const titleId = useId();
  const [focused, setFocused] = useState<Date>(() => parseDateKey(value ?? '') ?? parseDateKey(today) ?? new Date());
  const month = firstOfMonth(focused);
  const gridRef = useRef<HTMLTableElement>(null);
  // Focus follows `focused` once the member is in the grid (or from the start with autoFocus).
  const moveFocus = useRef(autoFocus);

  const focusedKey = toDateKey(focused);
  useEffect(() => {
    if (!moveFocus.current) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-day="${focusedKey}"]`)?.focus();
  }, [focusedKey]);

  const outOfRange = (key: DateKey) => (min !== null && key < min) || (max !== null && key > max);

  function onGridKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -focused.getDay()),
      End: () => addDays(focused, 6 - focused.getDay()),
      PageUp: () => addMonths(focused, -1),
      PageDown: () => addMonths(focused, 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocused(move());
  }

  function showMonth(months: number) {
    // The month buttons keep the keyboard where it is.
    moveFocus.current = false;
    setFocused((current) => addMonths(current, months));
  }

  return (
    <div className="w-72 select-none">
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          aria-label={t('calendar.previousMonth')}
          onClick={() => showMonth(-1)}
          className="rounded-md p-1.5 text-ink-300 transition-colors hover:bg-ink-700 hover:text-ink-100"
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
        </button>
        <p id={titleId} aria-live="polite" className="text-sm font-bold text-ink-100">
          {monthTitle(month)}
        </p>
        <button
          type="button"
          aria-label={t('calendar.nextMonth')}
          onClick={() => showMonth(1)}
          className="rounded-md p-1.5 text-ink-300 transition-colors hover:bg-ink-700 hover:text-ink-100"
        >
          <ChevronRight className="size-4" aria-hidden="true" />
        </button>
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-labelledby={titleId}
        onKeyDown={onGridKeyDown}
        className="w-full border-collapse text-center"
      >
        <thead>
          <tr>
            {weekdays().map((weekday, index) => (
              <th
                key={index}
                scope="col"
                abbr={weekday.long}
                className={clsx('pb-1 text-[11px] font-semibold', index === 0 ? 'text-ruby-500' : 'text-ink-400')}
              >
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, index) => (
            <tr key={index}>
              {week.map((day, weekday) => {
                if (!day) return <td key={weekday} />;
                const key = toDateKey(day);
                const selected = key === value;
                const disabled = outOfRange(key);
                return (
                  <td key={weekday} aria-selected={selected} className="p-0.5">
                    <button
                      type="button"
                      data-day={key}
                      tabIndex={key === focusedKey ? 0 : -1}
                      aria-label={dayLabel(day)}
                      aria-current={key === today ? 'date' : undefined}
                      disabled={disabled}
                      onClick={() => onSelect(key)}
                      onFocus={() => {
                        moveFocus.current = true;
                        if (key !== focusedKey) setFocused(day);
                      }}
                      className={clsx(
                        'flex size-9 items-center justify-center rounded-lg text-sm tabular-nums transition-colors',
                        'disabled:cursor-not-allowed disabled:opacity-30',
                        selected
                          ? 'bg-gold-400 font-bold text-ink-950'
                          : clsx('hover:bg-ink-700', weekday === 0 ? 'text-ruby-500' : 'text-ink-100'),
                        key === today && !selected && 'ring-1 ring-gold-400/70 ring-inset',
                      )}
                    >
                      {day.getDate()}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
