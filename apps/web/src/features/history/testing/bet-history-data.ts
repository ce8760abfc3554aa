import type { BetHistoryItem } from '@hanpan/contract';

type Selection = BetHistoryItem['selections'][number]['bet_selection'];
type Fixture = Selection['market']['fixture'];

/** One selection of a bet, as the history answers it; fixture fields override through `fixture`. */
export function createSelection(
  overrides: Partial<Omit<Selection, 'market'>> & { marketName?: string; fixture?: Partial<Fixture> } = {},
): {
  bet_selection: Selection;
} {
  const { marketName = '승무패', fixture, ...selection } = overrides;
  return {
    bet_selection: {
      id: 9001,
      name: '1',
      korean_name: '홈 승',
      line: null,
      price: 1.85,
      settlement: null,
      ...selection,
      market: {
        name: marketName,
        fixture: {
          id: 501,
          game_name: '서울 FC vs 부산 유나이티드',
          participants: [{ participant_name: '서울 FC' }, { participant_name: '부산 유나이티드' }],
          league_name: 'K리그1',
          start_date: '2024-05-05T10:00:00.000Z',
          live_score: null,
          ...fixture,
        },
      },
    },
  };
}

/** A settled-or-not bet of the history (defaults: a pending single of 10,000원 at 1.85). */
export function createBet(overrides: Partial<BetHistoryItem> = {}): BetHistoryItem {
  return {
    id: 1,
    bet_type: 'single',
    status: 'PENDING',
    stake: 10_000,
    potential_payout: 18_500,
    payout: null,
    total_odds: 1.85,
    bonus_multiplier: 1,
    created_at: '2024-05-05T03:30:00.000Z',
    settled_at: null,
    cancellable: false,
    cash_out_offer: null,
    selections: [createSelection()],
    ...overrides,
  };
}
