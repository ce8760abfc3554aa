import { BET_STATUS } from '@hanpan/contract';
import type { SportDefinition } from './catalog';
import type { FeedBet, FeedMarket } from './feed-adapter';
import {
  expectedMargin,
  expectedTotal,
  handicapPrices,
  oddTotalProbability,
  priceFromProbability,
  probabilityOf,
  threeWay,
  totalsPrices,
  twoWay,
  type ScoreMatrix,
} from './odds';

type BetSpec = Omit<FeedBet, 'id' | 'sortOrder' | 'status'> & { decided?: boolean };
type MarketSpec = Omit<FeedMarket, 'id' | 'bets' | 'status' | 'sortOrder'> & { bets: BetSpec[] };

const formatLine = (line: number) => String(Math.round(line * 100) / 100);

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** A bet without a line, priced from its probability. */
const linelessBet = (name: string, koreanName: string, probability: number): BetSpec => ({
  name,
  koreanName,
  line: null,
  baseLine: null,
  priceX100: priceFromProbability(probability),
});

/**
 * Every market of a fixture, priced from `live` (the matrix now) on lines placed from `prematch`
 * (so ids and lines stay put while prices move). A line already decided by the score is
 * suspended rather than offered at a certain price.
 */
export function buildMarkets(
  sport: SportDefinition,
  prematch: ScoreMatrix,
  live: ScoreMatrix,
  score: { home: number; away: number },
): MarketSpec[] {
  const markets = [
    moneylineMarket(sport, live),
    handicapMarket(sport, prematch, live),
    totalsMarket(sport, prematch, live, score.home + score.away),
  ];
  const correctScore = correctScoreMarket(sport, prematch, live, score);
  if (correctScore) markets.push(correctScore);
  if (sport.key === 'soccer') markets.push(doubleChanceMarket(live), bothTeamsToScoreMarket(live, score));
  if (sport.key !== 'tennis' && sport.key !== 'esports') markets.push(oddEvenMarket(live));
  return markets;
}

const open = (decided: boolean | undefined) => (decided ? BET_STATUS.suspended : BET_STATUS.open);

/** The fixture's markets as the feed gives them: ids follow from the fixture id and each position. */
export function toFeedMarkets(fixtureId: number, specs: MarketSpec[], marketStatus: number): FeedMarket[] {
  return specs.map((market, marketIndex): FeedMarket => {
    const marketId = fixtureId * 100 + marketIndex;
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
}

function moneylineMarket(sport: SportDefinition, live: ScoreMatrix): MarketSpec {
  // Soccer alone settles on a draw; every other sport plays on (overtime, extra innings) to a winner.
  if (sport.key === 'soccer') {
    const { home, draw, away } = threeWay(live);
    return {
      marketTypeId: 1,
      name: '1X2',
      koreanName: '승무패',
      category: '주요',
      parlaySubgroup: 'moneyline',
      isMain: true,
      bets: [linelessBet('1', '홈', home), linelessBet('X', '무승부', draw), linelessBet('2', '원정', away)],
    };
  }
  const { home, away } = twoWay(live);
  return {
    marketTypeId: 52,
    name: '12',
    koreanName: '승패',
    category: '주요',
    parlaySubgroup: 'moneyline',
    isMain: true,
    bets: [linelessBet('1', '홈', home), linelessBet('2', '원정', away)],
  };
}

function handicapMarket(sport: SportDefinition, prematch: ScoreMatrix, live: ScoreMatrix): MarketSpec {
  return {
    marketTypeId: 3,
    name: 'Asian Handicap',
    koreanName: '핸디캡',
    category: '핸디캡',
    parlaySubgroup: 'handicap',
    isMain: true,
    bets: handicapLinesFor(sport, prematch).flatMap((line) => {
      const prices = handicapPrices(live, line);
      return [
        { name: '1', koreanName: '홈', line: formatLine(line), baseLine: formatLine(line), priceX100: prices.home },
        { name: '2', koreanName: '원정', line: formatLine(-line), baseLine: formatLine(line), priceX100: prices.away },
      ];
    }),
  };
}

function totalsMarket(sport: SportDefinition, prematch: ScoreMatrix, live: ScoreMatrix, total: number): MarketSpec {
  return {
    marketTypeId: 2,
    name: 'Under/Over',
    koreanName: '오버언더',
    category: '오버언더',
    parlaySubgroup: 'totals',
    isMain: true,
    bets: totalLinesFor(sport, prematch).flatMap((line) => {
      const prices = totalsPrices(live, line);
      const decided = total > line;
      const lines = { line: formatLine(line), baseLine: formatLine(line) };
      return [
        { name: 'Over', koreanName: '오버', ...lines, priceX100: prices.over, decided },
        { name: 'Under', koreanName: '언더', ...lines, priceX100: prices.under, decided },
      ];
    }),
  };
}

/** Correct scores up to a sport's limit per side; none for sports scored too high to list. */
function correctScoreMarket(
  sport: SportDefinition,
  prematch: ScoreMatrix,
  live: ScoreMatrix,
  score: { home: number; away: number },
): MarketSpec | null {
  const scoreLimit = { soccer: 4, hockey: 0, baseball: 0, basketball: 0, tennis: 2, esports: 2 }[sport.key];
  if (scoreLimit === 0) return null;
  const scores: BetSpec[] = [];
  let listed = 0;
  for (let h = 0; h <= scoreLimit; h++) {
    for (let a = 0; a <= scoreLimit; a++) {
      const p = live[h]?.[a] ?? 0;
      if (sport.key !== 'soccer' && p === 0 && prematch[h]?.[a] === 0) continue;
      listed += p;
      scores.push({ ...linelessBet(`${h}-${a}`, `${h}:${a}`, p), decided: h < score.home || a < score.away });
    }
  }
  if (sport.key === 'soccer') scores.push(linelessBet('Any Other Score', '기타 스코어', 1 - listed));
  return {
    marketTypeId: 6,
    name: 'Correct Score',
    koreanName: '정확한 스코어',
    category: '스코어',
    parlaySubgroup: null,
    isMain: false,
    bets: scores,
  };
}

function doubleChanceMarket(live: ScoreMatrix): MarketSpec {
  const { home, draw, away } = threeWay(live);
  return {
    marketTypeId: 7,
    name: 'Double Chance',
    koreanName: '더블찬스',
    category: '기타',
    parlaySubgroup: null,
    isMain: false,
    bets: [
      linelessBet('1X', '홈 또는 무승부', home + draw),
      linelessBet('12', '홈 또는 원정', home + away),
      linelessBet('X2', '무승부 또는 원정', draw + away),
    ],
  };
}

function bothTeamsToScoreMarket(live: ScoreMatrix, score: { home: number; away: number }): MarketSpec {
  const both = probabilityOf(live, (h, a) => h > 0 && a > 0);
  const decided = score.home > 0 && score.away > 0;
  return {
    marketTypeId: 17,
    name: 'Both Teams To Score',
    koreanName: '양팀 득점',
    category: '기타',
    parlaySubgroup: null,
    isMain: false,
    bets: [
      { ...linelessBet('Yes', '예', both), decided },
      { ...linelessBet('No', '아니오', 1 - both), decided },
    ],
  };
}

function oddEvenMarket(live: ScoreMatrix): MarketSpec {
  const odd = oddTotalProbability(live);
  return {
    marketTypeId: 5,
    name: 'Odd/Even',
    koreanName: '홀짝',
    category: '기타',
    parlaySubgroup: null,
    isMain: false,
    bets: [linelessBet('Odd', '홀', odd), linelessBet('Even', '짝', 1 - odd)],
  };
}

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
