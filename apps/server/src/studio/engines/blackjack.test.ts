import type { BlackjackAction } from '@hanpan/contract';
import { describe, expect, it } from 'vitest';
import { fairStream, seededStream } from '../fairness';
import {
  BLACKJACK_RTP_PERCENT,
  BlackjackActionError,
  blackjackActionCost,
  blackjackEngine,
  blackjackStake,
  handTotal,
  playBlackjack,
} from './blackjack';
import { simulateBlackjack } from './blackjack-simulation';
import {
  basicStrategyDecision,
  blackjackExactReturn,
  dealerOutcomes,
  infiniteShoeReturn,
  optimalChooser,
} from './blackjack-strategy';
import { EngineRuleError } from './engine';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
type Rank = 'A' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | 'J' | 'Q' | 'K';

/**
 * Deals the given ranks in order (player, dealer up, player, dealer hole, then every card as it
 * is drawn), all spades, and checks every scripted card was used.
 */
function rigged(ranks: Rank[], actions: BlackjackAction[], amount = 1000) {
  const cards = [...ranks];
  const outcome = playBlackjack(
    () => {
      const rank = cards.shift();
      if (!rank) throw new Error('the deal asked for more cards than scripted');
      return { rank, suit: 'S' };
    },
    amount,
    actions,
  );
  expect(cards, 'every scripted card is dealt').toEqual([]);
  const bet = { engine: 'blackjack', amount, actions } as const;
  return { outcome, bet, payout: blackjackEngine.payout(bet, outcome), stake: blackjackEngine.stake(bet) };
}
const ranks = (cards: { rank: string }[]) => cards.map((card) => card.rank);
const cardsOf = (cards: { rank: string; suit: string }[]) => cards.map((card) => `${card.rank}${card.suit}`);
const bet = (actions: BlackjackAction[], amount = 1000) => ({ engine: 'blackjack', amount, actions }) as const;
const seeded = (nonce: number, actions: BlackjackAction[]) =>
  blackjackEngine.outcome(fairStream(SEED, 'hanpan', nonce), bet(actions));

