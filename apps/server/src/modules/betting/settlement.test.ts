import { DEFAULT_MULTI_FOLDER_BONUS, SETTLEMENT } from '@hanpan/contract';
import { describe, expect, it } from 'vitest';
import { settleBet, settleSlip } from './settlement';

const { won, lost, refund, halfWon, halfLost, cancelled } = SETTLEMENT;
const bet = (marketTypeId: number, name: string, line: string | null = null) => ({
  marketTypeId,
  name,
  line,
  baseLine: line,
});

describe('settleBet', () => {
  it.each([
    [1, '1', null, { home: 2, away: 1 }, won],
    [1, 'X', null, { home: 2, away: 1 }, lost],
    [1, 'X', null, { home: 1, away: 1 }, won],
    [1, '2', null, { home: 0, away: 3 }, won],
    [52, '1', null, { home: 101, away: 99 }, won],
    [52, '2', null, { home: 101, away: 99 }, lost],
  ])('moneyline %i %s on %o → %i', (type, name, line, score, expected) => {
    expect(settleBet(bet(type, name, line), score)).toBe(expected);
  });

  it.each([
    ['Over', '2.5', { home: 2, away: 1 }, won],
    ['Under', '2.5', { home: 2, away: 1 }, lost],
    ['Over', '3', { home: 2, away: 1 }, refund],
    ['Under', '3', { home: 2, away: 1 }, refund],
    ['Over', '2.75', { home: 2, away: 1 }, halfWon], // half on 2.5 (won), half on 3 (refund)
    ['Over', '3.25', { home: 2, away: 1 }, halfLost],
    ['Under', '3.25', { home: 2, away: 1 }, halfWon],
    ['Over', '2.25', { home: 1, away: 1 }, halfLost],
    ['Under', '2.25', { home: 1, away: 1 }, halfWon],
  ])('totals %s %s on %o', (name, line, score, expected) => {
    expect(settleBet(bet(2, name, line), score)).toBe(expected);
  });

  it.each([
    ['1', '-0.5', { home: 1, away: 0 }, won],
    ['2', '0.5', { home: 1, away: 0 }, lost],
    ['1', '-1', { home: 1, away: 0 }, refund],
    ['2', '1', { home: 1, away: 0 }, refund],
    ['1', '-0.75', { home: 1, away: 0 }, halfWon],
    ['2', '0.75', { home: 1, away: 0 }, halfLost],
    ['1', '-0.25', { home: 0, away: 0 }, halfLost],
    ['2', '0.25', { home: 0, away: 0 }, halfWon],
    ['1', '1.5', { home: 0, away: 1 }, won],
    ['2', '-1.5', { home: 0, away: 1 }, lost],
  ])('handicap %s %s on %o', (name, line, score, expected) => {
    expect(settleBet(bet(3, name, line), score)).toBe(expected);
  });

  it('settles correct score, any other score, double chance, both teams to score and odd/even', () => {
    expect(settleBet(bet(6, '2-1'), { home: 2, away: 1 })).toBe(won);
    expect(settleBet(bet(6, '1-2'), { home: 2, away: 1 })).toBe(lost);
    expect(settleBet(bet(6, 'Any Other Score'), { home: 5, away: 0 })).toBe(won);
    expect(settleBet(bet(6, 'Any Other Score'), { home: 4, away: 4 })).toBe(lost);
    expect(settleBet(bet(7, '1X'), { home: 1, away: 1 })).toBe(won);
    expect(settleBet(bet(7, '12'), { home: 1, away: 1 })).toBe(lost);
    expect(settleBet(bet(17, 'Yes'), { home: 1, away: 1 })).toBe(won);
    expect(settleBet(bet(17, 'No'), { home: 1, away: 0 })).toBe(won);
    expect(settleBet(bet(5, 'Odd'), { home: 2, away: 1 })).toBe(won);
    expect(settleBet(bet(5, 'Even'), { home: 2, away: 1 })).toBe(lost);
  });

  it('refuses a market it has no rule for, rather than guessing', () => {
    expect(() => settleBet(bet(999, 'x'), { home: 0, away: 0 })).toThrow(/no settlement rule/);
  });
});

describe('settleSlip', () => {
  const rules = DEFAULT_MULTI_FOLDER_BONUS;
  const cap = 30_000_000;

  it.each([
    ['a single win', [{ settlement: won, priceX100: 185 }], 100, { status: 'WON', payout: 18_500 }],
    ['a single loss', [{ settlement: lost, priceX100: 185 }], 100, { status: 'LOST', payout: 0 }],
    ['a single refund', [{ settlement: refund, priceX100: 185 }], 100, { status: 'REFUNDED', payout: 10_000 }],
    ['a half win', [{ settlement: halfWon, priceX100: 190 }], 100, { status: 'WON', payout: 14_500 }],
    ['a half loss', [{ settlement: halfLost, priceX100: 190 }], 100, { status: 'WON', payout: 5_000 }],
    [
      'a multi with one leg lost',
      [
        { settlement: won, priceX100: 200 },
        { settlement: lost, priceX100: 150 },
      ],
      100,
      { status: 'LOST', payout: 0 },
    ],
    [
      'a multi with a void leg counting 1.00',
      [
        { settlement: won, priceX100: 200 },
        { settlement: cancelled, priceX100: 150 },
      ],
      100,
      { status: 'WON', payout: 20_000 },
    ],
    [
      'a multi all void',
      [
        { settlement: refund, priceX100: 200 },
        { settlement: cancelled, priceX100: 150 },
      ],
      100,
      { status: 'REFUNDED', payout: 10_000 },
    ],
    [
      'three winning legs with the bonus',
      [
        { settlement: won, priceX100: 150 },
        { settlement: won, priceX100: 200 },
        { settlement: won, priceX100: 130 },
      ],
      103,
      { status: 'WON', payout: 40_170 },
    ],
    [
      'three legs, one void: the bonus is no longer earned',
      [
        { settlement: won, priceX100: 150 },
        { settlement: won, priceX100: 200 },
        { settlement: refund, priceX100: 130 },
      ],
      103,
      { status: 'WON', payout: 30_000 },
    ],
  ])('pays %s', (_case, legs, bonusX100, expected) => {
    expect(settleSlip({ stake: 10_000, bonusMultiplierX100: bonusX100 }, legs, rules, cap)).toEqual(expected);
  });

  it('caps the payout at the maximum win', () => {
    expect(
      settleSlip({ stake: 5_000_000, bonusMultiplierX100: 100 }, [{ settlement: won, priceX100: 5100 }], rules, cap),
    ).toEqual({ status: 'WON', payout: cap });
  });
});
