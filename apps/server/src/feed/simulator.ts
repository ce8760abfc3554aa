import { BET_STATUS, FIXTURE_STATUS } from '@hanpan/contract';
import { koreanDayNumber, startOfKoreanDayNumber } from '@hanpan/rules';
import { seededRandom } from '../lib/seeded-random';
import { LEAGUES, LOCATIONS, SPORTS, participantId, type LeagueDefinition, type SportDefinition } from './catalog';
import type { FeedAdapter, FeedBet, FeedFixture, FeedMarket, FeedSnapshot } from './feed-adapter';
import {
  bestOfThreeMatrix,
  expectedMargin,
  expectedTotal,
  handicapPrices,
  normalMatrix,
  poissonMatrix,
  priceFromProbability,
  probabilityOf,
  shiftMatrix,
  threeWay,
  totalsPrices,
  twoWay,
  type ScoreMatrix,
} from './odds';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

function hashSeed(...parts: number[]): number {
  let hash = 2_166_136_261;
  for (const part of parts) {
    hash ^= part & 0xffffffff;
    hash = Math.imul(hash, 16_777_619);
    hash ^= Math.floor(part / 4_294_967_296);
    hash = Math.imul(hash, 16_777_619);
  }
  return hash >>> 0;
}

function samplePoisson(random: () => number, lambda: number): number {
  let k = 0;
  let p = Math.exp(-lambda);
  let cumulative = p;
  const u = random();
  while (u > cumulative && k < 50) {
    k += 1;
    p = (p * lambda) / k;
    cumulative += p;
  }
  return k;
}

function sampleNormal(random: () => number, mean: number, deviation: number): number {
  const u = Math.max(random(), 1e-12);
  return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

const formatLine = (line: number) => String(Math.round(line * 100) / 100);

/** A team's strength, the same for every fixture of the seed. */
function rating(seed: number, leagueId: number, teamIndex: number): number {
  return 0.75 + 0.6 * seededRandom(hashSeed(seed, leagueId, teamIndex))();
}

/** The fixture's expected scores and the matrix of final scores before kick-off. */
type MatchModel = {
  matrix: ScoreMatrix;
  /** Final scores as this fixture will play out, and when each point falls (fraction of the match). */
  timeline: { home: number[]; away: number[] };
  /** Distribution of the final score from a live score with part of the match still to play. */
  remaining(progress: number, scoreHome: number, scoreAway: number): ScoreMatrix;
};

function buildModel(sport: SportDefinition, homeRating: number, awayRating: number, random: () => number): MatchModel {
  const strength = homeRating / (homeRating + awayRating);
  const goalTimes = (count: number) => Array.from({ length: count }, () => random()).sort((a, b) => a - b);
  switch (sport.key) {
    case 'soccer':
    case 'hockey':
    case 'baseball': {
      const base = { soccer: 1.35, hockey: 2.9, baseball: 4.4 }[sport.key];
      const max = { soccer: 10, hockey: 12, baseball: 20 }[sport.key];
      const home = base * (homeRating / awayRating) ** 0.6 * 1.08;
      const away = base * (awayRating / homeRating) ** 0.6;
      return {
        matrix: poissonMatrix(home, away, max),
        timeline: { home: goalTimes(samplePoisson(random, home)), away: goalTimes(samplePoisson(random, away)) },
        remaining: (progress, h, a) =>
          shiftMatrix(poissonMatrix(home * (1 - progress), away * (1 - progress), max), h, a),
      };
    }
    case 'basketball': {
      const home = 108 * (homeRating / awayRating) ** 0.25 + 2;
      const away = 108 * (awayRating / homeRating) ** 0.25;
      const finalHome = Math.round(sampleNormal(random, home, 11));
      const finalAway = Math.round(sampleNormal(random, away, 11));
      // Points arrive evenly through the game; each point is a moment in the timeline.
      const spread = (total: number) =>
        Array.from({ length: Math.max(total, 0) }, (_, index) => (index + random()) / total);
      return {
        matrix: normalMatrix(home, away, 11),
        timeline: { home: spread(finalHome), away: spread(finalAway) },
        remaining: (progress, h, a) =>
          shiftMatrix(
            normalMatrix(home * (1 - progress), away * (1 - progress), Math.max(1, 11 * Math.sqrt(1 - progress))),
            h,
            a,
          ),
      };
    }
    case 'tennis':
    case 'esports': {
      const setWin = Math.min(0.9, Math.max(0.1, 0.5 + (strength - 0.5) * 1.6));
      const sets: ('home' | 'away')[] = [];
      while (sets.filter((set) => set === 'home').length < 2 && sets.filter((set) => set === 'away').length < 2) {
        sets.push(random() < setWin ? 'home' : 'away');
      }
      const setEnd = (index: number) => (index + 1) / 3;
      return {
        matrix: bestOfThreeMatrix(setWin),
        timeline: {
          home: sets.flatMap((set, index) => (set === 'home' ? [setEnd(index)] : [])),
          away: sets.flatMap((set, index) => (set === 'away' ? [setEnd(index)] : [])),
        },
        remaining: (_progress, h, a) => bestOfThreeFrom(setWin, h, a),
      };
    }
  }
}

/** Final set scores of a best of three from the current one. */
function bestOfThreeFrom(p: number, home: number, away: number): ScoreMatrix {
  const matrix = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ];
  const walk = (h: number, a: number, probability: number) => {
    if (h === 2 || a === 2) {
      matrix[h]![a]! += probability;
      return;
    }
    walk(h + 1, a, probability * p);
    walk(h, a + 1, probability * (1 - p));
  };
  walk(home, away, 1);
  return matrix;
}

