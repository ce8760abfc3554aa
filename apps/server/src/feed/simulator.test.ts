import { describe, expect, it } from 'vitest';
import { LEAGUES } from './catalog';
import { MARGIN, bestOfThreeMatrix, handicapPrices, poissonMatrix, threeWay, totalsPrices } from './odds';
import { createSimulatorFeed } from './simulator';

const NOW = new Date('2026-11-20T03:00:00Z');

describe('the odds simulator', () => {
  const snapshot = createSimulatorFeed({ seed: 11 }).snapshot(NOW);

  it('is deterministic for a seed and a clock, and differs for another seed', () => {
    expect(createSimulatorFeed({ seed: 11 }).snapshot(NOW)).toEqual(snapshot);
    const other = createSimulatorFeed({ seed: 12 }).snapshot(NOW);
    expect(other.fixtures.map((fixture) => fixture.id)).toEqual(snapshot.fixtures.map((fixture) => fixture.id));
    expect(other.fixtures.map((fixture) => fixture.markets[0]?.bets[0]?.priceX100)).not.toEqual(
      snapshot.fixtures.map((fixture) => fixture.markets[0]?.bets[0]?.priceX100),
    );
  });

  it('lists every league over the next days, with unique ids all the way down', () => {
    expect(new Set(snapshot.fixtures.map((fixture) => fixture.leagueId))).toEqual(
      new Set(LEAGUES.map((league) => league.id)),
    );
    const bets = snapshot.fixtures.flatMap((fixture) =>
      fixture.markets.flatMap((market) => market.bets.map((bet) => bet.id)),
    );
    expect(new Set(bets).size).toBe(bets.length);
    expect(bets.every(Number.isSafeInteger)).toBe(true);
    const latest = Math.max(...snapshot.fixtures.map((fixture) => fixture.startDate.getTime()));
    expect(latest - NOW.getTime()).toBeGreaterThan(2 * 86_400_000);
  });

  it('never pairs a team with itself, nor plays one team twice in a league round', () => {
    const rounds = new Map<string, number[]>();
    for (const fixture of snapshot.fixtures) {
      expect(fixture.homeParticipantId).not.toBe(fixture.awayParticipantId);
      const key = `${fixture.leagueId}-${Math.floor(fixture.id / 10)}`;
      rounds.set(key, [...(rounds.get(key) ?? []), fixture.homeParticipantId, fixture.awayParticipantId]);
    }
    for (const teams of rounds.values()) expect(new Set(teams).size).toBe(teams.length);
  });

  it('prices every open moneyline with the bookmaker margin', () => {
    for (const fixture of snapshot.fixtures.filter((candidate) => candidate.status === 1)) {
      const moneyline = fixture.markets.find((market) => market.isMain && market.parlaySubgroup === 'moneyline')!;
      const overround = moneyline.bets.reduce((total, bet) => total + 100 / bet.priceX100, 0);
      expect(overround).toBeGreaterThan(1 + MARGIN - 0.02);
      expect(overround).toBeLessThan(1 + MARGIN + 0.03);
    }
  });

  it('plays a fixture forward: in play after kick-off with a score and clock, finished after the whistle', () => {
    const fixture = snapshot.fixtures.find((candidate) => candidate.status === 1 && candidate.sportId === 6046)!;
    const during = createSimulatorFeed({ seed: 11 }).snapshot(new Date(fixture.startDate.getTime() + 30 * 60_000));
    const live = during.fixtures.find((candidate) => candidate.id === fixture.id)!;
    expect(live.status).toBe(2);
    expect(live.score).toMatchObject({ clock: "30'" });
    const after = createSimulatorFeed({ seed: 11 }).snapshot(new Date(fixture.startDate.getTime() + 130 * 60_000));
    const finished = after.fixtures.find((candidate) => candidate.id === fixture.id)!;
    expect(finished.status).toBe(3);
    expect(finished.markets.every((market) => market.status === 2)).toBe(true);
  });

  it('plays matches faster with a speed-up, without moving kick-offs', () => {
    const fixture = snapshot.fixtures.find((candidate) => candidate.status === 1 && candidate.sportId === 6046)!;
    const tenMinutesIn = new Date(fixture.startDate.getTime() + 10 * 60_000);
    const fast = createSimulatorFeed({ seed: 11, speed: 12 })
      .snapshot(tenMinutesIn)
      .fixtures.find((candidate) => candidate.id === fixture.id)!;
    expect(fast.startDate).toEqual(fixture.startDate);
    expect(fast.status).toBe(3);
    const normal = createSimulatorFeed({ seed: 11 })
      .snapshot(tenMinutesIn)
      .fixtures.find((candidate) => candidate.id === fixture.id)!;
    expect(normal.score).toMatchObject({ clock: "10'" });
  });
});

