import { seededRandom } from '../lib/seeded-random';
import type { SportDefinition } from './catalog';
import { bestOfThreeMatrix, normalMatrix, poissonMatrix, shiftMatrix, type ScoreMatrix } from './odds';

/** One seed from several numbers (FNV-1a over each number's low and high 32 bits). */
export function hashSeed(...parts: number[]): number {
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

/** A team's strength, the same for every fixture of the seed. */
export function rating(seed: number, leagueId: number, teamIndex: number): number {
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

export function buildModel(
  sport: SportDefinition,
  homeRating: number,
  awayRating: number,
  random: () => number,
): MatchModel {
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
