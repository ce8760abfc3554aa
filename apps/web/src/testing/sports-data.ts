import type { Bet, CartItem, FixtureDetail, FixtureSummary, Market, Sport } from '@hanpan/contract';

let nextId = 1000;
const id = () => nextId++;

export function createBet(overrides: Partial<Bet> = {}): Bet {
  return {
    id: id(),
    name: '1',
    korean_name: '홈',
    line: null,
    base_line: null,
    price: 2.12,
    status: 1,
    settlement: null,
    ...overrides,
  };
}

export function createMarket(overrides: Partial<Market> = {}): Market {
  return {
    id: id(),
    market_type_id: 1,
    name: '1X2',
    korean_name: '승무패',
    parlay_subgroup: 'moneyline',
    status: 1,
    bets: [
      createBet({ name: '1', korean_name: '홈', price: 2.12 }),
      createBet({ name: 'X', korean_name: '무승부', price: 3.8 }),
      createBet({ name: '2', korean_name: '원정', price: 3.08 }),
    ],
    ...overrides,
  };
}

export function createFixture(
  overrides: Partial<FixtureSummary> & { home?: string; away?: string } = {},
): FixtureSummary {
  const { home = '울산 HD', away = '전북 현대', ...rest } = overrides;
  const fixtureId = id();
  return {
    id: fixtureId,
    sport: { id: 6046, slug: 'soccer', name: 'Soccer' },
    start_date: new Date(2030, 5, 1, 19, 30).toISOString(),
    status: 1,
    location: { id: 248, name: '대한민국' },
    league: { id: 1, name: 'K리그1' },
    fixture_participants: [
      { position: '1', participant: { id: id(), name: home, logo: '/api/sports/logos/1.svg' } },
      { position: '2', participant: { id: id(), name: away, logo: '/api/sports/logos/2.svg' } },
    ],
    live_score: null,
    markets: [createMarket()],
    additional_market_count: 4,
    ...rest,
  };
}

export function createFixtureDetail(
  summary: FixtureSummary,
  categories?: FixtureDetail['market_categories'],
): FixtureDetail {
  const { markets, ...rest } = summary;
  return {
    ...rest,
    participants: summary.fixture_participants,
    market_categories: categories ?? [{ name: '주요', markets }],
  };
}

export function createCartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    bet_id: id(),
    name: '1',
    korean_name: '홈',
    line: null,
    price: 2.12,
    added_price: 2.12,
    status: 1,
    market_id: id(),
    market_name: '승무패',
    fixture_id: id(),
    fixture_name: '울산 HD vs 전북 현대',
    start_date: new Date(2030, 5, 1, 19, 30).toISOString(),
    ...overrides,
  };
}

export function createSport(overrides: Partial<Sport> = {}): Sport {
  return {
    id: 6046,
    slug: 'soccer',
    name: 'Soccer',
    locations: [
      { id: 248, name: '대한민국', fixture_count: 9 },
      { id: 243, name: '잉글랜드', fixture_count: 12 },
    ],
    ...overrides,
  };
}

export const cartResponse = (items: CartItem[]) => ({ cart: { items } });
