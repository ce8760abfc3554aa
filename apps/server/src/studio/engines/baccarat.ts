import type { z } from 'zod';
import type { baccaratSideSchema, playingCardSchema } from '@hanpan/contract';
import { drawInt, type RandomStream } from '../fairness';
import { stakeProblem, type BetOf, type Engine, type OutcomeOf } from './engine';

/**
 * Punto banco on an 8-deck shoe shuffled for every round, with the standard third-card rules.
 * Returns include the stake: player 2, banker 1.95 (5% commission), tie 9 (8 to 1), pairs 12
 * (11 to 1); player and banker bets get their stake back on a tie.
 */

type Card = z.infer<typeof playingCardSchema>;
type Side = z.infer<typeof baccaratSideSchema>;
type BaccaratBet = BetOf<'baccarat'>;
type BaccaratOutcome = OutcomeOf<'baccarat'>;

export const DECKS = 8;
const SUITS = ['S', 'H', 'D', 'C'] as const;
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const SHOE_SIZE = DECKS * SUITS.length * RANKS.length;

/** Card n of the unshuffled shoe: deck by deck, suits S H D C, ranks A to K. */
export function shoeCard(index: number): Card {
  const inDeck = index % (SUITS.length * RANKS.length);
  return {
    suit: SUITS[Math.floor(inDeck / RANKS.length)] as Card['suit'],
    rank: RANKS[inDeck % RANKS.length] as Card['rank'],
  };
}

export function cardValue(rank: Card['rank']): number {
  if (rank === 'A') return 1;
  const number = Number(rank);
  return number >= 10 || Number.isNaN(number) ? 0 : number;
}

const handTotal = (cards: readonly Card[]) => cards.reduce((sum, card) => sum + cardValue(card.rank), 0) % 10;

