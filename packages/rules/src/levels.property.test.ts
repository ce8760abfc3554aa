import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meetsRules, targetLevel, type LevelActivity, type LevelRules } from './levels';

const threshold = fc.option(fc.integer({ min: 1, max: 1_000 }), { nil: null });
const windowDays = fc.option(fc.integer({ min: 1, max: 3 }), { nil: null });

/** Ten levels in a random rank order, each with random rules (or none). */
const levels = fc
  .tuple(
    fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], { minLength: 10, maxLength: 10 }),
    fc.array(fc.tuple(threshold, threshold, threshold, windowDays, fc.boolean()), { minLength: 10, maxLength: 10 }),
  )
  .map(([ids, rules]): LevelRules[] =>
    ids.map((id, index) => {
      const [deposits, turnover, activeDays, window, demoteWhenUnmet] = rules[index]!;
      return { id, rank: index + 1, deposits, turnover, activeDays, windowDays: window, demoteWhenUnmet };
    }),
  );

const activity = fc.record({
  deposits: fc.integer({ min: 0, max: 1_200 }),
  turnover: fc.integer({ min: 0, max: 1_200 }),
  activeDays: fc.integer({ min: 0, max: 1_200 }),
});
/** Activity per window: lifetime (null) and windows of 1 to 3 days. */
const activityByWindow = fc.array(activity, { minLength: 4, maxLength: 4 });
const over = (byWindow: LevelActivity[]) => (days: number | null) => byWindow[days ?? 0]!;
const grown = (byWindow: LevelActivity[], extra: LevelActivity[]) =>
  byWindow.map((figures, index) => ({
    deposits: figures.deposits + extra[index]!.deposits,
    turnover: figures.turnover + extra[index]!.turnover,
    activeDays: figures.activeDays + extra[index]!.activeDays,
  }));
const rankOf = (all: LevelRules[], id: number) => all.find((level) => level.id === id)!.rank;
const currentLevel = fc.integer({ min: 1, max: 10 });

describe('level rules properties', () => {
  it('never ranks a member lower for more activity', () => {
    fc.assert(
      fc.property(levels, currentLevel, activityByWindow, activityByWindow, (all, current, base, extra) => {
        const less = targetLevel(all, current, over(base));
        const more = targetLevel(all, current, over(grown(base, extra)));
        expect(rankOf(all, more)).toBeGreaterThanOrEqual(rankOf(all, less));
      }),
    );
  });

  it('is settled after one move: evaluating again moves nobody', () => {
    fc.assert(
      fc.property(levels, currentLevel, activityByWindow, (all, current, byWindow) => {
        const once = targetLevel(all, current, over(byWindow));
        expect(targetLevel(all, once, over(byWindow))).toBe(once);
      }),
    );
  });

  it('moves up only to a level whose rules are met, and down only from a level that demotes', () => {
    fc.assert(
      fc.property(levels, currentLevel, activityByWindow, (all, current, byWindow) => {
        const target = targetLevel(all, current, over(byWindow));
        const to = all.find((level) => level.id === target)!;
        const from = all.find((level) => level.id === current)!;
        if (to.rank > from.rank) expect(meetsRules(to, over(byWindow)(to.windowDays))).toBe(true);
        if (to.rank < from.rank) {
          expect(from.demoteWhenUnmet).toBe(true);
          expect(meetsRules(from, over(byWindow)(from.windowDays))).toBe(false);
          expect(to.rank === 1 || meetsRules(to, over(byWindow)(to.windowDays))).toBe(true);
        }
      }),
    );
  });

  it('moves nobody when no level has rules', () => {
    fc.assert(
      fc.property(levels, currentLevel, activityByWindow, (all, current, byWindow) => {
        const none = all.map((level) => ({ ...level, deposits: null, turnover: null, activeDays: null }));
        expect(targetLevel(none, current, over(byWindow))).toBe(current);
      }),
    );
  });

  it('needs every threshold a level sets', () => {
    const gold: LevelRules = {
      id: 3,
      rank: 3,
      deposits: 1_000_000,
      turnover: 5_000_000,
      activeDays: null,
      windowDays: 30,
      demoteWhenUnmet: false,
    };
    expect(meetsRules(gold, { deposits: 1_000_000, turnover: 5_000_000, activeDays: 0 })).toBe(true);
    expect(meetsRules(gold, { deposits: 999_999, turnover: 9_000_000, activeDays: 30 })).toBe(false);
    expect(meetsRules({ ...gold, deposits: null, turnover: null }, { deposits: 9, turnover: 9, activeDays: 9 })).toBe(
      false,
    );
  });
});
