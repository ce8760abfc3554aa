import { describe, expect, it } from 'vitest';
import { createFeedChangeTracker } from './feed-changes';
import { createSimulatorFeed } from './simulator';

describe('feed change tracking', () => {
  const feed = createSimulatorFeed({ seed: 3 });
  const start = new Date('2026-11-20T03:00:00Z');

  it('takes the first snapshot as the baseline and then reports only what moved', () => {
    const changesSince = createFeedChangeTracker();
    const first = feed.snapshot(start);
    expect(changesSince(first)).toEqual([]);
    expect(changesSince(first)).toEqual([]);

    const live = first.fixtures.find((fixture) => fixture.status === 1)!;
    const later = feed.snapshot(new Date(live.startDate.getTime() + 20 * 60_000));
    const events = changesSince(later);
    const event = events.find((candidate) => candidate.id === live.id);
    expect(event).toBeDefined();
    expect(event!.status).toBe(2);
    expect(event!.bets.length).toBeGreaterThan(0);
    // A fixture far in the future did not move.
    const distant = later.fixtures.at(-1)!;
    expect(events.some((candidate) => candidate.id === distant.id)).toBe(false);
  });
});
