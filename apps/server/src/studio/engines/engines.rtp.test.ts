import { describe, expect, it } from 'vitest';
import { seededStream } from '../fairness';
import { baccaratEngine, baccaratExactOdds, PAIR_CHANCE } from './baccarat';
import { diceEngine } from './dice';
import type { BetOf } from './engine';
import { LADDER_PICKS, ladderEngine } from './ladder';
import { ODD_EVEN_PICKS, oddEvenEngine } from './odd-even';
import { powerballEngine } from './powerball';
import { rouletteEngine } from './roulette';
import { SLOT_MODELS, slotEngineOf } from './slot';

/**
 * A million rounds per engine on a fast seeded stream (mulberry32, not HMAC: the engines read
 * words the same way from either). The tolerance is 5 standard errors of the mean return,
 * measured from the same run's variance: a correct engine misses it about once in 1.7 million.
 * The slot models run 100,000 rounds each (their RTPs are pinned exactly elsewhere). About 10 s on
 * one core in all.
 */

const ROUNDS = 1_000_000;
const SIGMAS = 5;

type Tally = { sum: number; squares: number };
const tally = (): Tally => ({ sum: 0, squares: 0 });
const add = (entry: Tally, ratio: number) => {
  entry.sum += ratio;
  entry.squares += ratio * ratio;
};
function summary(entry: Tally) {
  const mean = entry.sum / ROUNDS;
  const standardError = Math.sqrt((entry.squares / ROUNDS - mean * mean) / ROUNDS);
  return { mean, tolerance: SIGMAS * standardError, standardError };
}
function expectReturn(entry: Tally, stated: number, maxStandardError: number) {
  const { mean, tolerance, standardError } = summary(entry);
  expect(standardError).toBeLessThan(maxStandardError);
  expect(Math.abs(mean - stated), `mean ${mean} vs ${stated} ± ${tolerance}`).toBeLessThan(tolerance);
}

