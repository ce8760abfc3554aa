import { describe, expect, it } from 'vitest';
import { fairStream } from '../fairness';
import {
  BACCARAT_SIDE_RTP_PERCENT,
  baccaratEngine,
  baccaratExactOdds,
  bankerDraws,
  dealBaccarat,
  PAIR_CHANCE,
} from './baccarat';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
type Rank = 'A' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | 'J' | 'Q' | 'K';

/** Deals the given ranks in order (P, B, P, B, third cards), all spades. */
const deal = (...ranks: Rank[]) => {
  const cards = [...ranks];
  return dealBaccarat(() => {
    const rank = cards.shift();
    if (!rank) throw new Error('the deal asked for more cards than scripted');
    return { rank, suit: 'S' };
  });
};
const ranks = (cards: { rank: string }[]) => cards.map((card) => card.rank);

describe('baccarat engine', () => {
  it('replays known seeds to known hands', () => {
    const first = baccaratEngine.outcome(fairStream(SEED, 'hanpan', 0), {
      engine: 'baccarat',
      stakes: { banker: 1000 },
    });
    expect(first).toEqual({
      engine: 'baccarat',
      player_cards: [
        { suit: 'S', rank: 'K' },
        { suit: 'H', rank: 'K' },
        { suit: 'H', rank: '8' },
      ],
      banker_cards: [
        { suit: 'H', rank: '4' },
        { suit: 'D', rank: 'J' },
      ],
      player_total: 8,
      banker_total: 4,
      winner: 'player',
      player_pair: true,
      banker_pair: false,
    });
    const second = baccaratEngine.outcome(fairStream(SEED, 'hanpan', 1), {
      engine: 'baccarat',
      stakes: { banker: 1000 },
    });
    expect([ranks(second.player_cards), ranks(second.banker_cards), second.winner]).toEqual([
      ['7', 'K'],
      ['10', '7'],
      'tie',
    ]);
  });

  it('stands on naturals', () => {
    const natural = deal('8', 'K', 'K', '2');
    expect([ranks(natural.player_cards), ranks(natural.banker_cards), natural.winner]).toEqual([
      ['8', 'K'],
      ['K', '2'],
      'player',
    ]);
    const bankerNatural = deal('2', '9', '2', 'K');
    expect(bankerNatural.player_cards).toHaveLength(2);
    expect(bankerNatural.winner).toBe('banker');
  });

  it('draws the player’s third card on 0 to 5 and stands on 6 and 7', () => {
    expect(deal('2', 'K', '3', 'K', '4', 'A').player_cards).toHaveLength(3);
    expect(deal('3', 'K', '3', 'K', 'A').player_cards).toHaveLength(2);
    expect(deal('3', 'K', '4', 'K', 'A').player_cards).toHaveLength(2);
  });

  it('lets the banker draw on 0 to 5 when the player stood', () => {
    const outcome = deal('3', '2', '3', '3', 'A');
    expect(ranks(outcome.banker_cards)).toEqual(['2', '3', 'A']);
    expect(deal('3', '3', '3', '3').banker_cards).toHaveLength(2);
  });

  it('follows the banker’s third-card table', () => {
    // [banker total, player third card value, draws]
    const table: [number, number | null, boolean][] = [
      [0, 8, true],
      [1, 0, true],
      [2, 9, true],
      [3, 8, false],
      [3, 0, true],
      [3, 9, true],
      [4, 1, false],
      [4, 2, true],
      [4, 7, true],
      [4, 8, false],
      [5, 3, false],
      [5, 4, true],
      [5, 7, true],
      [5, 8, false],
      [6, 5, false],
      [6, 6, true],
      [6, 7, true],
      [6, 8, false],
      [7, 6, false],
      [7, null, false],
      [6, null, false],
      [5, null, true],
    ];
    for (const [total, third, draws] of table) expect(bankerDraws(total, third), `${total} ${third}`).toBe(draws);
    // The same rule through a whole deal: banker 3 stands on the player's third card 8.
    expect(deal('2', 'A', 'K', '2', '8').banker_cards).toHaveLength(2);
    expect(deal('2', 'A', 'K', '2', '7', '5').banker_cards).toHaveLength(3);
  });

  it('pays banker 0.95 rounded down, tie 8 to 1 with player and banker pushed, pairs 11 to 1', () => {
    const tie = deal('7', 'K', 'K', '7');
    const pair = deal('K', '4', 'K', '5');
    const stakes = { player: 1000, banker: 1001, tie: 1000, player_pair: 1000, banker_pair: 1000 };
    const bet = { engine: 'baccarat', stakes } as const;
    expect(tie.winner).toBe('tie');
    expect(baccaratEngine.payout(bet, tie)).toBe(1000 + 1001 + 9000);
    expect([pair.winner, pair.player_pair]).toEqual(['banker', true]);
    expect(baccaratEngine.payout(bet, pair)).toBe(1951 + 12_000);
  });

  it('states per-side RTPs from the exact odds of an 8-deck shoe', () => {
    const odds = baccaratExactOdds();
    expect(odds.player + odds.banker + odds.tie).toBeCloseTo(1, 10);
    expect(odds.banker).toBeCloseTo(0.458597, 6);
    expect(odds.player).toBeCloseTo(0.446247, 6);
    const percent = (value: number) => Math.round(value * 10_000) / 100;
    expect(percent(odds.banker * 1.95 + odds.tie)).toBe(BACCARAT_SIDE_RTP_PERCENT.banker);
    expect(percent(odds.player * 2 + odds.tie)).toBe(BACCARAT_SIDE_RTP_PERCENT.player);
    expect(percent(odds.tie * 9)).toBe(BACCARAT_SIDE_RTP_PERCENT.tie);
    expect(percent(PAIR_CHANCE * 12)).toBe(BACCARAT_SIDE_RTP_PERCENT.player_pair);
    expect(baccaratEngine.rtpPercent).toBe(98.94);
  });

  it('refuses empty bets and stakes outside the limits', () => {
    expect(baccaratEngine.validate({ engine: 'baccarat', stakes: {} })).toBe('베팅할 곳을 선택해 주세요.');
    expect(baccaratEngine.validate({ engine: 'baccarat', stakes: { player: 0 } })).toBe('베팅할 곳을 선택해 주세요.');
    expect(baccaratEngine.validate({ engine: 'baccarat', stakes: { player: 999 } })).toBe(
      '최소 베팅 금액은 1,000원입니다.',
    );
    expect(baccaratEngine.validate({ engine: 'baccarat', stakes: { player: 1_000_001 } })).toBe(
      '최대 베팅 금액은 1,000,000원입니다.',
    );
    expect(baccaratEngine.validate({ engine: 'baccarat', stakes: { player: 5000, tie: 1000 } })).toBeNull();
    expect(baccaratEngine.stake({ engine: 'baccarat', stakes: { player: 5000, tie: 1000 } })).toBe(6000);
  });
});
