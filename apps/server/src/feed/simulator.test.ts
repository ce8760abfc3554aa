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
    expect(other.fixtures.map((fixture) => fixture.markets[0]?.bets[0]?.priceX100)).not.toEqual(snapshot.fixtures.map((fixture) => fixture.markets[0]?.bets[0]?.priceX100));
  });

  it('lists every league over the next days, with unique ids all the way down', () => {
    expect(new Set(snapshot.fixtures.map((fixture) => fixture.leagueId))).toEqual(new Set(LEAGUES.map((league) => league.id)));
    const bets = snapshot.fixtures.flatMap((fixture) => fixture.markets.flatMap((market) => market.bets.map((bet) => bet.id)));
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
    const fast = createSimulatorFeed({ seed: 11, speed: 12 }).snapshot(tenMinutesIn).fixtures.find((candidate) => candidate.id === fixture.id)!;
    expect(fast.startDate).toEqual(fixture.startDate);
    expect(fast.status).toBe(3);
    const normal = createSimulatorFeed({ seed: 11 }).snapshot(tenMinutesIn).fixtures.find((candidate) => candidate.id === fixture.id)!;
    expect(normal.score).toMatchObject({ clock: "10'" });
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
    const total = bestOfThreeMatrix(0.63).flat().reduce((sum, p) => sum + p, 0);
    expect(total).toBeCloseTo(1, 12);
  });
});
