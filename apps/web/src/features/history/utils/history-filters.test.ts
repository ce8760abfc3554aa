import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBet, createSelection } from '../testing/bet-history-data';
import {
  filterHistoryRows,
  hasActiveFilters,
  INITIAL_FILTERS,
  presetRange,
  withDate,
  withPreset,
  type HistoryFilters,
} from './history-filters';
import { toHistoryRow, type BetStatus } from './history-row';

const row = (
  id: number,
  status: BetStatus,
  [year, month, day]: [number, number, number],
  username = 'player01',
  gameName?: string,
) =>
  toHistoryRow(
    createBet({
      id,
      status,
      created_at: new Date(year, month - 1, day, 12, 0).toISOString(),
      ...(gameName ? { selections: [createSelection({ fixture: { game_name: gameName } })] } : {}),
    }),
    username,
  );

const rows = [
  row(1, 'WON', [2024, 5, 8], 'player01', 'Arsenal vs Chelsea'),
  row(2, 'LOST', [2024, 5, 7]),
  row(3, 'PENDING', [2024, 5, 5]),
  row(4, 'REFUNDED', [2024, 5, 4]),
  row(5, 'CANCELLED', [2024, 5, 1]),
  row(6, 'WON', [2024, 4, 30]),
];
const ids = (filters: Partial<HistoryFilters>) =>
  filterHistoryRows(rows, { ...INITIAL_FILTERS, ...filters }).map((item) => item.id);

describe('filterHistoryRows', () => {
  it('keeps everything with no filter set', () => {
    expect(ids({})).toEqual([1, 2, 3, 4, 5, 6]);
    expect(hasActiveFilters(INITIAL_FILTERS)).toBe(false);
  });

  it('filters by game type: every bet is sports', () => {
    expect(ids({ gameType: 'sports' })).toEqual([1, 2, 3, 4, 5, 6]);
    for (const gameType of ['slot', 'casino', 'mini'] as const) expect(ids({ gameType })).toEqual([]);
  });

  it('filters by result; the draw option stands for PENDING', () => {
    expect(ids({ result: 'WON' })).toEqual([1, 6]);
    expect(ids({ result: 'LOST' })).toEqual([2]);
    expect(ids({ result: 'PENDING' })).toEqual([3]);
  });

  it('filters by status', () => {
    expect(ids({ status: 'WON' })).toEqual([1, 6]);
    expect(ids({ status: 'LOST' })).toEqual([2]);
    expect(ids({ status: 'PENDING' })).toEqual([3]);
    expect(ids({ status: 'WON', result: 'LOST' })).toEqual([]);
  });

  it('keeps rows on or after the start date and on or before the end date', () => {
    expect(ids({ startDate: '2024-05-05' })).toEqual([1, 2, 3]);
    expect(ids({ endDate: '2024-05-04' })).toEqual([4, 5, 6]);
    expect(ids({ startDate: '2024-05-01', endDate: '2024-05-05' })).toEqual([3, 4, 5]);
    expect(ids({ startDate: '2024-05-05', endDate: '2024-05-05' })).toEqual([3]);
  });

  it('searches the game name or the player name, case-insensitively, as a substring', () => {
    expect(ids({ search: 'arsenal' })).toEqual([1]);
    expect(ids({ search: '  CHELSEA ' })).toEqual([1]);
    expect(ids({ search: '부산' })).toEqual([2, 3, 4, 5, 6]);
    expect(ids({ search: 'PLAYER0' })).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids({ search: 'nobody' })).toEqual([]);
    expect(hasActiveFilters({ ...INITIAL_FILTERS, search: ' ' })).toBe(false);
  });

  it('leaves a row without a readable date out of any date range', () => {
    const undated = toHistoryRow(createBet({ id: 9, created_at: 'garbage' }), 'p');
    expect(filterHistoryRows([undated], { ...INITIAL_FILTERS, startDate: '2000-01-01' })).toEqual([]);
    expect(filterHistoryRows([undated], INITIAL_FILTERS)).toHaveLength(1);
  });
});

describe('date presets', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('today and yesterday are one day each', () => {
    // Wednesday 8 May 2024, 14:00 local.
    vi.setSystemTime(new Date(2024, 4, 8, 14, 0));
    expect(presetRange('today', new Date())).toEqual({ start: '2024-05-08', end: '2024-05-08' });
    expect(presetRange('yesterday', new Date())).toEqual({ start: '2024-05-07', end: '2024-05-07' });
    expect(presetRange('all', new Date())).toEqual({ start: null, end: null });
  });

  it('yesterday crosses a month and a year', () => {
    vi.setSystemTime(new Date(2024, 0, 1, 0, 5));
    expect(presetRange('yesterday', new Date())).toEqual({ start: '2023-12-31', end: '2023-12-31' });
  });

  it('this week runs from Sunday', () => {
    vi.setSystemTime(new Date(2024, 4, 8, 14, 0)); // Wednesday
    expect(presetRange('thisWeek', new Date())).toEqual({ start: '2024-05-05', end: '2024-05-08' });
    vi.setSystemTime(new Date(2024, 4, 5, 0, 1)); // Sunday itself
    expect(presetRange('thisWeek', new Date())).toEqual({ start: '2024-05-05', end: '2024-05-05' });
    vi.setSystemTime(new Date(2024, 4, 4, 23, 59)); // Saturday: the week began the Sunday before, in April
    expect(presetRange('thisWeek', new Date())).toEqual({ start: '2024-04-28', end: '2024-05-04' });
  });

  it('this month runs from the 1st', () => {
    vi.setSystemTime(new Date(2024, 1, 29, 9, 0));
    expect(presetRange('thisMonth', new Date())).toEqual({ start: '2024-02-01', end: '2024-02-29' });
  });

  it('applies to the rows through the pickers they fill', () => {
    vi.setSystemTime(new Date(2024, 4, 8, 14, 0));
    const now = new Date();
    const filterBy = (preset: Parameters<typeof withPreset>[1]) =>
      filterHistoryRows(rows, withPreset(INITIAL_FILTERS, preset, now)).map((item) => item.id);
    expect(filterBy('today')).toEqual([1]);
    expect(filterBy('yesterday')).toEqual([2]);
    expect(filterBy('thisWeek')).toEqual([1, 2, 3]);
    expect(filterBy('thisMonth')).toEqual([1, 2, 3, 4, 5]);
    expect(filterBy('all')).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('a hand-picked day makes the range custom; clearing both days makes it all again', () => {
    vi.setSystemTime(new Date(2024, 4, 8, 14, 0));
    const week = withPreset(INITIAL_FILTERS, 'thisWeek', new Date());
    expect(week).toMatchObject({ preset: 'thisWeek', startDate: '2024-05-05', endDate: '2024-05-08' });
    const custom = withDate(week, 'startDate', '2024-05-01');
    expect(custom).toMatchObject({ preset: 'custom', startDate: '2024-05-01', endDate: '2024-05-08' });
    expect(withDate(withDate(custom, 'startDate', null), 'endDate', null)).toMatchObject({
      preset: 'all',
      startDate: null,
      endDate: null,
    });
  });
});
