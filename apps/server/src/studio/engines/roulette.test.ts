import type { RoulettePlacement } from '@hanpan/contract';
import { describe, expect, it } from 'vitest';
import { fairStream } from '../fairness';
import { ROULETTE_RTP_PERCENT, rouletteEngine } from './roulette';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const bet = (...bets: RoulettePlacement[]) => ({ engine: 'roulette', bets }) as const;
const spin = (number: number) => ({ engine: 'roulette', number }) as const;

describe('roulette engine', () => {
  it('replays known seeds to known pockets', () => {
    const outcomes = [0, 1, 2].map((nonce) => rouletteEngine.outcome(fairStream(SEED, 'hanpan', nonce), bet()));
    expect(outcomes.map((outcome) => outcome.number)).toEqual([7, 13, 2]);
  });

  it.each([
    [{ kind: 'straight', numbers: [17], amount: 1000 }, 17, 36_000],
    [{ kind: 'straight', numbers: [0], amount: 1000 }, 0, 36_000],
    [{ kind: 'split', numbers: [14, 17], amount: 1000 }, 14, 18_000],
    [{ kind: 'street', numbers: [13, 14, 15], amount: 1000 }, 15, 12_000],
    [{ kind: 'corner', numbers: [13, 14, 16, 17], amount: 1000 }, 16, 9_000],
    [{ kind: 'line', numbers: [13, 14, 15, 16, 17, 18], amount: 1000 }, 18, 6_000],
    [{ kind: 'dozen', index: 2, amount: 1000 }, 24, 3_000],
    [{ kind: 'column', index: 1, amount: 1000 }, 34, 3_000],
    [{ kind: 'red', amount: 1000 }, 32, 2_000],
    [{ kind: 'black', amount: 1000 }, 32, 0],
    [{ kind: 'odd', amount: 1000 }, 0, 0],
    [{ kind: 'even', amount: 1000 }, 0, 0],
    [{ kind: 'low', amount: 1000 }, 18, 2_000],
    [{ kind: 'high', amount: 1000 }, 18, 0],
    [{ kind: 'split', numbers: [14, 17], amount: 1000 }, 15, 0],
  ] satisfies [RoulettePlacement, number, number][])('pays %j on %i: %i', (placement, number, payout) => {
    expect(rouletteEngine.payout(bet(placement), spin(number))).toBe(payout);
  });

  it('adds up every placement of a spin, and stakes their sum', () => {
    const spread = bet(
      { kind: 'straight', numbers: [7], amount: 2000 },
      { kind: 'red', amount: 5000 },
      { kind: 'column', index: 3, amount: 1000 },
    );
    expect(rouletteEngine.stake(spread)).toBe(8000);
    expect(rouletteEngine.payout(spread, spin(7))).toBe(72_000 + 10_000);
    expect(rouletteEngine.payout(spread, spin(9))).toBe(10_000 + 3_000);
    expect(rouletteEngine.payout(spread, spin(0))).toBe(0);
  });

  it('states 97.30%, the exact 36/37 of every bet to hundredths', () => {
    expect(ROULETTE_RTP_PERCENT).toBe(Math.round((36 / 37) * 10_000) / 100);
  });

  it.each([
    [bet({ kind: 'split', numbers: [3, 4], amount: 1000 }), '보드에 없는 베팅입니다.'],
    [bet({ kind: 'straight', numbers: [5], amount: 999 }), '최소 베팅 금액은 1,000원입니다.'],
    [bet({ kind: 'red', amount: 1_000_001 }), '최대 베팅 금액은 1,000,000원입니다.'],
    [
      bet(...Array.from({ length: 6 }, () => ({ kind: 'black', amount: 1_000_000 }) as const)),
      '최대 베팅 금액은 5,000,000원입니다.',
    ],
    [
      bet(...Array.from({ length: 41 }, () => ({ kind: 'odd', amount: 1000 }) as const)),
      '한 번에 40곳까지 베팅할 수 있습니다.',
    ],
    [bet({ kind: 'corner', numbers: [1, 2, 4, 5], amount: 1000 }), null],
  ] as const)('checks placements %#', (roulette, problem) => {
    expect(rouletteEngine.validate(roulette)).toBe(problem);
  });
});
