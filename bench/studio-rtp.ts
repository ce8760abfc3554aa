// The studio's games: a million rounds of each slot model and of one bet of every other
// per-round engine, on the fast seeded stream (the engine code the rounds run, mulberry32 words
// instead of HMAC), each mean return beside the exact RTP it states. Blackjack, whose rounds
// need decisions, has its own (studio-blackjack.ts).
import type { RoundBet } from '@hanpan/contract';
import { studioCatalog, slotModelOf } from '../apps/server/src/studio/catalog';
import { baccaratExactOdds } from '../apps/server/src/studio/engines/baccarat';
import { SLOT_MODELS } from '../apps/server/src/studio/engines/slot';
import { seededStream } from '../apps/server/src/studio/fairness';
import { playable } from '../apps/server/src/studio/playable-games';

const ROUNDS = 1_000_000;
const SIGMAS = 5;

/** A million rounds of one bet on a catalog game (its engine as rounds find it): the mean return per won staked beside the exact figure. */
function simulate(label: string, slug: string, bet: RoundBet, exact: number, seed: number) {
  const { engine } = playable(slug);
  const stream = seededStream(seed);
  const stake = engine.stake(bet);
  let sum = 0;
  let squares = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const ratio = engine.payout(bet, engine.outcome(stream, bet)) / stake;
    sum += ratio;
    squares += ratio * ratio;
  }
  const mean = sum / ROUNDS;
  const deviation = Math.sqrt(squares / ROUNDS - mean * mean);
  const standardError = deviation / Math.sqrt(ROUNDS);
  const within = Math.abs(mean - exact) < SIGMAS * standardError;
  console.log(
    `  ${label.padEnd(22)} ${(exact * 100).toFixed(4)}%  ${(mean * 100).toFixed(4)}%  ${(standardError * 100).toFixed(4)}   ${deviation.toFixed(2).padStart(6)}   ${within ? 'yes' : 'NO'}`,
  );
}

export function studioRtpBenchmark(): void {
  console.log(`\nStudio games: ${ROUNDS.toLocaleString('en')} rounds each, mean return vs exact RTP`);
  console.log('  game                   exact      simulated  std error  σ/round  within 5 SE');
  Object.values(SLOT_MODELS).forEach((model, index) => {
    const title = studioCatalog().find((game) => slotModelOf(game.slug) === model.id)!;
    simulate(`slot ${model.id}`, title.slug, { engine: 'slot', line_bet: 100 }, model.exactRtp(), 31_000 + index);
  });
  const odds = baccaratExactOdds();
  const games: [string, string, RoundBet, number][] = [
    [
      'baccarat banker',
      'classic-baccarat-a',
      { engine: 'baccarat', stakes: { banker: 1000 } },
      odds.banker * 1.95 + odds.tie,
    ],
    [
      'roulette straight',
      'european-roulette-a',
      { engine: 'roulette', bets: [{ kind: 'straight', numbers: [17], amount: 1000 }] },
      36 / 37,
    ],
    ['powerball sum odd', 'lucky-powerball', { engine: 'powerball', pick: 'sum_odd', amount: 1000 }, 0.975],
    ['dice under 50.00', 'lucky-dice', { engine: 'dice', amount: 1000, target: 5000, direction: 'under' }, 0.99],
    ['홀짝 odd', 'lucky-odd-even', { engine: 'odd_even', pick: 'odd', amount: 1000 }, 0.975],
    ['사다리 left', 'lucky-ladder', { engine: 'ladder', pick: 'left', amount: 1000 }, 0.975],
  ];
  games.forEach(([label, slug, bet, exact], index) => simulate(label, slug, bet, exact, 32_000 + index));
}