describe('the compressed schedule (FEED_SCHEDULE=compressed)', () => {
  const SPEED = 60;
  const compressed = (seed = 11) => createSimulatorFeed({ seed, schedule: 'compressed', speed: SPEED });
  const MINUTE = 60_000;
  /** The app clock every `stepMs` over `spanMs` from NOW: the simulator is driven by explicit times, never by waiting. */
  const instants = (spanMs: number, stepMs: number) =>
    Array.from({ length: Math.floor(spanMs / stepMs) + 1 }, (_, index) => new Date(NOW.getTime() + index * stepMs));

  it('is the calendar itself at speed 1', () => {
    const calendar = createSimulatorFeed({ seed: 11 }).schedule(NOW);
    expect(createSimulatorFeed({ seed: 11, schedule: 'compressed', speed: 1 }).schedule(NOW)).toEqual(calendar);
  });

  it('always has several fixtures in play, with kick-offs and final whistles every minute or two', () => {
    const feed = compressed();
    const kickOffs = new Set<number>();
    const whistles = new Set<number>();
    for (const at of instants(60 * MINUTE, 15_000)) {
      const fixtures = feed.schedule(at);
      expect(fixtures.filter((fixture) => fixture.status === 2).length, at.toISOString()).toBeGreaterThanOrEqual(2);
      for (const fixture of fixtures) {
        kickOffs.add(fixture.startDate.getTime());
        whistles.add(fixture.endDate.getTime());
      }
    }
    const longestGap = (moments: Set<number>) => {
      const inHour = [...moments]
        .filter((moment) => moment >= NOW.getTime() && moment <= NOW.getTime() + 60 * MINUTE)
        .sort((a, b) => a - b);
      return Math.max(...inHour.slice(1).map((moment, index) => moment - inHour[index]!));
    };
    expect(longestGap(kickOffs)).toBeLessThanOrEqual(2 * MINUTE);
    expect(longestGap(whistles)).toBeLessThanOrEqual(2 * MINUTE);
  });

  it('plays a whole lifecycle in minutes, each state changing exactly at the dates it shows', () => {
    const feed = compressed();
    const upcoming = feed
      .schedule(NOW)
      .find(
        (fixture) =>
          fixture.status === 1 && fixture.sportId === 6046 && fixture.startDate.getTime() - NOW.getTime() > MINUTE,
      )!;
    const { id, startDate, endDate } = upcoming;
    const at = (moment: number) => feed.schedule(new Date(moment)).find((fixture) => fixture.id === id);
    // Soccer's 110 minutes take 110 seconds at 60 times the speed.
    expect(endDate.getTime() - startDate.getTime()).toBe((110 * MINUTE) / SPEED);
    expect(at(startDate.getTime() - (10 * MINUTE) / SPEED - 1)?.status).toBe(1);
    expect(at(startDate.getTime() - 1)?.status).toBe(9);
    expect(at(startDate.getTime())?.status).toBe(2);
    expect(at(endDate.getTime() - 1)?.status).toBe(2);
    expect(at(endDate.getTime())?.status).toBe(3);
    // Its result stays listed for a simulated day (24 minutes), then it leaves the feed.
    expect(at(endDate.getTime() + (24 * 60 * MINUTE) / SPEED - 1)?.status).toBe(3);
    expect(at(endDate.getTime() + (24 * 60 * MINUTE) / SPEED + 1)).toBeUndefined();

    const snapshotAt = (moment: number) =>
      feed.snapshot(new Date(moment)).fixtures.find((fixture) => fixture.id === id)!;
    const kickedOff = snapshotAt(startDate.getTime() + 30_000);
    expect(kickedOff).toMatchObject({ status: 2, startDate, score: { clock: "30'" } });
    const finished = snapshotAt(endDate.getTime());
    expect(finished).toMatchObject({ status: 3, startDate, score: { clock: '종료' } });
    expect(finished.markets.every((market) => market.status === 2)).toBe(true);
  });

  it("keeps every fixture's id and kick-off while it is listed, and a restart continues the same world", () => {
    const first = compressed();
    const seen = new Map<number, number>();
    for (const at of instants(30 * MINUTE, 20_000)) {
      for (const fixture of first.schedule(at)) {
        expect(seen.get(fixture.id) ?? fixture.startDate.getTime()).toBe(fixture.startDate.getTime());
        seen.set(fixture.id, fixture.startDate.getTime());
      }
    }
    const later = new Date(NOW.getTime() + 17 * MINUTE);
    expect(compressed().schedule(later)).toEqual(first.schedule(later));
    expect(
      compressed(12)
        .schedule(later)
        .map((fixture) => fixture.id),
    ).toEqual(first.schedule(later).map((fixture) => fixture.id));
  });

  it('keeps fixtures in play at every hour of a real day on the default calendar too', () => {
    const feed = createSimulatorFeed({ seed: 11 });
    for (const at of instants(24 * 60 * MINUTE, 10 * MINUTE)) {
      expect(
        feed.schedule(at).filter((fixture) => fixture.status === 2).length,
        at.toISOString(),
      ).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('prices from a score distribution', () => {
  it('agree across markets: the favourite in 1X2 is the favourite on the handicap', () => {
    const matrix = poissonMatrix(2.1, 0.8, 10);
    const { home, away } = threeWay(matrix);
    expect(home).toBeGreaterThan(away);
    const level = handicapPrices(matrix, 0);
    expect(level.home).toBeLessThan(level.away);
  });

  it('price a quarter line between its neighbours', () => {
    const matrix = poissonMatrix(1.4, 1.2, 10);
    const [low, quarter, high] = [2, 2.25, 2.5].map((line) => totalsPrices(matrix, line).over);
    expect(quarter).toBeGreaterThan(low!);
    expect(quarter).toBeLessThan(high!);
  });

  it('sum best-of-three outcomes to one', () => {
    const total = bestOfThreeMatrix(0.63)
      .flat()
      .reduce((sum, p) => sum + p, 0);
    expect(total).toBeCloseTo(1, 12);
  });
});
