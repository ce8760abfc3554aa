import type { RoundOutcome, StudioDraw, StudioDrawBet, StudioDrawBoard } from '@hanpan/contract';

/** The 회차 taking bets on the boards below (`round_of_day`); earlier draws count down from it. */
export const SEQ = 1234;
/** The draws' numbers from the epoch (`seq`); players see the day's 회차. */
export const EPOCH_SEQ = 89_790_000;
/** The seed hash a draw commits to before it is drawn. */
export const DRAW_HASH = 'c'.repeat(64);

/**
 * Draw `seq` of the game `slug`: `closesIn` / `drawsIn` are ms from `now` on the server's clock.
 * With an outcome it is drawn and its seed revealed.
 */
export function drawAt(
  slug: string,
  seq: number,
  now: number,
  { closesIn, drawsIn, outcome = null }: { closesIn: number; drawsIn: number; outcome?: RoundOutcome | null },
): StudioDraw {
  const closes = now + closesIn;
  const draws = now + drawsIn;
  return {
    draw_id: seq,
    game_slug: slug,
    seq: EPOCH_SEQ + seq,
    round_of_day: seq,
    opens_at: new Date(closes - 60_000).toISOString(),
    closes_at: new Date(closes).toISOString(),
    draws_at: new Date(draws).toISOString(),
    status: outcome ? 'drawn' : closesIn > 0 ? 'open' : 'closed',
    server_seed_hash: outcome ? `${seq}`.padEnd(64, 'd') : DRAW_HASH,
    server_seed: outcome ? `seed-${seq}` : null,
    client_seed: `${slug}:${EPOCH_SEQ + seq}`,
    outcome,
  };
}

/** The board of the game `slug` at `now`: its current draw (SEQ unless `current.seq` says), and `extra`. */
export function boardAt(
  slug: string,
  now: number,
  current: { closesIn: number; drawsIn: number; seq?: number },
  extra: Partial<StudioDrawBoard> = {},
): StudioDrawBoard {
  return {
    server_time: new Date(now).toISOString(),
    current: drawAt(slug, current.seq ?? SEQ, now, current),
    recent: [],
    my_bets: [],
    balance: 200_000,
    players: 0,
    ...extra,
  };
}

/** What a draw bet puts down: its amount, or a baccarat bet's stakes together. */
function stakeOf(bet: StudioDrawBet['bet']): number {
  if (bet.engine === 'baccarat') return Object.values(bet.stakes).reduce((sum, amount) => sum + amount, 0);
  return 'amount' in bet ? bet.amount : 0;
}

/** The player's `bet` on draw `round` (the one before SEQ unless given), waiting unless `overrides` settle it. */
export function drawBetFixture(
  bet: StudioDrawBet['bet'],
  { round = SEQ - 1, ...overrides }: Partial<StudioDrawBet> & { round?: number } = {},
): StudioDrawBet {
  return {
    bet_id: 'bet-0',
    draw_id: round,
    seq: EPOCH_SEQ + round,
    round_of_day: round,
    bet,
    stake: stakeOf(bet),
    payout: null,
    status: 'placed',
    created_at: new Date().toISOString(),
    ...overrides,
  };
}