describe('blackjack engine', () => {
  it('replays pinned seeds to the cards an independent HMAC computation deals', () => {
    // Python (hmac, hashlib) with the shoe's lazy Fisher–Yates, the first 8 cards per nonce:
    //   0: KS JS 6S 9C 9S JD QD KC    1: 7D QH AH 10H 5D KH QC 3D    2: AS 6D 8C 7D 4C 3S 5H AC
    const open = seeded(0, []);
    expect([cardsOf(open.hands[0]!.cards), cardsOf(open.dealer_cards)]).toEqual([['KS', '6S'], ['JS']]);
    expect([open.phase, open.allowed, open.dealer_total, open.active_hand]).toEqual([
      'player',
      ['hit', 'stand', 'double'],
      10,
      0,
    ]);
    // Stand: the dealer shows the hole 9C (19) and draws nothing.
    const stood = seeded(0, ['stand']);
    expect([cardsOf(stood.dealer_cards), stood.hands[0]!.result]).toEqual([['JS', '9C'], 'lose']);
    // Hit: the 9S busts 16; the dealer only reveals.
    const hit = seeded(0, ['hit']);
    expect([cardsOf(hit.hands[0]!.cards), cardsOf(hit.dealer_cards), hit.hands[0]!.result]).toEqual([
      ['KS', '6S', '9S'],
      ['JS', '9C'],
      'lose',
    ]);
    // Nonce 1: soft 18 against a queen; the peek finds no ace (10H in the hole), so play goes on.
    const soft = seeded(1, []);
    expect([
      cardsOf(soft.hands[0]!.cards),
      soft.hands[0]!.total,
      soft.hands[0]!.soft,
      cardsOf(soft.dealer_cards),
    ]).toEqual([['7D', 'AH'], 18, true, ['QH']]);
    const softHit = seeded(1, ['hit', 'stand']);
    expect([cardsOf(softHit.hands[0]!.cards), softHit.hands[0]!.total, softHit.hands[0]!.soft]).toEqual([
      ['7D', 'AH', '5D'],
      13,
      false,
    ]);
    expect([cardsOf(softHit.dealer_cards), softHit.dealer_total, softHit.hands[0]!.result]).toEqual([
      ['QH', '10H'],
      20,
      'lose',
    ]);
    // Nonce 2: soft 19 against a 6. The 5th card goes to whoever takes the next card.
    const stand = seeded(2, ['stand']);
    expect([cardsOf(stand.dealer_cards), stand.dealer_total, stand.hands[0]!.result]).toEqual([
      ['6D', '7D', '4C'],
      17,
      'win',
    ]);
    expect(blackjackEngine.payout(bet(['stand']), stand)).toBe(2000);
    const doubled = seeded(2, ['double']);
    expect([cardsOf(doubled.hands[0]!.cards), doubled.hands[0]!.total, doubled.hands[0]!.soft]).toEqual([
      ['AS', '8C', '4C'],
      13,
      false,
    ]);
    expect([cardsOf(doubled.dealer_cards), doubled.hands[0]!.result, doubled.hands[0]!.stake]).toEqual([
      ['6D', '7D', '3S', '5H'],
      'lose',
      2000,
    ]);
  });

  it('pushes a natural against a natural and pays insurance 2 to 1', () => {
    const table: { actions: BlackjackAction[]; payout: number; stake: number; insurance: number }[] = [
      { actions: ['no_insurance'], payout: 1000, stake: 1000, insurance: 0 },
      { actions: ['insurance'], payout: 1000 + 1500, stake: 1500, insurance: 1500 },
    ];
    for (const row of table) {
      const { outcome, payout, stake } = rigged(['A', 'A', 'K', 'Q'], row.actions);
      expect([outcome.phase, outcome.hands[0]!.result, outcome.insurance_payout]).toEqual([
        'done',
        'push',
        row.insurance,
      ]);
      expect([payout, stake]).toEqual([row.payout, row.stake]);
    }
    // The round opens on the insurance question, the hole card hidden.
    const asked = rigged(['A', 'A', 'K', 'Q'], []).outcome;
    expect([asked.phase, asked.allowed, ranks(asked.dealer_cards), asked.dealer_total]).toEqual([
      'insurance',
      ['insurance', 'no_insurance'],
      ['A'],
      11,
    ]);
  });

  it('ends on a dealer blackjack: insurance returns 3 × floor(amount / 2), the hand loses', () => {
    const { outcome, payout, stake } = rigged(['10', 'A', '7', 'K'], ['insurance'], 1001);
    expect([outcome.phase, ranks(outcome.dealer_cards), outcome.hands[0]!.result]).toEqual([
      'done',
      ['A', 'K'],
      'lose',
    ]);
    expect([outcome.insurance_stake, outcome.insurance_payout, payout, stake]).toEqual([500, 1500, 1500, 1501]);
    // A ten up: the peek finds the ace, no insurance question.
    const tenUp = rigged(['9', 'K', '9', 'A'], []);
    expect([tenUp.outcome.phase, tenUp.outcome.hands[0]!.result, tenUp.payout]).toEqual(['done', 'lose', 0]);
  });

  it('pays a player blackjack 3:2 at once, rounded down, and loses insurance without a dealer blackjack', () => {
    const natural = rigged(['A', '10', 'J', '9'], [], 1001);
    expect([natural.outcome.phase, natural.outcome.hands[0]!.result, natural.payout]).toEqual([
      'done',
      'blackjack',
      2502,
    ]);
    const insured = rigged(['K', 'A', 'A', '9'], ['insurance']);
    expect([insured.outcome.hands[0]!.result, insured.outcome.insurance_payout, insured.payout, insured.stake]).toEqual(
      ['blackjack', 0, 2500, 1500],
    );
    // Insurance lost, play goes on.
    const goesOn = rigged(['10', 'A', '9', '5', '2'], ['insurance', 'stand']);
    expect([ranks(goesOn.outcome.dealer_cards), goesOn.outcome.dealer_total, goesOn.outcome.hands[0]!.result]).toEqual([
      ['A', '5', '2'],
      18,
      'win',
    ]);
    expect([goesOn.outcome.insurance_stake, goesOn.outcome.insurance_payout, goesOn.payout, goesOn.stake]).toEqual([
      500, 0, 2000, 1500,
    ]);
  });

  it('has the dealer stand on soft 17 and draw to 17 otherwise', () => {
    const table: { cards: Rank[]; dealer: string[]; total: number; result: string }[] = [
      { cards: ['10', '6', '8', 'A'], dealer: ['6', 'A'], total: 17, result: 'win' },
      { cards: ['10', '6', '7', 'A'], dealer: ['6', 'A'], total: 17, result: 'push' },
      { cards: ['10', '6', '8', '10', 'A'], dealer: ['6', '10', 'A'], total: 17, result: 'win' },
      { cards: ['10', 'A', '8', '5', '2'], dealer: ['A', '5', '2'], total: 18, result: 'push' },
      { cards: ['10', '5', '9', 'A', 'A'], dealer: ['5', 'A', 'A'], total: 17, result: 'win' },
      { cards: ['10', '5', '9', 'A', '10', '4'], dealer: ['5', 'A', '10', '4'], total: 20, result: 'lose' },
      { cards: ['10', '9', '8', '7', '6'], dealer: ['9', '7', '6'], total: 22, result: 'win' },
    ];
    for (const row of table) {
      const actions: BlackjackAction[] = row.cards[1] === 'A' ? ['no_insurance', 'stand'] : ['stand'];
      const { outcome } = rigged(row.cards, actions);
      expect([ranks(outcome.dealer_cards), outcome.dealer_total, outcome.hands[0]!.result], row.cards.join()).toEqual([
        row.dealer,
        row.total,
        row.result,
      ]);
    }
  });

  it('deals a double exactly one card and stakes the main bet again', () => {
    const { outcome, payout, stake } = rigged(['5', '9', '6', '7', 'K', '10'], ['double']);
    expect([ranks(outcome.hands[0]!.cards), outcome.hands[0]!.total, outcome.hands[0]!.doubled]).toEqual([
      ['5', '6', 'K'],
      21,
      true,
    ]);
    expect([ranks(outcome.dealer_cards), outcome.hands[0]!.result, outcome.hands[0]!.stake]).toEqual([
      ['9', '7', '10'],
      'win',
      2000,
    ]);
    expect([payout, stake]).toEqual([4000, 2000]);
    // A double of 2 stands on whatever it makes, even 4.
    const low = rigged(['2', '9', 'A', '7', 'A', '10'], ['double']);
    expect([low.outcome.hands[0]!.total, low.outcome.hands[0]!.soft, low.outcome.phase]).toEqual([14, true, 'done']);
  });

  it('splits up to 4 hands, dealing each its second card as play reaches it', () => {
    // 8-8 against 6 / 10: three splits, then the fourth 8-8 may not split.
    const cards: Rank[] = ['8', '6', '8', '10', '8', '8', '8', '3', '10', '2', '9', '8', '7'];
    const upToSplits: BlackjackAction[] = ['split', 'split', 'split'];
    const fourHands = rigged(cards.slice(0, 7), upToSplits).outcome;
    expect([fourHands.hands.length, fourHands.active_hand, fourHands.allowed]).toEqual([
      4,
      0,
      ['hit', 'stand', 'double'],
    ]);
    expect(fourHands.hands.map((hand) => ranks(hand.cards))).toEqual([['8', '8'], ['8'], ['8'], ['8']]);
    expect(() => rigged(cards.slice(0, 7), [...upToSplits, 'split'])).toThrow(BlackjackActionError);

    const played = rigged(cards, [...upToSplits, 'stand', 'double', 'hit', 'stand', 'stand']);
    expect(played.outcome.hands.map((hand) => [ranks(hand.cards), hand.total, hand.split, hand.result])).toEqual([
      [['8', '8'], 16, true, 'win'],
      [['8', '3', '10'], 21, true, 'win'],
      [['8', '2', '9'], 19, true, 'win'],
      [['8', '8'], 16, true, 'win'],
    ]);
    expect(ranks(played.outcome.dealer_cards)).toEqual(['6', '10', '7']);
    expect([played.stake, played.payout]).toEqual([5000, 2000 + 4000 + 2000 + 2000]);
    // Ten-value cards of different ranks split too.
    expect(rigged(['K', '6', 'J', '10'], []).outcome.allowed).toEqual(['hit', 'stand', 'double', 'split']);
  });

  it('gives split aces one card each, with no blackjack and no further decision', () => {
    const { outcome, payout, stake } = rigged(['A', '9', 'A', '7', 'K', 'A', '5'], ['split']);
    expect([outcome.phase, outcome.allowed]).toEqual(['done', []]);
    expect(outcome.hands.map((hand) => [ranks(hand.cards), hand.total, hand.result, hand.payout])).toEqual([
      [['A', 'K'], 21, 'push', 1000],
      [['A', 'A'], 12, 'lose', 0],
    ]);
    expect([ranks(outcome.dealer_cards), payout, stake]).toEqual([['9', '7', '5'], 1000, 2000]);
    const dealerBusts = rigged(['A', '9', 'A', '7', 'Q', '8', '10'], ['split']);
    expect(dealerBusts.outcome.hands.map((hand) => hand.result)).toEqual(['win', 'win']);
    expect(dealerBusts.payout).toBe(4000);
  });

  it('ends bust hands, and the dealer draws nothing when every hand is bust', () => {
    const oneBust = rigged(['10', '10', '6', '6', 'K'], ['hit']);
    expect([oneBust.outcome.phase, oneBust.outcome.hands[0]!.total, ranks(oneBust.outcome.dealer_cards)]).toEqual([
      'done',
      26,
      ['10', '6'],
    ]);
    const bothBust = rigged(['8', '10', '8', '6', '5', '10', '6', '9'], ['split', 'hit', 'hit']);
    expect(bothBust.outcome.hands.map((hand) => [hand.total, hand.result])).toEqual([
      [23, 'lose'],
      [23, 'lose'],
    ]);
    expect([ranks(bothBust.outcome.dealer_cards), bothBust.payout, bothBust.stake]).toEqual([['10', '6'], 0, 2000]);
    // One hand left standing: the dealer plays.
    const oneLeft = rigged(['8', '10', '8', '6', '5', '10', '10', '6'], ['split', 'hit', 'stand']);
    expect(ranks(oneLeft.outcome.dealer_cards)).toEqual(['10', '6', '6']);
    expect(oneLeft.outcome.hands.map((hand) => hand.result)).toEqual(['lose', 'win']);
  });

  it('refuses every decision the hand does not allow, and any once done', () => {
    const table: { cards: Rank[]; actions: BlackjackAction[]; message?: string }[] = [
      { cards: ['10', '9', '7', '5'], actions: ['split'] },
      { cards: ['10', '9', '7', '5'], actions: ['insurance'] },
      { cards: ['10', '9', '7', '5'], actions: ['no_insurance'] },
      { cards: ['2', '9', '3', '5', '2'], actions: ['hit', 'double'] },
      { cards: ['2', '9', '2', '5', '3'], actions: ['hit', 'split'] },
      { cards: ['10', 'A', '7', '5'], actions: ['hit'] },
      { cards: ['10', 'A', '7', '5'], actions: ['stand'] },
      { cards: ['10', 'A', '7', '5'], actions: ['no_insurance', 'insurance'] },
      { cards: ['10', '9', '7', '5'], actions: ['stand', 'stand'], message: '이미 끝난 게임입니다.' },
      { cards: ['A', '9', 'K', '5'], actions: ['stand'], message: '이미 끝난 게임입니다.' },
      { cards: ['5', '9', '6', '7', 'K', '10'], actions: ['double', 'hit'], message: '이미 끝난 게임입니다.' },
    ];
    for (const row of table) {
      const cards = [...row.cards];
      const play = () => playBlackjack(() => ({ rank: cards.shift() ?? 'K', suit: 'S' }), 1000, row.actions);
      expect(play, row.actions.join()).toThrow(BlackjackActionError);
      cards.splice(0, cards.length, ...row.cards);
      expect(play, row.actions.join()).toThrow(row.message ?? '지금은 할 수 없는 선택입니다.');
    }
    expect(new BlackjackActionError()).toBeInstanceOf(EngineRuleError);
    // Through the engine: the replayed seed refuses what its cards do not allow.
    expect(() => seeded(0, ['split'])).toThrow(BlackjackActionError);
    expect(() => seeded(1, ['stand', 'stand'])).toThrow('이미 끝난 게임입니다.');
  });

  it('shows only the up card, no results and no payout until the round is done', () => {
    // [cards, decisions, the hole card's rank, seen nowhere else in the view]
    const table: [Rank[], BlackjackAction[], string][] = [
      [['10', '7', '6', 'Q'], [], 'Q'],
      [['10', 'A', '6', 'Q'], [], 'Q'],
      [['10', 'A', '6', '9'], ['no_insurance'], '9'],
      [['8', '7', '8', 'Q', '3'], ['split'], 'Q'],
    ];
    for (const [cards, actions, hole] of table) {
      const view = rigged(cards, actions).outcome;
      expect(view.phase).not.toBe('done');
      expect(view.dealer_cards).toHaveLength(1);
      expect(JSON.stringify(view)).not.toContain(`"${hole}"`);
      expect(view.hands.every((hand) => hand.result === null && hand.payout === 0)).toBe(true);
      expect([view.insurance_payout, blackjackEngine.payout(bet(['insurance']), view)]).toEqual([0, 0]);
    }
    // The split hand waiting for its second card shows only its first.
    const split = rigged(['8', '7', '8', 'Q', '3'], ['split']).outcome;
    expect(split.hands.map((hand) => ranks(hand.cards))).toEqual([['8', '3'], ['8']]);
    // The dealer's blackjack behind the ace shows once the insurance question is answered.
    expect(rigged(['10', 'A', '6', 'Q'], ['insurance']).outcome.dealer_cards).toHaveLength(2);
  });

  it('pays from the cards and the bet, not from what an outcome lists', () => {
    const { outcome } = rigged(['10', '9', '7', '9'], ['stand']);
    const tampered = {
      ...outcome,
      hands: outcome.hands.map((hand) => ({ ...hand, payout: 1e9, result: 'win' as const })),
    };
    expect(blackjackEngine.payout(bet(['stand']), tampered)).toBe(0);
  });

  it('states the stake of every decision from the bet alone', () => {
    const table: [BlackjackAction, number][] = [
      ['double', 1001],
      ['split', 1001],
      ['insurance', 500],
      ['no_insurance', 0],
      ['hit', 0],
      ['stand', 0],
    ];
    for (const [action, cost] of table) expect(blackjackActionCost({ amount: 1001 }, action), action).toBe(cost);
    expect(blackjackStake(bet(['insurance', 'split', 'double', 'hit', 'split'], 1001))).toBe(1001 * 4 + 500);
    expect(blackjackEngine.stake(bet([]))).toBe(1000);
    expect(blackjackEngine.validate(bet([], 999))).toBe('최소 베팅 금액은 1,000원입니다.');
    expect(blackjackEngine.validate(bet([], 1_000_001))).toBe('최대 베팅 금액은 1,000,000원입니다.');
    expect(blackjackEngine.validate(bet([], 1_000_000))).toBeNull();
    expect(
      handTotal([
        { rank: 'A', suit: 'S' },
        { rank: 'A', suit: 'H' },
        { rank: '9', suit: 'S' },
      ]),
    ).toEqual({
      total: 21,
      soft: true,
    });
  });
});

