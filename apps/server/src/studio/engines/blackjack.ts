import type { z } from 'zod';
import type { BlackjackAction, playingCardSchema } from '@hanpan/contract';
import { drawInt, type RandomStream } from '../fairness';
import { shoeCard } from './baccarat';
import { blackjackExactReturn } from './blackjack-strategy';
import { EngineRuleError, stakeProblem, type BetOf, type Engine, type OutcomeOf } from './engine';

/**
 * Blackjack on a 6-deck shoe (312 cards), a fresh shoe every round, played in steps.
 *
 * - **Draw**: the shoe is numbered deck by deck, suits S H D C, ranks A to K, and shuffled lazily
 *   like baccarat's: card k is taken from position `k + int(312 − k)` and swapped into place. Cards
 *   are dealt player, dealer up card, player, dealer hole card, then every further card in the order
 *   it is drawn. The k-th card never depends on the player's decisions (they only decide who takes
 *   it), so a round is a pure function of (stream, amount, actions): `outcome` replays every action.
 * - **Insurance**: with an ace up the round opens in phase `insurance` (`insurance` or
 *   `no_insurance`); insurance stakes floor(amount / 2) and returns 3 × that when the dealer has
 *   blackjack.
 * - **Peek**: with an ace or a ten-value card up the dealer checks the hole card; a dealer
 *   blackjack ends the round: a player blackjack pushes, everything else loses. A player blackjack
 *   (dealer none) ends the round at once and returns floor(amount × 2.5) (3:2).
 * - **Play**: hands are played left to right. Hit, stand; double on any first two cards (after a
 *   split too, not on split aces): the stake doubles and the hand takes exactly one card. Split two
 *   cards of the same value (10, J, Q, K all count 10) up to 3 times (4 hands): the current hand
 *   takes its next card at once, a new hand gets its second card when play reaches it. Split aces
 *   take one card each and cannot be hit, doubled or split again; 21 on two cards after a split is
 *   not a blackjack. A hand stands by itself on 21 and ends on a bust.
 * - **Dealer**: after the last hand the dealer reveals the hole card and draws to 17, standing on
 *   every 17, soft ones too (S17); when every hand is bust the dealer only reveals.
 * - **Returns** (stake included): win 2 × the hand's stake, push 1 ×, lose 0; blackjack 2.5 × the
 *   main bet, rounded down.
 * - **What is shown**: until the round is done only the dealer's up card (never the hole card or an
 *   undealt card), and every hand's result `null` and payout 0; once done, every dealer card, each
 *   hand's result and payout, and what insurance returned.
 */

type Card = z.infer<typeof playingCardSchema>;
type BlackjackBet = BetOf<'blackjack'>;
type BlackjackOutcome = OutcomeOf<'blackjack'>;
type HandView = BlackjackOutcome['hands'][number];
type HandResult = NonNullable<HandView['result']>;

export const BLACKJACK_DECKS = 6;
export const BLACKJACK_SHOE_SIZE = BLACKJACK_DECKS * 52;
/** At most this many hands: a pair may be split three times. */
export const MAX_HANDS = 4;
export const MIN_AMOUNT = 1_000;
export const MAX_AMOUNT = 1_000_000;

/**
 * The stated return to player, in percent to hundredths: the exact expected return per main bet
 * of optimal play on an infinite shoe under these rules (`blackjackExactReturn` in
 * `blackjack-strategy.ts`, splits and resplits included; a test pins it).
 */
export const BLACKJACK_RTP_PERCENT = Math.round(blackjackExactReturn().optimal * 10_000) / 100;

/** A decision the hand does not allow now (or any decision once the round is done): answered 422. */
export class BlackjackActionError extends EngineRuleError {
  constructor(message = '지금은 할 수 없는 선택입니다.') {
    super(message);
    this.name = 'BlackjackActionError';
  }
}

/** A card's blackjack value: ace 1 (the total counts it 11 when that does not bust), faces 10. */
export function blackjackValue(rank: Card['rank']): number {
  if (rank === 'A') return 1;
  const number = Number(rank);
  return Number.isNaN(number) ? 10 : number;
}

/** A hand's best total and whether an ace counts 11 in it. */
export function handTotal(cards: readonly Card[]): { total: number; soft: boolean } {
  let hard = 0;
  let ace = false;
  for (const card of cards) {
    const value = blackjackValue(card.rank);
    hard += value;
    if (value === 1) ace = true;
  }
  return ace && hard + 10 <= 21 ? { total: hard + 10, soft: true } : { total: hard, soft: false };
}

const isNatural = (cards: readonly Card[]) => cards.length === 2 && handTotal(cards).total === 21;

