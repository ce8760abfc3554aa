import type { BlackjackAction } from '@hanpan/contract';
import type { OutcomeOf } from './engine';

/**
 * Blackjack strategy and the game's exact return (rules in `blackjack.ts`: S17, peek, 3:2, double
 * any two and after a split, split to 4 hands, split aces one card each, no surrender).
 *
 * `blackjackExactReturn()` is exact for an **infinite shoe** (every card value drawn with chance
 * 1/13, ten-value 4/13, independently of the cards already out): the expected return per won of
 * main bet, stake included, i.e. 1 + expected net win ÷ main bet (doubles and splits stake more and
 * count in the win). The dealer's final totals are conditioned on the peek (no ten under an ace,
 * no ace under a ten once the dealer has no blackjack). Player hands are valued by backward
 * induction over (hard total, ace held) with stand, hit and double, and splits exactly: on an
 * infinite shoe the hands of a split are independent given the up card, and every split hand's
 * expectation is linear, so the pending hands are valued by a recursion over (hands in play, hands
 * still waiting for their second card) with the resplit decision taken in each state; split aces
 * take one card each. Insurance is never taken (it returns 3 × 4/13 < 1 on an infinite shoe).
 * Two strategies are valued: `optimal` (the best option everywhere; on an infinite shoe the best
 * play depends only on the total, softness, the pair and the up card) and `basic` (the table
 * below, as the simulation plays it). A 6-deck shoe returns slightly more (about 0.05 to 0.1
 * points, finite-deck effects); the bench simulates the real shoe.
 */

type BlackjackOutcome = OutcomeOf<'blackjack'>;
export type Decision = 'stand' | 'hit' | 'double' | 'split';

/** A decision point: the hand's best total and softness, its pair value (two cards alike) and the dealer's up card (ace 1). */
export type Situation = {
  total: number;
  soft: boolean;
  /** The value (1 to 10) of two cards alike, or null. */
  pair: number | null;
  canDouble: boolean;
  canSplit: boolean;
  /** The dealer's up card: 1 for an ace, 10 for a ten-value card. */
  up: number;
};

// Basic strategy for 4 to 8 decks, S17, double after split, no surrender: columns are the dealer's
// up card 2, 3, 4, 5, 6, 7, 8, 9, 10, A. H hit, S stand, D double (else hit), d double (else stand),
// P split.
const HARD: Record<number, string> = {
  8: 'HHHHHHHHHH',
  9: 'HDDDDHHHHH',
  10: 'DDDDDDDDHH',
  11: 'DDDDDDDDDH',
  12: 'HHSSSHHHHH',
  13: 'SSSSSHHHHH',
  14: 'SSSSSHHHHH',
  15: 'SSSSSHHHHH',
  16: 'SSSSSHHHHH',
  17: 'SSSSSSSSSS',
};
const SOFT: Record<number, string> = {
  12: 'HHHHHHHHHH',
  13: 'HHHDDHHHHH',
  14: 'HHHDDHHHHH',
  15: 'HHDDDHHHHH',
  16: 'HHDDDHHHHH',
  17: 'HDDDDHHHHH',
  18: 'SddddSSHHH',
  19: 'SSSSSSSSSS',
};
/** Pairs by card value (1 = aces). */
const PAIRS: Record<number, string> = {
  1: 'PPPPPPPPPP',
  2: 'PPPPPP----',
  3: 'PPPPPP----',
  4: '---PP-----',
  5: '----------',
  6: 'PPPPP-----',
  7: 'PPPPPP----',
  8: 'PPPPPPPPPP',
  9: 'PPPPP-PP--',
  10: '----------',
};

/** The basic-strategy table's decision (only options the situation allows). */
export function basicStrategyDecision(situation: Situation): Decision {
  const column = situation.up === 1 ? 9 : situation.up - 2;
  if (situation.pair !== null && situation.canSplit && PAIRS[situation.pair]?.[column] === 'P') return 'split';
  const row = situation.soft ? SOFT[Math.min(situation.total, 19)] : HARD[Math.min(Math.max(situation.total, 8), 17)];
  switch (row?.[column]) {
    case 'H':
      return 'hit';
    case 'D':
      return situation.canDouble ? 'double' : 'hit';
    case 'd':
      return situation.canDouble ? 'double' : 'stand';
    default:
      return 'stand';
  }
}

const rankValue = (rank: string) => (rank === 'A' ? 1 : Number.isNaN(Number(rank)) ? 10 : Number(rank));

