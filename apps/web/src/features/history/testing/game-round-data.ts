import type { GameRound } from '@hanpan/contract';

/** A casino round of the history (defaults: a closed, lost 1,000원 slot spin). */
export function createRound(overrides: Partial<GameRound> = {}): GameRound {
  return {
    id: 1,
    round_id: 'round-0001',
    game_slug: 'aurora-gems',
    game_name: 'Aurora Gems',
    game_title: '오로라 젬스',
    category: 'slots',
    provider_name: 'Aurora Reels',
    username: 'player01',
    bet: 1_000,
    win: 0,
    status: 'closed',
    opened_at: '2024-05-05T03:30:00.000Z',
    closed_at: '2024-05-05T03:30:01.000Z',
    ...overrides,
  };
}