/** The extra stake one decision takes, from the bet alone: double and split the main bet, insurance half of it. */
export function blackjackActionCost(bet: Pick<BlackjackBet, 'amount'>, action: BlackjackAction): number {
  switch (action) {
    case 'double':
    case 'split':
      return bet.amount;
    case 'insurance':
      return Math.floor(bet.amount / 2);
    default:
      return 0;
  }
}

/** What a round has taken in all: the main bet and every decision's extra stake. */
export function blackjackStake(bet: { amount: number; actions: readonly BlackjackAction[] }): number {
  return bet.actions.reduce((sum, action) => sum + blackjackActionCost(bet, action), bet.amount);
}

/**
 * The round's shoe as a card source: a fresh 312-card shoe shuffled lazily, draw k swapping
 * position k with a uniform position in [k, 312) (the first steps of a Fisher–Yates shuffle).
 */
export function shoeDraw(stream: RandomStream, size = BLACKJACK_SHOE_SIZE): () => Card {
  const swapped = new Map<number, number>();
  let dealt = 0;
  return () => {
    if (dealt >= size) throw new Error('the shoe ran out of cards');
    const pick = dealt + drawInt(stream, size - dealt);
    const card = swapped.get(pick) ?? pick;
    swapped.set(pick, swapped.get(dealt) ?? dealt);
    dealt += 1;
    return shoeCard(card);
  };
}

type Hand = { cards: Card[]; doubled: boolean; split: boolean; done: boolean };

/** What a finished hand returns and why, from its cards and the dealer's (shared by `outcome` and `payout`). */
function settleHand(
  hand: Pick<Hand, 'cards' | 'doubled' | 'split'>,
  amount: number,
  dealerCards: readonly Card[],
): { result: HandResult; payout: number } {
  const stake = hand.doubled ? amount * 2 : amount;
  const player = handTotal(hand.cards).total;
  const dealerNatural = isNatural(dealerCards);
  const playerNatural = !hand.split && isNatural(hand.cards);
  if (dealerNatural) return playerNatural ? { result: 'push', payout: stake } : { result: 'lose', payout: 0 };
  if (playerNatural) return { result: 'blackjack', payout: Math.floor((amount * 5) / 2) };
  if (player > 21) return { result: 'lose', payout: 0 };
  const dealer = handTotal(dealerCards).total;
  if (dealer > 21 || player > dealer) return { result: 'win', payout: stake * 2 };
  return player === dealer ? { result: 'push', payout: stake } : { result: 'lose', payout: 0 };
}

/**
 * One round, moved on decision by decision. Cards come from `draw` in the order they are dealt,
 * so tests can deal from a fixed list and the engine from the shuffled shoe.
 */
export class BlackjackRound {
  private readonly hands: Hand[];
  private readonly dealer: Card[];
  private phase: BlackjackOutcome['phase'];
  private active = 0;
  private insured = false;

  constructor(
    private readonly draw: () => Card,
    private readonly amount: number,
  ) {
    const first = draw();
    const up = draw();
    const second = draw();
    const hole = draw();
    this.hands = [{ cards: [first, second], doubled: false, split: false, done: false }];
    this.dealer = [up, hole];
    this.phase = 'player';
    if (up.rank === 'A') this.phase = 'insurance';
    else this.peek();
  }

  get done(): boolean {
    return this.phase === 'done';
  }

  /** Exactly the decisions the round takes now. */
  allowed(): BlackjackAction[] {
    if (this.phase === 'insurance') return ['insurance', 'no_insurance'];
    if (this.phase === 'done') return [];
    const hand = this.hands[this.active] as Hand;
    const actions: BlackjackAction[] = ['hit', 'stand'];
    if (hand.cards.length === 2) {
      actions.push('double');
      const [a, b] = hand.cards as [Card, Card];
      if (this.hands.length < MAX_HANDS && blackjackValue(a.rank) === blackjackValue(b.rank)) actions.push('split');
    }
    return actions;
  }

  /** Takes one decision; one the round does not allow now throws `BlackjackActionError`. */
  act(action: BlackjackAction): void {
    if (this.phase === 'done') throw new BlackjackActionError('이미 끝난 게임입니다.');
    if (!this.allowed().includes(action)) throw new BlackjackActionError();
    if (this.phase === 'insurance') {
      this.insured = action === 'insurance';
      this.peek();
      return;
    }
    const hand = this.hands[this.active] as Hand;
    switch (action) {
      case 'hit':
        hand.cards.push(this.draw());
        break;
      case 'stand':
        hand.done = true;
        break;
      case 'double':
        hand.doubled = true;
        hand.cards.push(this.draw());
        hand.done = true;
        break;
      case 'split': {
        const moved = hand.cards.pop() as Card;
        hand.split = true;
        this.hands.splice(this.active + 1, 0, { cards: [moved], doubled: false, split: true, done: false });
        break;
      }
    }
    this.advance();
  }

