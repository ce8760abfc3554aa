import { i18n } from '@/lib/i18n/i18n';
import { addDays, toDateKey, type DateKey } from './dates';
import { GAME_TYPES, gameTypeLabel, resultLabel, type BetStatus, type GameType, type HistoryRow } from './history-row';

export type GameTypeFilter = 'all' | GameType;
/** Spec section 2: the third result option reads "draw" and stands for PENDING. */
export type ResultFilter = 'all' | Extract<BetStatus, 'WON' | 'LOST' | 'PENDING'>;
export type StatusFilter = 'all' | Extract<BetStatus, 'WON' | 'LOST' | 'PENDING'>;
/** Spec sections 2 and 9; `custom` is a range picked by hand. */
export type DatePreset = 'all' | 'today' | 'yesterday' | 'thisWeek' | 'thisMonth' | 'custom';

export interface HistoryFilters {
  gameType: GameTypeFilter;
  result: ResultFilter;
  status: StatusFilter;
  preset: DatePreset;
  /** Rows on or after this day. */
  startDate: DateKey | null;
  /** Rows on or before this day. */
  endDate: DateKey | null;
  /** Case-insensitive substring of the game name (a round's English name too) or the player name. */
  search: string;
}

export const INITIAL_FILTERS: HistoryFilters = {
  gameType: 'all',
  result: 'all',
  status: 'all',
  preset: 'all',
  startDate: null,
  endDate: null,
  search: '',
};

export interface FilterOption<Value extends string> {
  value: Value;
  label: string;
}

const allOption = (): FilterOption<'all'> => ({ value: 'all', label: i18n.t('history:filters.all') });

/** The game type filter's options, in the shown language. */
export const gameTypeOptions = (): FilterOption<GameTypeFilter>[] => [
  allOption(),
  ...GAME_TYPES.map((type) => ({ value: type, label: gameTypeLabel(type) })),
];

/** Spec section 2: all, WON, LOST, and "draw" standing for PENDING. */
export const resultOptions = (): FilterOption<ResultFilter>[] => [
  allOption(),
  { value: 'WON', label: resultLabel('WON') },
  { value: 'LOST', label: resultLabel('LOST') },
  { value: 'PENDING', label: i18n.t('history:filters.draw') },
];

/** Spec section 2: all, WON, LOST, PENDING. */
export const statusOptions = (): FilterOption<StatusFilter>[] => [
  allOption(),
  { value: 'WON', label: resultLabel('WON') },
  { value: 'LOST', label: resultLabel('LOST') },
  { value: 'PENDING', label: resultLabel('PENDING') },
];

/** A date preset as the member reads it. */
export const presetLabel = (preset: DatePreset): string => i18n.t(`history:filters.presets.${preset}`);

/** The presets offered in the list; `custom` only shows while a hand-picked range is in force. */
export const PRESETS: readonly Exclude<DatePreset, 'custom'>[] = ['all', 'today', 'yesterday', 'thisWeek', 'thisMonth'];

export interface DateRange {
  start: DateKey | null;
  end: DateKey | null;
}

/**
 * The days a preset covers, as of `now` (the member's time zone): today; yesterday; this week from
 * Sunday to today; this month from the 1st to today; all days.
 */
export function presetRange(preset: Exclude<DatePreset, 'custom'>, now: Date): DateRange {
  const today = toDateKey(now);
  switch (preset) {
    case 'today':
      return { start: today, end: today };
    case 'yesterday': {
      const yesterday = toDateKey(addDays(now, -1));
      return { start: yesterday, end: yesterday };
    }
    case 'thisWeek':
      return { start: toDateKey(addDays(now, -now.getDay())), end: today };
    case 'thisMonth':
      return { start: toDateKey(new Date(now.getFullYear(), now.getMonth(), 1)), end: today };
    case 'all':
      return { start: null, end: null };
  }
}

/** Choosing a preset fills both pickers with its range. */
export function withPreset(filters: HistoryFilters, preset: Exclude<DatePreset, 'custom'>, now: Date): HistoryFilters {
  const { start, end } = presetRange(preset, now);
  return { ...filters, preset, startDate: start, endDate: end };
}

/** Picking a day by hand makes the range custom; clearing both days means all days again. */
export function withDate(filters: HistoryFilters, edge: 'startDate' | 'endDate', day: DateKey | null): HistoryFilters {
  const next = { ...filters, [edge]: day };
  return { ...next, preset: next.startDate === null && next.endDate === null ? 'all' : 'custom' };
}

/** Whether any filter narrows the list. */
export function hasActiveFilters(filters: HistoryFilters): boolean {
  return (
    filters.gameType !== 'all' ||
    filters.result !== 'all' ||
    filters.status !== 'all' ||
    filters.startDate !== null ||
    filters.endDate !== null ||
    filters.search.trim() !== ''
  );
}

/** Spec section 5: the history filters run on the client, over the rows fetched. */
export function filterHistoryRows(rows: readonly HistoryRow[], filters: HistoryFilters): HistoryRow[] {
  const query = filters.search.trim().toLocaleLowerCase();
  return rows.filter((row) => {
    if (filters.gameType !== 'all' && row.gameType !== filters.gameType) return false;
    if (filters.result !== 'all' && row.result !== filters.result) return false;
    if (filters.status !== 'all' && row.result !== filters.status) return false;
    // Day keys compare as strings; a row without a readable date falls outside any range.
    if (filters.startDate !== null && (row.date === '-' || row.date < filters.startDate)) return false;
    if (filters.endDate !== null && (row.date === '-' || row.date > filters.endDate)) return false;
    if (query) {
      const searched = [row.gameName, row.gameEnglishName ?? '', row.playerName];
      if (!searched.some((text) => text.toLocaleLowerCase().includes(query))) return false;
    }
    return true;
  });
}
