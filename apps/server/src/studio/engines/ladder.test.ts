import { describe, expect, it } from 'vitest';
import { fairStream } from '../fairness';
import { EVEN_CHANCE } from './engine';
import {
  LADDER_FINISH_TABLE,
  LADDER_PICKS,
  LADDER_RUNGS,
  LADDER_STARTS,
  ladderEngine,
  ladderFinish,
  type LadderPick,
} from './ladder';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
type Ladder = { start: 'left' | 'right'; rungs: 3 | 4; finish: 'odd' | 'even' };
const outcomeOf = (ladder: Ladder) => ({ engine: 'ladder' as const, ...ladder });
const betOf = (pick: LadderPick, amount = 1000) => ({ engine: 'ladder' as const, pick, amount });

const LEFT_4_ODD: Ladder = { start: 'left', rungs: 4, finish: 'odd' };
const LEFT_3_EVEN: Ladder = { start: 'left', rungs: 3, finish: 'even' };
const RIGHT_3_ODD: Ladder = { start: 'right', rungs: 3, finish: 'odd' };
const RIGHT_4_EVEN: Ladder = { start: 'right', rungs: 4, finish: 'even' };

describe('ladder engine', () => {
  it('replays known seeds to known ladders', () => {
    // Checked independently with Python's hmac: the first two words of
    // HMAC-SHA256(seed, "hanpan:<nonce>:0") give start = w0 mod 2, rungs = 3 + w1 mod 2
    // (int(2) never skips a word). Nonces 0-2 all give 좌4홀; 3, 5 and 6 give the other three.
    const draws = [0, 1, 2, 3, 5, 6].map((nonce) =>
      ladderEngine.outcome(fairStream(SEED, 'hanpan', nonce), betOf('odd')),
    );
    expect(draws).toEqual([LEFT_4_ODD, LEFT_4_ODD, LEFT_4_ODD, RIGHT_3_ODD, RIGHT_4_EVEN, LEFT_3_EVEN].map(outcomeOf));
    expect(draws.map((draw) => ladderEngine.payout(betOf('odd'), draw))).toEqual([1950, 1950, 1950, 1950, 0, 0]);
  });

  it.each([
    ['left', 3, 'even'],
    ['left', 4, 'odd'],
    ['right', 3, 'odd'],
    ['right', 4, 'even'],
  ] as const)('finishes %s + %i rungs at %s', (start, rungs, finish) => {
    expect(ladderFinish(start, rungs)).toBe(finish);
  });

  it.each([
    // pick, the ladders it wins on, the ladders it loses on
    ['left', [LEFT_3_EVEN, LEFT_4_ODD], [RIGHT_3_ODD, RIGHT_4_EVEN]],
    ['right', [RIGHT_3_ODD, RIGHT_4_EVEN], [LEFT_3_EVEN, LEFT_4_ODD]],
    ['three', [LEFT_3_EVEN, RIGHT_3_ODD], [LEFT_4_ODD, RIGHT_4_EVEN]],
    ['four', [LEFT_4_ODD, RIGHT_4_EVEN], [LEFT_3_EVEN, RIGHT_3_ODD]],
    ['odd', [LEFT_4_ODD, RIGHT_3_ODD], [LEFT_3_EVEN, RIGHT_4_EVEN]],
    ['even', [LEFT_3_EVEN, RIGHT_4_EVEN], [LEFT_4_ODD, RIGHT_3_ODD]],
  ] as const)('%s pays 1.95 on its two ladders and nothing on the other two', (pick, winning, losing) => {
    for (const ladder of winning) expect(ladderEngine.payout(betOf(pick), outcomeOf(ladder))).toBe(1950);
    for (const ladder of losing) expect(ladderEngine.payout(betOf(pick), outcomeOf(ladder))).toBe(0);
  });

  it.each([
    [1000, 1950],
    [1001, 1951],
    [1003, 1955],
    [1_000_000, 1_950_000],
  ])('pays %i staked as floor(amount × 195 / 100) = %i', (amount, paid) => {
    expect(ladderEngine.payout(betOf('left', amount), outcomeOf(LEFT_3_EVEN))).toBe(paid);
  });

  it('has every pick win on 2 of the 4 equally likely ladders: 97.50% by enumeration', () => {
    const ladders = LADDER_STARTS.flatMap((start) =>
      LADDER_RUNGS.map((rungs) => outcomeOf({ start, rungs, finish: ladderFinish(start, rungs) })),
    );
    expect(ladders).toHaveLength(4);
    for (const pick of LADDER_PICKS) {
      const paid = ladders.reduce((sum, ladder) => sum + ladderEngine.payout(betOf(pick), ladder), 0);
      expect(paid, pick).toBe(2 * 1950);
      // RTP = paid / (4 × 1000) = 3,900 / 4,000.
      expect((paid / (ladders.length * 1000)) * 100, pick).toBe(EVEN_CHANCE.rtpPercent);
    }
    expect(ladderEngine.rtpPercent).toBe(97.5);
  });

  it('draws all four ladders, each consistent with the finish rule', () => {
    const seen = new Set<string>();
    for (let nonce = 0; nonce < 100; nonce++) {
      const outcome = ladderEngine.outcome(fairStream(SEED, 'range', nonce), betOf('odd'));
      expect(outcome.finish).toBe(ladderFinish(outcome.start, outcome.rungs));
      seen.add(`${outcome.start}${outcome.rungs}${outcome.finish}`);
    }
    expect([...seen].sort()).toEqual(['left3even', 'left4odd', 'right3odd', 'right4even']);
  });

  it('states its rules and finish table', () => {
    expect(LADDER_FINISH_TABLE).toEqual([LEFT_3_EVEN, LEFT_4_ODD, RIGHT_3_ODD, RIGHT_4_EVEN]);
    expect(ladderEngine.config()).toEqual({
      engine: 'ladder',
      min_stake: 1000,
      max_stake: 1_000_000,
      rules: {
        picks: ['left', 'right', 'three', 'four', 'odd', 'even'],
        starts: ['left', 'right'],
        rungs: [3, 4],
        finish_table: [LEFT_3_EVEN, LEFT_4_ODD, RIGHT_3_ODD, RIGHT_4_EVEN],
        return: 1.95,
        rtp_percent: 97.5,
      },
    });
  });
});
