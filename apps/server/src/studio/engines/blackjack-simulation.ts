import type { BlackjackAction } from '@hanpan/contract';
import { drawInt, type RandomStream } from '../fairness';
import { shoeCard } from './baccarat';
import { BlackjackRound, blackjackEngine } from './blackjack';
import { basicStrategy } from './blackjack-strategy';

/**
 * Basic strategy played on the real engine, for the bench (a million hands) and a unit smoke test.
 * `shoe`: every decision goes through `blackjackEngine.outcome`, replaying the round from its
 * words with every decision so far, exactly as the service moves a round on; the words come from
 * one seeded stream, recorded per round so each replay reads the same ones. `infinite`: the same
 * rules (`BlackjackRound`) dealing from an infinite shoe (every card `int(52)`), to compare with
 * the exact infinite-shoe return.
 */
export type BlackjackSimulation = {
  hands: number;
  /** Mean return per won of main bet, stake included: (payout − every stake + main bet) ÷ main bet. */
  mean: number;
  /** Per-hand standard deviation of that return. */
  deviation: number;
  standardError: number;
};

const AMOUNT = 1_000;

/** A stream that records the words it reads, so a round can be replayed from its first word. */
function recorder(source: RandomStream) {
  const words: number[] = [];
  return (): RandomStream => {
    let position = 0;
    return {
      nextWord() {
        while (words.length <= position) words.push(source.nextWord());
        return words[position++] as number;
      },
    };
  };
}

function shoeHand(source: RandomStream): number {
  const replay = recorder(source);
  const actions: BlackjackAction[] = [];
  const bet = () => ({ engine: 'blackjack' as const, amount: AMOUNT, actions: [...actions] });
  let outcome = blackjackEngine.outcome(replay(), bet());
  while (outcome.phase !== 'done') {
    actions.push(basicStrategy(outcome));
    outcome = blackjackEngine.outcome(replay(), bet());
  }
  const final = bet();
  return blackjackEngine.payout(final, outcome) - blackjackEngine.stake(final) + AMOUNT;
}

function infiniteHand(source: RandomStream): number {
  const round = new BlackjackRound(() => shoeCard(drawInt(source, 52)), AMOUNT);
  const actions: BlackjackAction[] = [];
  while (!round.done) {
    const action = basicStrategy(round.view());
    actions.push(action);
    round.act(action);
  }
  const bet = { engine: 'blackjack' as const, amount: AMOUNT, actions };
  return blackjackEngine.payout(bet, round.view()) - blackjackEngine.stake(bet) + AMOUNT;
}

export function simulateBlackjack(stream: RandomStream, hands: number, shoe: 'shoe' | 'infinite'): BlackjackSimulation {
  const play = shoe === 'shoe' ? shoeHand : infiniteHand;
  let sum = 0;
  let squares = 0;
  for (let hand = 0; hand < hands; hand++) {
    const ratio = play(stream) / AMOUNT;
    sum += ratio;
    squares += ratio * ratio;
  }
  const mean = sum / hands;
  const deviation = Math.sqrt(squares / hands - mean * mean);
  return { hands, mean, deviation, standardError: deviation / Math.sqrt(hands) };
}
