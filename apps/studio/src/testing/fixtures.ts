import type { GameEngine, PlayedRound, RoundOutcome, StudioGame, StudioSession } from '@hanpan/contract';
import { DEFAULT_BETS } from '@/app/verify-bet-fields';

/** Game configs shaped as the studio server sends them (apps/server/src/studio/engines). */
export const CONFIGS: Record<GameEngine, StudioGame['config']> = {
  slot: {
    engine: 'slot',
    min_stake: 2_000,
    max_stake: 200_000,
    rules: {
      wild: 'wild',
      paylines: [
        [1, 1, 1, 1, 1],
        [0, 0, 0, 0, 0],
        [2, 2, 2, 2, 2],
      ],
      paytable: { wild: [20, 150, 1000], seven: [20, 100, 500], cherry: [2, 8, 30] },
      min_line_bet: 100,
      max_line_bet: 10_000,
    },
  },
  baccarat: {
    engine: 'baccarat',
    min_stake: 1_000,
    max_stake: 5_000_000,
    rules: {
      returns: { player: 2, banker: 1.95, tie: 9, player_pair: 12, banker_pair: 12 },
      max_side_stake: 1_000_000,
    },
  },
  blackjack: {
    engine: 'blackjack',
    min_stake: 1_000,
    max_stake: 1_000_000,
    rules: { decks: 6 },
  },
  roulette: {
    engine: 'roulette',
    min_stake: 1_000,
    max_stake: 5_000_000,
    rules: { max_placement: 1_000_000, max_placements: 40 },
  },
  powerball: {
    engine: 'powerball',
    min_stake: 1_000,
    max_stake: 1_000_000,
    rules: { powerball_under_max: 4, sum_under_max: 72, return: 1.95 },
  },
  dice: {
    engine: 'dice',
    min_stake: 100,
    max_stake: 1_000_000,
    rules: { target_min: 200, target_max: 9800, rtp_percent: 99 },
  },
  odd_even: { engine: 'odd_even', min_stake: 1_000, max_stake: 1_000_000, rules: { return: 1.95 } },
  ladder: { engine: 'ladder', min_stake: 1_000, max_stake: 1_000_000, rules: { return: 1.95 } },
};

export function gameFixture(engine: GameEngine): StudioGame {
  return {
    slug: `test-${engine}`,
    name: `Test ${engine}`,
    title: `테스트 ${engine}`,
    category:
      engine === 'slot'
        ? 'slots'
        : ['baccarat', 'blackjack', 'roulette'].includes(engine)
          ? 'live-casino'
          : 'mini-games',
    provider_name: 'Aurora Reels',
    color: '#5eead4',
    rtp_percent: 96,
    config: CONFIGS[engine],
    symbol_sheet: engine === 'slot' ? '/studio/api/games/test-slot/symbols.svg?v=1' : null,
  };
}

export const HASH_BEFORE = 'a'.repeat(64);
export const HASH_AFTER = 'b'.repeat(64);

export function sessionFixture(engine: GameEngine, overrides: Partial<StudioSession> = {}): StudioSession {
  return {
    session_token: 'session-token-1',
    mode: 'real',
    nickname: '데모',
    balance: 200_000,
    game: gameFixture(engine),
    fairness: { server_seed_hash: HASH_BEFORE, client_seed: 'my-seed', nonce: 0 },
    open_round: null,
    ...overrides,
  };
}

export function roundFixture(outcome: RoundOutcome, overrides: Partial<PlayedRound> = {}): PlayedRound {
  return {
    round_id: 'round-1',
    bet: DEFAULT_BETS[outcome.engine],
    stake: 2_000,
    payout: 0,
    balance: 198_000,
    outcome,
    server_seed_hash: HASH_BEFORE,
    client_seed: 'my-seed',
    nonce: 0,
    fairness: { server_seed_hash: HASH_BEFORE, client_seed: 'my-seed', nonce: 1 },
    ...overrides,
  };
}

export const SLOT_OUTCOME: RoundOutcome = {
  engine: 'slot',
  reels: [
    ['cherry', 'seven', 'cherry'],
    ['cherry', 'seven', 'wild'],
    ['seven', 'seven', 'cherry'],
    ['cherry', 'cherry', 'cherry'],
    ['wild', 'cherry', 'seven'],
  ],
  wins: [{ line: 1, symbol: 'seven', count: 3, payout: 2_000 }],
};

export const BACCARAT_OUTCOME: RoundOutcome = {
  engine: 'baccarat',
  player_cards: [
    { rank: '9', suit: 'H' },
    { rank: 'K', suit: 'S' },
  ],
  banker_cards: [
    { rank: '3', suit: 'D' },
    { rank: '3', suit: 'C' },
    { rank: 'A', suit: 'S' },
  ],
  player_total: 9,
  banker_total: 7,
  winner: 'player',
  player_pair: false,
  banker_pair: true,
};

export const POWERBALL_OUTCOME: RoundOutcome = {
  engine: 'powerball',
  balls: [3, 14, 22, 27, 9],
  powerball: 7,
  sum: 75,
};

export const DICE_OUTCOME: RoundOutcome = { engine: 'dice', roll: 4321 };