/** Basic strategy's choice among the round's allowed actions (never insurance). */
export function basicStrategy(outcome: BlackjackOutcome): BlackjackAction {
  if (outcome.phase === 'insurance') return 'no_insurance';
  const hand = outcome.active_hand === null ? undefined : outcome.hands[outcome.active_hand];
  const up = outcome.dealer_cards[0];
  if (outcome.phase !== 'player' || !hand || !up) throw new Error('no decision to take');
  const [first, second] = hand.cards;
  const pair =
    hand.cards.length === 2 && first && second && rankValue(first.rank) === rankValue(second.rank)
      ? rankValue(first.rank)
      : null;
  return basicStrategyDecision({
    total: hand.total,
    soft: hand.soft,
    pair,
    canDouble: outcome.allowed.includes('double'),
    canSplit: outcome.allowed.includes('split'),
    up: rankValue(up.rank),
  });
}

// ---- The exact return on an infinite shoe ----

const VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
const chance = (value: number) => (value === 10 ? 4 / 13 : 1 / 13);
const MAX_HANDS = 4;
/** A player natural: ace and ten in either order. */
const NATURAL = 2 * chance(1) * chance(10);

const best = (hard: number, ace: boolean) => (ace && hard + 10 <= 21 ? hard + 10 : hard);

/** The dealer's final totals 17, 18, 19, 20, 21 and bust from a hand, drawing to 17 and standing on soft 17. */
function dealerFrom(hard: number, ace: boolean, memo: Map<number, number[]>): number[] {
  const key = hard * 2 + (ace ? 1 : 0);
  const known = memo.get(key);
  if (known) return known;
  const total = best(hard, ace);
  let finals: number[];
  if (total > 21) finals = [0, 0, 0, 0, 0, 1];
  else if (total >= 17) finals = [0, 1, 2, 3, 4, 5].map((index) => (index === total - 17 ? 1 : 0));
  else {
    finals = [0, 0, 0, 0, 0, 0];
    for (const value of VALUES) {
      const next = dealerFrom(hard + value, ace || value === 1, memo);
      for (let index = 0; index < 6; index++) finals[index]! += chance(value) * next[index]!;
    }
  }
  memo.set(key, finals);
  return finals;
}

/** The dealer's blackjack chance behind an up card, and the final totals once the peek found none. */
export function dealerOutcomes(up: number): { natural: number; finals: number[] } {
  const memo = new Map<number, number[]>();
  const natural = up === 1 ? chance(10) : up === 10 ? chance(1) : 0;
  const finals = [0, 0, 0, 0, 0, 0];
  for (const hole of VALUES) {
    if ((up === 1 && hole === 10) || (up === 10 && hole === 1)) continue;
    const next = dealerFrom(up + hole, up === 1 || hole === 1, memo);
    for (let index = 0; index < 6; index++) finals[index]! += (chance(hole) / (1 - natural)) * next[index]!;
  }
  return { natural, finals };
}

export type Chooser = (situation: Situation, values: Partial<Record<Decision, number>>) => Decision;

/** The option of the highest expectation. */
export const optimalChooser: Chooser = (_, values) => {
  let chosen: Decision = 'stand';
  let top = -Infinity;
  for (const [decision, value] of Object.entries(values) as [Decision, number][]) {
    if (value > top + 1e-12) {
      top = value;
      chosen = decision;
    }
  }
  return chosen;
};

export const basicChooser: Chooser = (situation) => basicStrategyDecision(situation);

/**
 * The expected return per won of main bet (stake included) on an infinite shoe under a strategy,
 * and every decision it took, keyed `total/soft/pair/canDouble/canSplit/up`.
 */