describe('blackjack return to player', () => {
  it('computes the exact infinite-shoe return of optimal play and of the basic-strategy table', () => {
    const exact = blackjackExactReturn();
    expect(exact.optimal).toBeCloseTo(0.99488266, 8);
    expect(exact.basic).toBeCloseTo(0.99487453, 8);
    expect(BLACKJACK_RTP_PERCENT).toBe(99.49);
    expect(blackjackEngine.rtpPercent).toBe(99.49);
    expect(blackjackEngine.config().rules.rtp_percent).toBe(99.49);
  });

  it('conditions the dealer on the peek', () => {
    for (const up of [1, 2, 6, 10]) {
      const { natural, finals } = dealerOutcomes(up);
      expect(finals.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 12);
      expect(natural).toBeCloseTo(up === 1 ? 4 / 13 : up === 10 ? 1 / 13 : 0, 12);
    }
    // A 6 up busts 42.3% on an infinite shoe (S17); an ace up without blackjack never ends on 21 by a ten.
    expect(dealerOutcomes(6).finals[5]).toBeCloseTo(0.42315, 5);
  });

  it('plays the basic-strategy table, which is the infinite-shoe optimum but for two soft doubles', () => {
    // The table is the usual 4–8 deck chart; on an infinite shoe soft 13 vs 5 and soft 15 vs 4 hit.
    const differences: string[] = [];
    for (const [key, chosen] of infiniteShoeReturn(optimalChooser).decisions) {
      const [total, soft, pair, canDouble, canSplit, up] = key.split('/') as [string, ...string[]];
      const table = basicStrategyDecision({
        total: Number(total),
        soft: soft === 's',
        pair: pair === '-' ? null : Number(pair),
        canDouble: canDouble === 'D',
        canSplit: canSplit === 'P',
        up: Number(up),
      });
      if (chosen.size !== 1 || !chosen.has(table)) differences.push(`${key}: ${[...chosen].join()} vs ${table}`);
    }
    expect(differences.sort()).toEqual(['13/s/-/D/-/5: hit vs double', '15/s/-/D/-/4: hit vs double']);
  });

  it('returns about the stated RTP over 20,000 hands of basic strategy on the real engine (smoke test)', () => {
    // The bench (bench/studio-blackjack.ts) plays a million; here 5 standard errors are ±4 points.
    const shoe = simulateBlackjack(seededStream(21_000), 20_000, 'shoe');
    expect(Math.abs(shoe.mean - blackjackExactReturn().basic)).toBeLessThan(5 * shoe.standardError);
    const infinite = simulateBlackjack(seededStream(21_001), 20_000, 'infinite');
    expect(Math.abs(infinite.mean - blackjackExactReturn().basic)).toBeLessThan(5 * infinite.standardError);
  });
});
