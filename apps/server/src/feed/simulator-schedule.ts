import { startOfKoreanDayNumber } from '@hanpan/rules';
import { seededRandom } from '../lib/seeded-random';
import type { LeagueDefinition, SportDefinition } from './catalog';
import { hashSeed } from './match-model';

export const MINUTE_MS = 60_000;

export type FeedSchedule = 'calendar' | 'compressed';

/** Fixtures of a league on one Korean calendar day: a round of the league, one per kick-off time. */
export function leagueDay(seed: number, league: LeagueDefinition, dayNumber: number) {
  const teams = league.teams.map((_, index) => index);
  // Circle method: a different pairing each day, the same one for the same day.
  const rotation = dayNumber % (teams.length - 1);
  const [fixed, ...rest] = teams;
  const rotated = [fixed!, ...rest.slice(rotation), ...rest.slice(0, rotation)];
  const pairs = Array.from(
    { length: teams.length / 2 },
    (_, index) => [rotated[index]!, rotated[teams.length - 1 - index]!] as const,
  );
  const order = seededRandom(hashSeed(seed, league.id, dayNumber));
  return league.kickoffs.slice(0, pairs.length).map((kickoff, slot) => {
    const [first, second] = pairs[slot]!;
    const homeFirst = order() < 0.5;
    const [hours, minutes] = kickoff.split(':').map(Number) as [number, number];
    // After-midnight kick-offs belong to the evening's round, on the next calendar day.
    const dayOffset = hours < 6 ? 1 : 0;
    const start = new Date(
      startOfKoreanDayNumber(dayNumber + dayOffset).getTime() + (hours * 60 + minutes) * MINUTE_MS,
    );
    return { slot, start, home: homeFirst ? first : second, away: homeFirst ? second : first };
  });
}

/**
 * Midnight in Korea on 1 January 2024: where the compressed calendar and the app's clock read the
 * same. A fixed instant, so the same seed, speed and clock give the same fixtures after a restart.
 */
const COMPRESSION_ANCHOR = new Date(Date.UTC(2023, 11, 31, 15));

/** The simulation's time against the app's clock (milliseconds since the epoch on both sides). */
export type SimulationClock = {
  /** The simulated instant at an app-clock instant: which days' fixtures are listed. */
  simulated(real: number): number;
  /** The app-clock instant of a simulated one: a kick-off as the site shows it and judges bets by. */
  real(simulated: number): number;
  /** Match minutes played at `now` since a kick-off at `start` (both app clock); negative before it. */
  matchMinutes(start: number, now: number): number;
};

export function simulationClock(schedule: FeedSchedule, speed: number): SimulationClock {
  const anchor = COMPRESSION_ANCHOR.getTime();
  if (schedule === 'compressed') {
    return {
      simulated: (real) => anchor + (real - anchor) * speed,
      // Whole milliseconds, rounded up: the kick-off is never shown earlier than it happens.
      real: (simulated) => Math.ceil(anchor + (simulated - anchor) / speed),
      matchMinutes: (start, now) => ((now - start) / MINUTE_MS) * speed,
    };
  }
  return {
    simulated: (real) => real,
    real: (simulated) => simulated,
    matchMinutes: (start, now) => {
      const since = (now - start) / MINUTE_MS;
      return since > 0 ? since * speed : since;
    },
  };
}

/** The match clock as a live score shows it, by sport. */
export function clockOf(sport: SportDefinition, elapsedMinutes: number, setsPlayed: number): string {
  const progress = elapsedMinutes / sport.durationMinutes;
  switch (sport.key) {
    case 'soccer': {
      const minute = Math.floor(elapsedMinutes);
      if (minute >= 47 && minute < 62) return 'HT';
      return `${Math.max(1, minute < 47 ? minute : minute - 15)}'`;
    }
    case 'basketball': {
      const quarter = Math.min(4, Math.floor(progress * 4) + 1);
      const left = Math.max(0, Math.round((quarter / 4 - progress) * 48 * 60));
      return `${quarter}Q ${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
    }
    case 'baseball': {
      const halves = Math.floor(progress * 18);
      return `${Math.floor(halves / 2) + 1}회${halves % 2 === 0 ? '초' : '말'}`;
    }
    case 'hockey':
      return `${Math.min(3, Math.floor(progress * 3) + 1)}P`;
    case 'tennis':
    case 'esports':
      return `${setsPlayed + 1}세트`;
  }
}
