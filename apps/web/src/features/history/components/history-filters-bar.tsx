import { clsx } from 'clsx';
import { RotateCcw, Search } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses, SelectChevron } from '@/components/ui/form-field';
import { toDateKey } from '../utils/dates';
import {
  gameTypeOptions,
  hasActiveFilters,
  INITIAL_FILTERS,
  presetLabel,
  PRESETS,
  resultOptions,
  statusOptions,
  withDate,
  withPreset,
  type DatePreset,
  type FilterOption,
  type HistoryFilters,
} from '../utils/history-filters';
import { DatePicker } from './date-picker';

interface FilterSelectProps<Value extends string> {
  label: string;
  value: Value;
  options: readonly FilterOption<Value>[];
  onChange: (value: Value) => void;
}

/** A labelled native select (keyboard and phone pickers come for free). */
function FilterSelect<Value extends string>({ label, value, options, onChange }: FilterSelectProps<Value>) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-xs font-semibold text-ink-200">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          // The options are exactly the values of Value.
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value as Value)}
          className={clsx(inputClasses, 'appearance-none pr-9')}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <SelectChevron />
      </div>
    </div>
  );
}

interface HistoryFiltersBarProps {
  filters: HistoryFilters;
  onChange: (filters: HistoryFilters) => void;
}

/**
 * Spec section 2: game type, result, status, date preset, start and end pickers and a search box.
 * A preset fills the pickers; picking a day by hand makes the range custom ("직접 선택").
 */
export function HistoryFiltersBar({ filters, onChange }: HistoryFiltersBarProps) {
  const { t } = useTranslation('history');
  const searchId = useId();
  const today = toDateKey(new Date());
  const presetOptions: FilterOption<DatePreset>[] = [
    ...PRESETS.map((preset) => ({ value: preset, label: presetLabel(preset) })),
    ...(filters.preset === 'custom' ? [{ value: 'custom' as const, label: presetLabel('custom') }] : []),
  ];

  return (
    <div role="search" aria-label={t('filters.label')} className="rounded-2xl border border-ink-700 bg-ink-850 p-4">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-[repeat(4,minmax(0,1fr))_minmax(0,1.15fr)_minmax(0,1.15fr)]">
        <FilterSelect
          label={t('filters.gameType')}
          value={filters.gameType}
          options={gameTypeOptions()}
          onChange={(gameType) => onChange({ ...filters, gameType })}
        />
        <FilterSelect
          label={t('filters.result')}
          value={filters.result}
          options={resultOptions()}
          onChange={(result) => onChange({ ...filters, result })}
        />
        <FilterSelect
          label={t('filters.status')}
          value={filters.status}
          options={statusOptions()}
          onChange={(status) => onChange({ ...filters, status })}
        />
        <FilterSelect
          label={t('filters.period')}
          value={filters.preset}
          options={presetOptions}
          onChange={(preset) => {
            if (preset !== 'custom') onChange(withPreset(filters, preset, new Date()));
          }}
        />
        <DatePicker
          label={t('filters.startDate.label')}
          calendarLabel={t('filters.startDate.calendar')}
          clearLabel={t('filters.startDate.clear')}
          value={filters.startDate}
          max={filters.endDate}
          today={today}
          onChange={(day) => onChange(withDate(filters, 'startDate', day))}
        />
        <DatePicker
          label={t('filters.endDate.label')}
          calendarLabel={t('filters.endDate.calendar')}
          clearLabel={t('filters.endDate.clear')}
          value={filters.endDate}
          min={filters.startDate}
          today={today}
          onChange={(day) => onChange(withDate(filters, 'endDate', day))}
        />
      </div>
      <div className="mt-3 flex items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <label htmlFor={searchId} className="text-xs font-semibold text-ink-200">
            {t('filters.search')}
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-400"
              aria-hidden="true"
            />
            <input
              id={searchId}
              type="search"
              value={filters.search}
              onChange={(event) => onChange({ ...filters, search: event.target.value })}
              placeholder={t('filters.searchPlaceholder')}
              autoComplete="off"
              className={clsx(inputClasses, 'pl-9')}
            />
          </div>
        </div>
        <button
          type="button"
          onClick={() => onChange(INITIAL_FILTERS)}
          disabled={!hasActiveFilters(filters)}
          className="flex h-11 shrink-0 items-center gap-1.5 rounded-lg border border-ink-600 px-3 text-sm font-semibold text-ink-200 transition-colors hover:border-gold-400 hover:text-gold-300 disabled:pointer-events-none disabled:opacity-40"
        >
          <RotateCcw className="size-4" aria-hidden="true" />
          {t('filters.reset')}
        </button>
      </div>
    </div>
  );
}