function clockOf(sport: SportDefinition, elapsedMinutes: number, setsPlayed: number): string {
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

type BetSpec = Omit<FeedBet, 'id' | 'sortOrder' | 'status'> & { decided?: boolean };
type MarketSpec = Omit<FeedMarket, 'id' | 'bets' | 'status' | 'sortOrder'> & { bets: BetSpec[] };

const open = (decided: boolean | undefined) => (decided ? BET_STATUS.suspended : BET_STATUS.open);

/**
 * Every market of a fixture, priced from `live` (the matrix now) on lines placed from `prematch`
 * (so ids and lines stay put while prices move). A line already decided by the score is
 * suspended rather than offered at a certain price.
 */
function buildMarkets(
  sport: SportDefinition,
  prematch: ScoreMatrix,
  live: ScoreMatrix,
  score: { home: number; away: number },
): MarketSpec[] {
  const markets: MarketSpec[] = [];
  const total = score.home + score.away;
  // Soccer alone settles on a draw; every other sport plays on (overtime, extra innings) to a winner.
  const hasDraw = sport.key === 'soccer';

  if (hasDraw) {
    const { home, draw, away } = threeWay(live);
    markets.push({
      marketTypeId: 1,
      name: '1X2',
      koreanName: '승무패',
      category: '주요',
      parlaySubgroup: 'moneyline',
      isMain: true,
      bets: [
        { name: '1', koreanName: '홈', line: null, baseLine: null, priceX100: priceFromProbability(home) },
        { name: 'X', koreanName: '무승부', line: null, baseLine: null, priceX100: priceFromProbability(draw) },
        { name: '2', koreanName: '원정', line: null, baseLine: null, priceX100: priceFromProbability(away) },
      ],
    });
  }
  if (sport.key !== 'soccer') {
    const { home, away } = twoWay(live);
    markets.push({
      marketTypeId: 52,
      name: '12',
      koreanName: '승패',
      category: '주요',
      parlaySubgroup: 'moneyline',
      isMain: !hasDraw,
      bets: [
        { name: '1', koreanName: '홈', line: null, baseLine: null, priceX100: priceFromProbability(home) },
        { name: '2', koreanName: '원정', line: null, baseLine: null, priceX100: priceFromProbability(away) },
      ],
    });
  }

  const handicapLines = handicapLinesFor(sport, prematch);
  markets.push({
    marketTypeId: 3,
    name: 'Asian Handicap',
    koreanName: '핸디캡',
    category: '핸디캡',
    parlaySubgroup: 'handicap',
    isMain: true,
    bets: handicapLines.flatMap((line) => {
      const prices = handicapPrices(live, line);
      return [
        { name: '1', koreanName: '홈', line: formatLine(line), baseLine: formatLine(line), priceX100: prices.home },
        { name: '2', koreanName: '원정', line: formatLine(-line), baseLine: formatLine(line), priceX100: prices.away },
      ];
    }),
  });

  markets.push({
    marketTypeId: 2,
    name: 'Under/Over',
    koreanName: '오버언더',
    category: '오버언더',
    parlaySubgroup: 'totals',
    isMain: true,
    bets: totalLinesFor(sport, prematch).flatMap((line) => {
      const prices = totalsPrices(live, line);
      const decided = total > line;
      return [
        {
          name: 'Over',
          koreanName: '오버',
          line: formatLine(line),
          baseLine: formatLine(line),
          priceX100: prices.over,
          decided,
        },
        {
          name: 'Under',
          koreanName: '언더',
          line: formatLine(line),
          baseLine: formatLine(line),
          priceX100: prices.under,
          decided,
        },
      ];
    }),
  });

  const scoreLimit = { soccer: 4, hockey: 0, baseball: 0, basketball: 0, tennis: 2, esports: 2 }[sport.key];
  if (scoreLimit > 0) {
    const scores: BetSpec[] = [];
    let listed = 0;
    for (let h = 0; h <= scoreLimit; h++) {
      for (let a = 0; a <= scoreLimit; a++) {
        const p = live[h]?.[a] ?? 0;
        if (sport.key !== 'soccer' && p === 0 && prematch[h]?.[a] === 0) continue;
        listed += p;
        scores.push({
          name: `${h}-${a}`,
          koreanName: `${h}:${a}`,
          line: null,
          baseLine: null,
          priceX100: priceFromProbability(p),
          decided: h < score.home || a < score.away,
        });
      }
    }
    if (sport.key === 'soccer') {
      scores.push({
        name: 'Any Other Score',
        koreanName: '기타 스코어',
        line: null,
        baseLine: null,
        priceX100: priceFromProbability(1 - listed),
      });
    }
    markets.push({
      marketTypeId: 6,
      name: 'Correct Score',
      koreanName: '정확한 스코어',
      category: '스코어',
      parlaySubgroup: null,
      isMain: false,
      bets: scores,
    });
  }

  if (sport.key === 'soccer') {
    const { home, draw, away } = threeWay(live);
    markets.push({
      marketTypeId: 7,
      name: 'Double Chance',
      koreanName: '더블찬스',
      category: '기타',
      parlaySubgroup: null,
      isMain: false,
      bets: [
        {
          name: '1X',
          koreanName: '홈 또는 무승부',
          line: null,
          baseLine: null,
          priceX100: priceFromProbability(home + draw),
        },
        {
          name: '12',
          koreanName: '홈 또는 원정',
          line: null,
          baseLine: null,
          priceX100: priceFromProbability(home + away),
        },
        {
          name: 'X2',
          koreanName: '무승부 또는 원정',
          line: null,
          baseLine: null,
          priceX100: priceFromProbability(draw + away),
        },
      ],
    });
    const both = probabilityOf(live, (h, a) => h > 0 && a > 0);
    markets.push({
      marketTypeId: 17,
      name: 'Both Teams To Score',
      koreanName: '양팀 득점',
      category: '기타',
      parlaySubgroup: null,
      isMain: false,
      bets: [
        {
          name: 'Yes',
          koreanName: '예',
          line: null,
          baseLine: null,
          priceX100: priceFromProbability(both),
          decided: score.home > 0 && score.away > 0,
        },
        {
          name: 'No',
          koreanName: '아니오',
          line: null,
          baseLine: null,
          priceX100: priceFromProbability(1 - both),
          decided: score.home > 0 && score.away > 0,
        },
      ],
    });
  }
  if (sport.key !== 'tennis' && sport.key !== 'esports') {
    const odd = probabilityOf(live, (h, a) => (h + a) % 2 === 1);
    markets.push({
      marketTypeId: 5,
      name: 'Odd/Even',
      koreanName: '홀짝',
      category: '기타',
      parlaySubgroup: null,
      isMain: false,
      bets: [
        { name: 'Odd', koreanName: '홀', line: null, baseLine: null, priceX100: priceFromProbability(odd) },
        { name: 'Even', koreanName: '짝', line: null, baseLine: null, priceX100: priceFromProbability(1 - odd) },
      ],
    });
  }
  return markets;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

function handicapLinesFor(sport: SportDefinition, matrix: ScoreMatrix): number[] {
  const fair = -expectedMargin(matrix);
  switch (sport.key) {
    case 'soccer': {
      const main = roundTo(fair, 0.25);
      return [-1, -0.5, -0.25, 0, 0.25, 0.5, 1].map((offset) => main + offset);
    }
    case 'basketball': {
      const main = Math.floor(fair) + 0.5;
      return [-6, -3, 0, 3, 6].map((offset) => main + offset);
    }
    case 'baseball':
    case 'hockey':
      return [-2.5, -1.5, 1.5, 2.5];
    case 'tennis':
    case 'esports':
      return [-1.5, 1.5];
  }
}

function totalLinesFor(sport: SportDefinition, matrix: ScoreMatrix): number[] {
  const expected = expectedTotal(matrix);
  switch (sport.key) {
    case 'soccer':
      return [1.5, 2.25, 2.5, 2.75, 3.5, 4.5];
    case 'hockey':
      return [4.5, 5.5, 6.5];
    case 'baseball': {
      const main = Math.floor(expected) + 0.5;
      return [main - 2, main - 1, main, main + 1, main + 2];
    }
    case 'basketball': {
      const main = Math.floor(expected) + 0.5;
      return [-10, -5, 0, 5, 10].map((offset) => main + offset);
    }
    case 'tennis':
    case 'esports':
      return [2.5];
  }
}

/** Fixtures of a league on one Korean calendar day: a round of the league, one per kick-off time. */
function leagueDay(seed: number, league: LeagueDefinition, dayNumber: number) {
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

export type FeedSchedule = 'calendar' | 'compressed';

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

/**
 * Midnight in Korea on 1 January 2024: where the compressed calendar and the app's clock read the
 * same. A fixed instant, so the same seed, speed and clock give the same fixtures after a restart.
 */
const COMPRESSION_ANCHOR = new Date(Date.UTC(2023, 11, 31, 15));

/** The simulation's time against the app's clock (milliseconds since the epoch on both sides). */
type SimulationClock = {
  /** The simulated instant at an app-clock instant: which days' fixtures are listed. */
  simulated(real: number): number;
  /** The app-clock instant of a simulated one: a kick-off as the site shows it and judges bets by. */
  real(simulated: number): number;
  /** Match minutes played at `now` since a kick-off at `start` (both app clock); negative before it. */
  matchMinutes(start: number, now: number): number;
};

function simulationClock(schedule: FeedSchedule, speed: number): SimulationClock {
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

/** A simulated feed: the adapter's snapshot, and the schedule alone (cheap: no prices). */
export type SimulatorFeed = FeedAdapter & { schedule(now: Date): ScheduledFixture[] };

/** The default feed: a deterministic simulation of the leagues in the catalogue. */
export function createSimulatorFeed(options: SimulatorOptions): SimulatorFeed {
  const { seed } = options;
  const daysAhead = options.daysAhead ?? 3;
  const speed = options.speed ?? 1;
  const clock = simulationClock(options.schedule ?? 'calendar', speed);

  type Game = ScheduledFixture & {
    league: LeagueDefinition;
    sport: SportDefinition;
    game: ReturnType<typeof leagueDay>[number];
    elapsedMinutes: number;
  };

  /** Every fixture listed at `now`: from yesterday's round (simulated) to the horizon, until a simulated day after its end. */
  function gamesAt(now: Date): Game[] {
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
  function fixture({ id, league, sport, game, startDate, status, elapsedMinutes }: Game): FeedFixture {
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
    const markets = buildMarkets(
      sport,
      model.matrix,
      live,
      status === FIXTURE_STATUS.inPlay ? score : { home: 0, away: 0 },
    ).map((market, marketIndex): FeedMarket => {
      const marketId = id * 100 + marketIndex;
      return {
        ...market,
        id: marketId,
        status: marketStatus,
        sortOrder: marketIndex,
        bets: market.bets.map(({ decided, ...bet }, betIndex) => ({
          ...bet,
          id: marketId * 100 + betIndex,
          status: marketStatus === BET_STATUS.open ? open(decided) : marketStatus,
          sortOrder: betIndex,
        })),
      };
    });
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
      markets,
    };
  }

  return {
    snapshot(now: Date): FeedSnapshot {
      return {
        sports: SPORTS.map((sport, index) => ({ id: sport.id, slug: sport.slug, name: sport.name, sortOrder: index })),
        locations: LOCATIONS,
        leagues: LEAGUES.map(({ id, sportId, locationId, name }) => ({ id, sportId, locationId, name })),
        participants: LEAGUES.flatMap((league) =>
          league.teams.map((name, index) => ({
            id: participantId(league.id, index),
            name,
            logo: `/api/sports/logos/${participantId(league.id, index)}.svg`,
          })),
        ),
        fixtures: gamesAt(now).map(fixture),
      };
    },
    schedule(now: Date): ScheduledFixture[] {
      return gamesAt(now).map(({ id, sportId, leagueId, startDate, endDate, status }) => ({
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