  /** The dealer checks the hole card behind an ace or a ten; either natural ends the round. */
  private peek(): void {
    const dealerNatural = isNatural(this.dealer);
    const playerNatural = isNatural((this.hands[0] as Hand).cards);
    if (dealerNatural || playerNatural) {
      this.phase = 'done';
      return;
    }
    this.phase = 'player';
    this.advance();
  }

  /**
   * Deals a split hand its second card as play reaches it, ends hands that take no decision (split
   * aces, 21, bust) and, after the last hand, plays the dealer.
   */
  private advance(): void {
    while (this.active < this.hands.length) {
      const hand = this.hands[this.active] as Hand;
      if (hand.cards.length === 1) hand.cards.push(this.draw());
      const splitAces = hand.split && (hand.cards[0] as Card).rank === 'A';
      if (splitAces || handTotal(hand.cards).total >= 21) hand.done = true;
      if (!hand.done) return;
      this.active += 1;
    }
    if (this.hands.some((hand) => handTotal(hand.cards).total <= 21)) {
      while (handTotal(this.dealer).total < 17) this.dealer.push(this.draw());
    }
    this.phase = 'done';
  }

  /** The round as the player may see it now. */
  view(): BlackjackOutcome {
    const done = this.phase === 'done';
    const dealerCards = done ? [...this.dealer] : this.dealer.slice(0, 1);
    const insuranceStake = this.insured ? Math.floor(this.amount / 2) : 0;
    return {
      engine: 'blackjack',
      phase: this.phase,
      dealer_cards: dealerCards,
      dealer_total: handTotal(dealerCards).total,
      hands: this.hands.map((hand) => {
        const { total, soft } = handTotal(hand.cards);
        const settled = done ? settleHand(hand, this.amount, this.dealer) : null;
        return {
          cards: [...hand.cards],
          total,
          soft,
          stake: hand.doubled ? this.amount * 2 : this.amount,
          doubled: hand.doubled,
          split: hand.split,
          result: settled?.result ?? null,
          payout: settled?.payout ?? 0,
        };
      }),
      active_hand: this.phase === 'player' ? this.active : null,
      allowed: this.allowed(),
      insurance_stake: insuranceStake,
      insurance_payout: done && isNatural(this.dealer) ? insuranceStake * 3 : 0,
    };
  }
}

/** Plays a round from a card source with the given decisions, in order (each checked). */
export function playBlackjack(draw: () => Card, amount: number, actions: readonly BlackjackAction[]): BlackjackOutcome {
  const round = new BlackjackRound(draw, amount);
  for (const action of actions) round.act(action);
  return round.view();
}

export const blackjackEngine: Engine<'blackjack'> = {
  engine: 'blackjack',
  rtpPercent: BLACKJACK_RTP_PERCENT,
  config() {
    return {
      engine: 'blackjack',
      min_stake: MIN_AMOUNT,
      max_stake: MAX_AMOUNT,
      rules: {
        decks: BLACKJACK_DECKS,
        dealer_stands_soft_17: true,
        dealer_peeks: true,
        /** Per won of the main bet, stake included. */
        blackjack_returns: 2.5,
        win_returns: 2,
        insurance_cost: 0.5,
        insurance_returns: 3,
        max_hands: MAX_HANDS,
        double_any_two: true,
        double_after_split: true,
        split_aces_one_card: true,
        surrender: false,
        rtp_percent: BLACKJACK_RTP_PERCENT,
      },
    };
  },
  validate: (bet: BlackjackBet) => stakeProblem(bet.amount, MIN_AMOUNT, MAX_AMOUNT),
  stake: blackjackStake,
  outcome: (stream: RandomStream, bet: BlackjackBet) => playBlackjack(shoeDraw(stream), bet.amount, bet.actions),
  payout(bet: BlackjackBet, outcome: BlackjackOutcome) {
    if (outcome.phase !== 'done') return 0;
    // Recomputed from the cards (not the payouts an outcome lists); stakes come from the bet.
    const hands = outcome.hands.reduce(
      (sum, hand) => sum + settleHand(hand, bet.amount, outcome.dealer_cards).payout,
      0,
    );
    const insured = bet.actions.includes('insurance') && isNatural(outcome.dealer_cards);
    return hands + (insured ? Math.floor(bet.amount / 2) * 3 : 0);
  },
};