describe('RTP over a million rounds', () => {
  it('slot: every model near its exact RTP over 100,000 rounds', () => {
    // A light check beside the exact tests: the bench (bench/studio-rtp.ts) runs a million per model.
    const rounds = 100_000;
    const bet = { engine: 'slot', line_bet: 100 } as const;
    Object.values(SLOT_MODELS).forEach((model, index) => {
      const engine = slotEngineOf(model);
      const stream = seededStream(20_260 + index);
      let sum = 0;
      let squares = 0;
      for (let round = 0; round < rounds; round++) {
        const ratio = engine.payout(bet, engine.outcome(stream, bet)) / engine.stake(bet);
        sum += ratio;
        squares += ratio * ratio;
      }
      const mean = sum / rounds;
      const tolerance = SIGMAS * Math.sqrt((squares / rounds - mean * mean) / rounds);
      expect(Math.abs(mean - model.exactRtp()), `${model.id}: mean ${mean} ± ${tolerance}`).toBeLessThan(tolerance);
    });
  });

  it('baccarat: every side at its exact return', () => {
    const odds = baccaratExactOdds();
    const sides = {
      banker: odds.banker * 1.95 + odds.tie,
      player: odds.player * 2 + odds.tie,
      tie: odds.tie * 9,
      player_pair: PAIR_CHANCE * 12,
      banker_pair: PAIR_CHANCE * 12,
    };
    const tallies = Object.fromEntries(Object.keys(sides).map((side) => [side, tally()])) as Record<
      keyof typeof sides,
      Tally
    >;
    const bets = Object.keys(sides).map(
      (side) => [side, { engine: 'baccarat', stakes: { [side]: 1000 } } as BetOf<'baccarat'>] as const,
    );
    const stream = seededStream(20_252);
    for (let round = 0; round < ROUNDS; round++) {
      const outcome = baccaratEngine.outcome(stream, { engine: 'baccarat', stakes: { banker: 1000 } });
      for (const [side, bet] of bets)
        add(tallies[side as keyof typeof sides], baccaratEngine.payout(bet, outcome) / 1000);
    }
    for (const [side, stated] of Object.entries(sides))
      expectReturn(tallies[side as keyof typeof sides], stated, 0.004);
  });

  it('powerball: 97.5% on every pick', () => {
    const picks = ['powerball_odd', 'powerball_under', 'sum_odd', 'sum_under'] as const;
    const tallies = picks.map(() => tally());
    const stream = seededStream(20_253);
    for (let round = 0; round < ROUNDS; round++) {
      const outcome = powerballEngine.outcome(stream, { engine: 'powerball', pick: 'sum_odd', amount: 1000 });
      picks.forEach((pick, index) =>
        add(
          tallies[index] as Tally,
          powerballEngine.payout({ engine: 'powerball', pick, amount: 1000 }, outcome) / 1000,
        ),
      );
    }
    for (const entry of tallies) expectReturn(entry, 0.975, 0.001);
  });

  it('dice: 99% under and over', () => {
    const bets = [
      { engine: 'dice', amount: 1000, target: 5000, direction: 'under' },
      { engine: 'dice', amount: 1000, target: 7499, direction: 'over' },
      { engine: 'dice', amount: 1000, target: 1000, direction: 'under' },
    ] as const;
    const tallies = bets.map(() => tally());
    const stream = seededStream(20_254);
    for (let round = 0; round < ROUNDS; round++) {
      const outcome = diceEngine.outcome(stream, bets[0]);
      bets.forEach((bet, index) => add(tallies[index] as Tally, diceEngine.payout(bet, outcome) / 1000));
    }
    // Each of these targets divides exactly (1000 × 9900 / winning rolls is whole), so 99.00%.
    tallies.forEach((entry) => expectReturn(entry, 0.99, 0.004));
  });

  it('roulette: 36/37 on a straight, a corner, a dozen and red', () => {
    const placements = [
      { kind: 'straight', numbers: [17], amount: 1000 },
      { kind: 'corner', numbers: [1, 2, 4, 5], amount: 1000 },
      { kind: 'dozen', index: 3, amount: 1000 },
      { kind: 'red', amount: 1000 },
    ] as const;
    const bets = placements.map((placement) => ({ engine: 'roulette', bets: [placement] }) as BetOf<'roulette'>);
    const tallies = bets.map(() => tally());
    const stream = seededStream(20_255);
    for (let round = 0; round < ROUNDS; round++) {
      const outcome = rouletteEngine.outcome(stream, bets[0]!);
      bets.forEach((bet, index) => add(tallies[index] as Tally, rouletteEngine.payout(bet, outcome) / 1000));
    }
    // A straight's per-spin deviation is about 5.8, so its tolerance is about ±2.9 points.
    tallies.forEach((entry) => expectReturn(entry, 36 / 37, 0.006));
  });

  it('odd/even: 97.5% on every pick', () => {
    const tallies = ODD_EVEN_PICKS.map(() => tally());
    const stream = seededStream(20_256);
    for (let round = 0; round < ROUNDS; round++) {
      const outcome = oddEvenEngine.outcome(stream, { engine: 'odd_even', pick: 'odd', amount: 1000 });
      ODD_EVEN_PICKS.forEach((pick, index) =>
        add(tallies[index] as Tally, oddEvenEngine.payout({ engine: 'odd_even', pick, amount: 1000 }, outcome) / 1000),
      );
    }
    for (const entry of tallies) expectReturn(entry, 0.975, 0.001);
  });

  it('ladder: 97.5% on every pick', () => {
    const tallies = LADDER_PICKS.map(() => tally());
    const stream = seededStream(20_257);
    for (let round = 0; round < ROUNDS; round++) {
      const outcome = ladderEngine.outcome(stream, { engine: 'ladder', pick: 'odd', amount: 1000 });
      LADDER_PICKS.forEach((pick, index) =>
        add(tallies[index] as Tally, ladderEngine.payout({ engine: 'ladder', pick, amount: 1000 }, outcome) / 1000),
      );
    }
    for (const entry of tallies) expectReturn(entry, 0.975, 0.001);
  });
});
