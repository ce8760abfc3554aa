import type { FixtureDetail, FixtureList } from '@hanpan/contract';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyToFixtureDetail, applyToFixtureList } from './apply-fixture-change';

const bet = (id: number, price: number) => ({
  id,
  name: '1',
  korean_name: '홈',
  line: null,
  base_line: null,
  price,
  status: 1,
  settlement: null,
});
const market = {
  id: 10,
  market_type_id: 1,
  name: '1X2',
  korean_name: '승무패',
  parlay_subgroup: 'moneyline' as const,
  status: 1,
  bets: [bet(1, 1.8), bet(2, 3.4)],
};
const fixture = (id: number) => ({
  id,
  sport: { id: 1, slug: 'soccer', name: 'Soccer' },
  start_date: '2026-11-20T05:00:00.000Z',
  status: 2,
  location: { id: 1, name: '대한민국' },
  league: { id: 1, name: 'K리그1' },
  fixture_participants: [],
  live_score: { home: 0, away: 0, clock: "10'" },
  markets: [market],
  additional_market_count: 0,
});
const change = {
  id: 7,
  status: 2,
  live_score: { home: 1, away: 0, clock: "11'" },
  bets: [
    { id: 1, price: 1.55, status: 1 },
    { id: 2, price: 4.1, status: 2 },
  ],
};

describe('applying a pushed fixture change', () => {
  it('moves prices, statuses and the score of that fixture in every loaded page, and nothing else', () => {
    const data: InfiniteData<FixtureList> = {
      pages: [{ results: [fixture(6), fixture(7)], next: null, count: 2 }],
      pageParams: [1],
    };
    const patched = applyToFixtureList(data, change)!;
    const [untouched, moved] = patched.pages[0]!.results;
    expect(untouched).toBe(data.pages[0]!.results[0]);
    expect(moved!.live_score).toEqual({ home: 1, away: 0, clock: "11'" });
    expect(moved!.markets[0]!.bets.map((entry) => [entry.price, entry.status])).toEqual([
      [1.55, 1],
      [4.1, 2],
    ]);
  });

  it('patches the open fixture detail only when it is that fixture', () => {
    const { markets: _markets, ...summary } = fixture(7);
    const detail: FixtureDetail = {
      ...summary,
      participants: [],
      market_categories: [{ name: '주요', markets: [market] }],
    };
    expect(applyToFixtureDetail(detail, change)!.market_categories[0]!.markets[0]!.bets[1]!.status).toBe(2);
    expect(applyToFixtureDetail({ ...detail, id: 8 }, change)).toEqual({ ...detail, id: 8 });
  });
});