/** Whether the banker draws, given their two-card total and the player's third card (null: the player stood). */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/** Deals a round from the cards in order: P, B, P, B, then the player's and the banker's third cards. */
export function dealBaccarat(nextCard: () => Card): BaccaratOutcome {
  const player = [nextCard()];
  const banker = [nextCard()];
  player.push(nextCard());
  banker.push(nextCard());
  const natural = handTotal(player) >= 8 || handTotal(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (handTotal(player) <= 5) {
      const card = nextCard();
      player.push(card);
      playerThird = cardValue(card.rank);
    }
    if (bankerDraws(handTotal(banker), playerThird)) banker.push(nextCard());
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  return {
    engine: 'baccarat',
    player_cards: player,
    banker_cards: banker,
    player_total: playerTotal,
    banker_total: bankerTotal,
    winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    player_pair: player[0]?.rank === player[1]?.rank,
    banker_pair: banker[0]?.rank === banker[1]?.rank,
  };
}

/** What one side returns on an outcome, per won staked, in hundredths (integers keep rounding exact). */
function sideReturnHundredths(side: Side, outcome: BaccaratOutcome): number {
  switch (side) {
    case 'player':
      return outcome.winner === 'player' ? 200 : outcome.winner === 'tie' ? 100 : 0;
    case 'banker':
      return outcome.winner === 'banker' ? 195 : outcome.winner === 'tie' ? 100 : 0;
    case 'tie':
      return outcome.winner === 'tie' ? 900 : 0;
    case 'player_pair':
      return outcome.player_pair ? 1200 : 0;
    case 'banker_pair':
      return outcome.banker_pair ? 1200 : 0;
  }
}

/**
 * The exact chances of player, banker and tie on a full 8-deck shoe: every sequence of card
 * values (0 to 9, drawn without replacement) that a round can deal, weighted by its probability.
 */
export function baccaratExactOdds(): { player: number; banker: number; tie: number } {
  const counts = Array.from({ length: 10 }, (_, value) => (value === 0 ? 16 : 4) * DECKS);
  let remaining = SHOE_SIZE;
  const result = { player: 0, banker: 0, tie: 0 };
  const ranksOf = (value: number): Card['rank'] =>
    value === 0 ? 'K' : value === 1 ? 'A' : (String(value) as Card['rank']);

  // The deal consumes cards lazily, so enumerate by replaying the deal with a scripted card sequence.
  const walk = (script: number[], probability: number) => {
    let position = 0;
    let needsMore = false;
    const outcome = dealBaccarat(() => {
      const value = script[position++];
      if (value === undefined) {
        needsMore = true;
        return { rank: 'K', suit: 'S' };
      }
      return { rank: ranksOf(value), suit: 'S' };
    });
    if (!needsMore) {
      result[outcome.winner] += probability;
      return;
    }
    for (let value = 0; value < 10; value++) {
      const count = counts[value] as number;
      if (count === 0) continue;
      const chance = count / remaining;
      counts[value] = count - 1;
      remaining -= 1;
      walk([...script, value], probability * chance);
      counts[value] = count;
      remaining += 1;
    }
  };
  walk([], 1);
  return result;
}

/** The chance that a hand's first two cards share a rank: 31 of the other 415 cards. */
export const PAIR_CHANCE = (DECKS * SUITS.length - 1) / (SHOE_SIZE - 1);

/** Returns to player per side, in percent to hundredths, from baccaratExactOdds() (a test keeps them equal). */
export const BACCARAT_SIDE_RTP_PERCENT: Record<Side, number> = {
  banker: 98.94,
  player: 98.76,
  tie: 85.64,
  player_pair: 89.64,
  banker_pair: 89.64,
};

const MIN_SIDE_STAKE = 1_000;
const MAX_SIDE_STAKE = 1_000_000;
const MAX_ROUND_STAKE = 5_000_000;
const SIDES: readonly Side[] = ['player', 'banker', 'tie', 'player_pair', 'banker_pair'];

const sideStakes = (bet: BaccaratBet) =>
  SIDES.map((side) => [side, bet.stakes[side] ?? 0] as const).filter(([, stake]) => stake > 0);
const totalStake = (bet: BaccaratBet) => sideStakes(bet).reduce((sum, [, stake]) => sum + stake, 0);

export const baccaratEngine: Engine<'baccarat'> = {
  engine: 'baccarat',
  rtpPercent: BACCARAT_SIDE_RTP_PERCENT.banker,
  config() {
    return {
      engine: 'baccarat',
      min_stake: MIN_SIDE_STAKE,
      max_stake: MAX_ROUND_STAKE,
      rules: {
        decks: DECKS,
        sides: SIDES,
        /** What each side returns per won staked, stake included, when it wins. */
        returns: { player: 2, banker: 1.95, tie: 9, player_pair: 12, banker_pair: 12 },
        tie_returns_player_and_banker_stakes: true,
        min_side_stake: MIN_SIDE_STAKE,
        max_side_stake: MAX_SIDE_STAKE,
        rtp_percent: BACCARAT_SIDE_RTP_PERCENT,
      },
    };
  },
  validate(bet: BaccaratBet) {
    const stakes = sideStakes(bet);
    if (stakes.length === 0) return '베팅할 곳을 선택해 주세요.';
    for (const [, stake] of stakes) {
      const problem = stakeProblem(stake, MIN_SIDE_STAKE, MAX_SIDE_STAKE);
      if (problem) return problem;
    }
    return stakeProblem(totalStake(bet), MIN_SIDE_STAKE, MAX_ROUND_STAKE);
  },
  stake: totalStake,
  outcome(stream: RandomStream): BaccaratOutcome {
    // A fresh shoe each round, shuffled lazily: draw k swaps position k with a uniform position
    // in [k, 416), exactly the first steps of a Fisher-Yates shuffle of the whole shoe.
    const swapped = new Map<number, number>();
    let dealt = 0;
    return dealBaccarat(() => {
      const pick = dealt + drawInt(stream, SHOE_SIZE - dealt);
      const card = swapped.get(pick) ?? pick;
      swapped.set(pick, swapped.get(dealt) ?? dealt);
      dealt += 1;
      return shoeCard(card);
    });
  },
  payout(bet: BaccaratBet, outcome: BaccaratOutcome) {
    return sideStakes(bet).reduce(
      (sum, [side, stake]) => sum + Math.floor((stake * sideReturnHundredths(side, outcome)) / 100),
      0,
    );
  },
};