export function infiniteShoeReturn(choose: Chooser): { rtp: number; decisions: Map<string, Set<Decision>> } {
  const decisions = new Map<string, Set<Decision>>();
  const decide = (situation: Situation, values: Partial<Record<Decision, number>>) => {
    const decision = choose(situation, values);
    const value = values[decision];
    if (value === undefined) throw new Error(`${decision} is not an option here`);
    const key = `${situation.total}/${situation.soft ? 's' : 'h'}/${situation.pair ?? '-'}/${situation.canDouble ? 'D' : '-'}/${situation.canSplit ? 'P' : '-'}/${situation.up}`;
    const seen = decisions.get(key) ?? new Set<Decision>();
    seen.add(decision);
    decisions.set(key, seen);
    return { decision, value };
  };

  let expected = 0;
  for (const up of VALUES) {
    const { natural, finals } = dealerOutcomes(up);
    const stand = (total: number) => {
      if (total > 21) return -1;
      let result = finals[5]!;
      for (let dealer = 17; dealer <= 21; dealer++) {
        const share = finals[dealer - 17]!;
        if (total > dealer) result += share;
        else if (total < dealer) result -= share;
      }
      return result;
    };
    // A hand past its first two cards: stand or hit (21 stands by itself).
    const multiMemo = new Map<number, number>();
    const multi = (hard: number, ace: boolean): number => {
      const total = best(hard, ace);
      if (total >= 21) return stand(total);
      const key = hard * 2 + (ace ? 1 : 0);
      const known = multiMemo.get(key);
      if (known !== undefined) return known;
      const situation = { total, soft: total !== hard, pair: null, canDouble: false, canSplit: false, up };
      const { value } = decide(situation, { stand: stand(total), hit: hit(hard, ace) });
      multiMemo.set(key, value);
      return value;
    };
    const hit = (hard: number, ace: boolean) =>
      VALUES.reduce((sum, value) => sum + chance(value) * multi(hard + value, ace || value === 1), 0);
    const double = (hard: number, ace: boolean) =>
      VALUES.reduce((sum, value) => sum + chance(value) * 2 * stand(best(hard + value, ace || value === 1)), 0);
    /** A two-card hand's options other than splitting; 21 (after a split) stands by itself. */
    const twoCardOptions = (a: number, b: number): Partial<Record<Decision, number>> => {
      const hard = a + b;
      const ace = a === 1 || b === 1;
      const total = best(hard, ace);
      if (total === 21) return { stand: stand(21) };
      return { stand: stand(total), hit: hit(hard, ace), double: double(hard, ace) };
    };
    const situationOf = (a: number, b: number, canSplit: boolean): Situation => {
      const hard = a + b;
      const ace = a === 1 || b === 1;
      const total = best(hard, ace);
      return { total, soft: total !== hard, pair: a === b ? a : null, canDouble: true, canSplit, up };
    };
    const playTwo = (a: number, b: number) => decide(situationOf(a, b, false), twoCardOptions(a, b)).value;

    // Split aces: one card each, standing.
    const splitAces = 2 * VALUES.reduce((sum, value) => sum + chance(value) * stand(best(1 + value, true)), 0);
    /**
     * A split of `pair`: the expectation of `waiting` hands still to get their second card with
     * `hands` in play. The first waiting hand draws; a card of the pair's value may be split again
     * (while under 4 hands), which puts that hand back to waiting beside a new one.
     */
    const splitValue = (pair: number) => {
      const memo = new Map<number, number>();
      const other = VALUES.reduce(
        (sum, value) => (value === pair ? sum : sum + chance(value) * playTwo(pair, value)),
        0,
      );
      const waitingValue = (hands: number, waiting: number): number => {
        if (waiting === 0) return 0;
        const key = hands * 16 + waiting;
        const known = memo.get(key);
        if (known !== undefined) return known;
        const rest = waitingValue(hands, waiting - 1);
        const options = twoCardOptions(pair, pair);
        if (hands < MAX_HANDS) options.split = waitingValue(hands + 1, waiting + 1) - rest;
        const { decision, value: chosen } = decide(situationOf(pair, pair, hands < MAX_HANDS), options);
        const pairDrawn = decision === 'split' ? waitingValue(hands + 1, waiting + 1) : chosen + rest;
        const value = other + (1 - chance(pair)) * rest + chance(pair) * pairDrawn;
        memo.set(key, value);
        return value;
      };
      return waitingValue(2, 2);
    };

    let played = 0;
    for (const a of VALUES) {
      for (const b of VALUES) {
        if ((a === 1 && b === 10) || (a === 10 && b === 1)) continue;
        const options = twoCardOptions(a, b);
        if (a === b) options.split = a === 1 ? splitAces : splitValue(a);
        played += chance(a) * chance(b) * decide(situationOf(a, b, a === b), options).value;
      }
    }
    const noDealerNatural = NATURAL * 1.5 + played;
    expected += chance(up) * (natural * -(1 - NATURAL) + (1 - natural) * noDealerNatural);
  }
  return { rtp: 1 + expected, decisions };
}

let exact: { optimal: number; basic: number } | undefined;

/** The exact infinite-shoe return of optimal play and of the basic-strategy table (computed once). */
export function blackjackExactReturn(): { optimal: number; basic: number } {
  exact ??= { optimal: infiniteShoeReturn(optimalChooser).rtp, basic: infiniteShoeReturn(basicChooser).rtp };
  return exact;
}
