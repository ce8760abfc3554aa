import { BET_STATUS, FIXTURE_STATUS } from '@hanpan/contract';
import { koreanDayNumber } from '@hanpan/rules';
import { seededRandom } from '../lib/seeded-random';
import { LEAGUES, LOCATIONS, SPORTS, participantId, type LeagueDefinition, type SportDefinition } from './catalog';
import type { FeedAdapter, FeedFixture, FeedSnapshot } from './feed-adapter';
import { buildModel, hashSeed, rating } from './match-model';
import { buildMarkets, toFeedMarkets } from './simulator-markets';
import {
  MINUTE_MS,
  clockOf,
  leagueDay,
  simulationClock,
  type FeedSchedule,
  type SimulationClock,
} from './simulator-schedule';

export type { FeedSchedule } from './simulator-schedule';

const DAY_MS = 86_400_000;

export type SimulatorOptions = {
  seed: number;
  /** How far ahead fixtures are listed, in simulated days. */
  daysAhead?: number;
  /** How many times faster than real time the simulation runs (demos and tests); see `schedule`. */
  speed?: number;
  /**
   * `calendar` (the default): fixtures kick off at their leagues' usual Korean times and `speed`
   * only plays a match faster once it has kicked off. `compressed`: the whole calendar runs `speed`
   * times faster, kick-offs included, so a day of fixtures passes in 24 hours / speed and some are
   * always kicking off, in play and finishing.
   */
  schedule?: FeedSchedule;
};

/** A fixture's place in the schedule, without its markets: what a lifecycle is made of. */
export type ScheduledFixture = {
  id: number;
  sportId: number;
  leagueId: number;
  /** Kick-off and final whistle on the app's clock. */
  startDate: Date;
  endDate: Date;
  status: number;
};

/** A simulated feed: the adapter's snapshot, and the schedule alone (cheap: no prices). */
export type SimulatorFeed = FeedAdapter & { schedule(now: Date): ScheduledFixture[] };

/** The options with their defaults applied, and the clock they give. */
type Simulation = { seed: number; daysAhead: number; speed: number; clock: SimulationClock };

type Game = ScheduledFixture & {
  league: LeagueDefinition;
  sport: SportDefinition;
  game: ReturnType<typeof leagueDay>[number];
  elapsedMinutes: number;
};

/** Every fixture listed at `now`: from yesterday's round (simulated) to the horizon, until a simulated day after its end. */
function gamesAt({ seed, daysAhead, speed, clock }: Simulation, now: Date): Game[] {
  const simulatedNow = clock.simulated(now.getTime());
  const today = koreanDayNumber(new Date(simulatedNow));
  const horizon = simulatedNow + daysAhead * DAY_MS;
  const games: Game[] = [];
  for (const league of LEAGUES) {
    const sport = SPORTS.find((candidate) => candidate.id === league.sportId)!;
    for (let dayNumber = today - 1; dayNumber <= today + daysAhead; dayNumber++) {
      for (const game of leagueDay(seed, league, dayNumber)) {
        if (game.start.getTime() > horizon) continue;
        const startDate = new Date(clock.real(game.start.getTime()));
        const elapsedMinutes = clock.matchMinutes(startDate.getTime(), now.getTime());
        // A finished fixture stays in the feed for a day, so its result is seen even after a pause.
        if (elapsedMinutes > sport.durationMinutes + 24 * 60) continue;
        let status: number = FIXTURE_STATUS.notStarted;
        if (elapsedMinutes >= sport.durationMinutes) status = FIXTURE_STATUS.finished;
        else if (elapsedMinutes >= 0) status = FIXTURE_STATUS.inPlay;
        else if (elapsedMinutes > -10) status = FIXTURE_STATUS.aboutToStart;
        games.push({
          id: league.id * 100_000_000 + dayNumber * 10 + game.slot,
          sportId: sport.id,
          leagueId: league.id,
          startDate,
          endDate: new Date(Math.ceil(startDate.getTime() + (sport.durationMinutes * MINUTE_MS) / speed)),
          status,
          league,
          sport,
          game,
          elapsedMinutes,
        });
      }
    }
  }
  return games;
}

/** A listed fixture with its score, clock and every market priced for the moment. */
function fixture(seed: number, { id, league, sport, game, startDate, status, elapsedMinutes }: Game): FeedFixture {
  const random = seededRandom(hashSeed(seed, id));
  const model = buildModel(sport, rating(seed, league.id, game.home), rating(seed, league.id, game.away), random);
  if (sport.key !== 'soccer' && model.timeline.home.length === model.timeline.away.length) {
    // Level at the end: the deciding point comes in extra time, at the final whistle.
    (random() < 0.5 ? model.timeline.home : model.timeline.away).push(1);
  }
  const progress = Math.min(1, Math.max(0, elapsedMinutes / sport.durationMinutes));
  const scored = (times: number[]) => times.filter((time) => time <= progress).length;
  const score = { home: scored(model.timeline.home), away: scored(model.timeline.away) };

  const live = status === FIXTURE_STATUS.inPlay ? model.remaining(progress, score.home, score.away) : model.matrix;
  const marketStatus = status === FIXTURE_STATUS.finished ? BET_STATUS.suspended : BET_STATUS.open;
  const marketSpecs = buildMarkets(
    sport,
    model.matrix,
    live,
    status === FIXTURE_STATUS.inPlay ? score : { home: 0, away: 0 },
  );
  const setsPlayed = score.home + score.away;
  return {
    id,
    sportId: sport.id,
    locationId: league.locationId,
    leagueId: league.id,
    homeParticipantId: participantId(league.id, game.home),
    awayParticipantId: participantId(league.id, game.away),
    startDate,
    status,
    score:
      status === FIXTURE_STATUS.notStarted || status === FIXTURE_STATUS.aboutToStart
        ? null
        : {
            ...score,
            clock: status === FIXTURE_STATUS.finished ? '종료' : clockOf(sport, elapsedMinutes, setsPlayed),
          },
    markets: toFeedMarkets(id, marketSpecs, marketStatus),
  };
}

/** The default feed: a deterministic simulation of the leagues in the catalogue. */
export function createSimulatorFeed(options: SimulatorOptions): SimulatorFeed {
  const speed = options.speed ?? 1;
  const simulation: Simulation = {
    seed: options.seed,
    daysAhead: options.daysAhead ?? 3,
    speed,
    clock: simulationClock(options.schedule ?? 'calendar', speed),
  };
  return {
    snapshot(now: Date): FeedSnapshot {
      return {
        sports: SPORTS.map((sport, index) => ({ id: sport.id, slug: sport.slug, name: sport.name, sortOrder: index })),
        locations: LOCATIONS,
        leagues: LEAGUES.map(({ id, sportId, locationId, name, englishName }) => ({
          id,
          sportId,
          locationId,
          name,
          englishName,
        })),
        participants: LEAGUES.flatMap((league) =>
          league.teams.map(({ name, englishName }, index) => ({
            id: participantId(league.id, index),
            name,
            englishName,
            logo: `/api/sports/logos/${participantId(league.id, index)}.svg`,
          })),
        ),
        fixtures: gamesAt(simulation, now).map((game) => fixture(simulation.seed, game)),
      };
    },
    schedule(now: Date): ScheduledFixture[] {
      return gamesAt(simulation, now).map(({ id, sportId, leagueId, startDate, endDate, status }) => ({
        id,
        sportId,
        leagueId,
        startDate,
        endDate,
        status,
      }));
    },
  };
}
