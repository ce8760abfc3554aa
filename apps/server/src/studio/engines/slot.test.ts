import { describe, expect, it } from 'vitest';
import { fairStream } from '../fairness';
import { SLOT_ENGINES, SLOT_MODELS, slotEngine } from './slot';
import { SLOT_MODEL_IDS } from './slot-model';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

describe('slot engine', () => {
  it.each([
    ['free_spins', 20, '프리스핀 20라인', '낮음', 96.27],
    ['classic', 5, '클래식 3릴', '높음', 95.94],
    ['ways', 25, '243 웨이즈', '중간', 96.47],
    ['hold_and_win', 20, '홀드 앤 윈', '중간', 95.43],
    ['scatter_pays', 20, '스캐터 페이', '중간', 95.33],
  ] as const)(
    'runs %s: stake × %i, its name, volatility and RTP in the config',
    (id, multiplier, name, volatility, rtp) => {
      const engine = SLOT_ENGINES[id];
      expect(engine.stake({ engine: 'slot', line_bet: 500 })).toBe(500 * multiplier);
      expect(engine.rtpPercent).toBe(rtp);
      expect(engine.config()).toMatchObject({
        engine: 'slot',
        min_stake: 100 * multiplier,
        max_stake: 10_000 * multiplier,
        rules: { model: id, model_name: name, volatility, bet_multiplier: multiplier, rtp_percent: rtp },
      });
    },
  );

  it('has five models, the 20-line one as the engine kind’s default', () => {
    expect(Object.keys(SLOT_MODELS).sort()).toEqual([...SLOT_MODEL_IDS].sort());
    expect(SLOT_MODEL_IDS).toHaveLength(5);
    expect(slotEngine).toBe(SLOT_ENGINES.free_spins);
  });

  it('scales pays by the line bet, the draw staying the same', () => {
    for (const id of SLOT_MODEL_IDS) {
      const engine = SLOT_ENGINES[id];
      const small = engine.outcome(fairStream(SEED, 'hanpan', 5), { engine: 'slot', line_bet: 100 });
      const large = engine.outcome(fairStream(SEED, 'hanpan', 5), { engine: 'slot', line_bet: 1_000 });
      expect(large.reels).toEqual(small.reels);
      expect(engine.payout({ engine: 'slot', line_bet: 1_000 }, large)).toBe(
        engine.payout({ engine: 'slot', line_bet: 100 }, small) * 10,
      );
    }
  });

  it('pays from the symbols, not from what an outcome claims', () => {
    const outcome = slotEngine.outcome(fairStream(SEED, 'hanpan', 0), { engine: 'slot', line_bet: 100 });
    const claimed = { ...outcome, wins: [{ line: 1, symbol: 'wild', count: 5, payout: 100_000 }] };
    expect(slotEngine.payout({ engine: 'slot', line_bet: 100 }, claimed)).toBe(0);
  });

  it('refuses line bets outside the limits', () => {
    const engine = SLOT_ENGINES.ways;
    expect(engine.validate({ engine: 'slot', line_bet: 100 })).toBeNull();
    expect(engine.validate({ engine: 'slot', line_bet: 99 })).toBe('최소 라인 베팅은 100원입니다.');
    expect(engine.validate({ engine: 'slot', line_bet: 10_001 })).toBe('최대 라인 베팅은 10,000원입니다.');
    expect(engine.validate({ engine: 'slot', line_bet: 100.5 })).toBe('최소 라인 베팅은 100원입니다.');
  });
});
