import { describe, expect, it } from 'vitest';
import { roundOfDay } from './draw-play';
import { drawSchedule } from './draw-schedule';

describe('the scheduled draws’ clock', () => {
  it('takes bets until 15 s before the draw, or a quarter of a shorter period', () => {
    const oddEven = drawSchedule('odd_even').drawAt(new Date('2026-11-27T03:00:50Z'));
    expect(oddEven).toMatchObject({
      opens_at: new Date('2026-11-27T03:00:00Z'),
      closes_at: new Date('2026-11-27T03:01:45Z'),
      draws_at: new Date('2026-11-27T03:02:00Z'),
    });
    const short = drawSchedule('ladder', 20).drawAt(new Date('2026-11-27T03:00:50Z'));
    expect(short).toMatchObject({
      opens_at: new Date('2026-11-27T03:00:40Z'),
      closes_at: new Date('2026-11-27T03:00:55Z'),
      draws_at: new Date('2026-11-27T03:01:00Z'),
    });
    expect(drawSchedule('ladder').seqAt(short.seq).draws_at.getTime() % 180_000).toBe(0);
    expect(() => drawSchedule('dice')).toThrow();
  });

  it.each([
    ['2026-11-26T15:00:00Z', 1], // midnight in Korea
    ['2026-11-26T15:02:00Z', 2],
    ['2026-11-27T14:58:00Z', 720], // the day's last two minutes
  ])('counts the 회차 of a draw opening at %s from the Korean midnight: %i', (opensAt, round) => {
    const { opens_at, draws_at } = drawSchedule('odd_even').drawAt(new Date(opensAt));
    expect(roundOfDay({ opens_at, draws_at })).toBe(round);
  });
});
