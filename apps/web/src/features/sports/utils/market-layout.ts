import type { Bet, Market } from '@hanpan/contract';
import { i18n } from '@/lib/i18n/i18n';

/** The feed's market types (product rules section 3) that get their own layout. */
export const MARKET_TYPE = {
  oneXTwo: 1,
  underOver: 2,
  asianHandicap: 3,
  correctScore: 6,
  moneyline: 52,
} as const;

/** A row of a lined market: the line, and the bet of each column (missing when the feed has none). */
export interface LineRow {
  line: string;
  cells: (Bet | undefined)[];
}

export type MarketLayout =
  /** 1X2 (home, draw 무승부, away) or 12 (home, away): one row of columns. */
  | { kind: 'columns'; headers: string[]; bets: (Bet | undefined)[] }
  /** Totals (Over 오버, Under 언더) and handicap (home, away): a row per line, sorted by line. */
  | { kind: 'lines'; headers: string[]; rows: LineRow[]; signedLines: boolean }
  /** Correct score: a row per home goal count; "Any Other Score" apart. */
  | { kind: 'scores'; groups: { homeGoals: number; bets: Bet[] }[]; others: Bet[] }
  /** Anything else: a grid. */
  | { kind: 'grid'; bets: Bet[] };

const byName = (bets: Bet[], name: string) => bets.find((bet) => bet.name === name);
const numeric = (value: string | null) => {
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : Number.POSITIVE_INFINITY;
};

/** Pairs each line's bets: one row per distinct `key(bet)`, sorted ascending by that line. */
function lineRows(bets: Bet[], columns: readonly string[], key: (bet: Bet) => string | null): LineRow[] {
  const rows = new Map<string, LineRow>();
  for (const bet of bets) {
    const line = key(bet) ?? '';
    const column = columns.indexOf(bet.name);
    if (column === -1) continue;
    const row = rows.get(line) ?? { line, cells: columns.map(() => undefined) };
    row.cells[column] = bet;
    rows.set(line, row);
  }
  return [...rows.values()].sort((a, b) => numeric(a.line) - numeric(b.line));
}

/** "2-1" → 2 home goals; undefined for a name that is no score ("Any Other Score"). */
function homeGoalsOf(bet: Bet): number | undefined {
  const match = /^(\d+)\s*[-:]\s*(\d+)$/.exec(bet.name);
  return match ? Number(match[1]) : undefined;
}

function awayGoalsOf(bet: Bet): number {
  const match = /^(\d+)\s*[-:]\s*(\d+)$/.exec(bet.name);
  return match ? Number(match[2]) : 0;
}

/** How a market's bets are laid out in the fixture detail panel (spec section 2), headed in the language shown. */
export function marketLayout(
  market: Pick<Market, 'market_type_id' | 'bets'>,
  teams: { home: string; away: string },
): MarketLayout {
  const { bets } = market;
  switch (market.market_type_id) {
    case MARKET_TYPE.oneXTwo:
      return {
        kind: 'columns',
        headers: [teams.home, i18n.t('sports:market.draw'), teams.away],
        bets: ['1', 'X', '2'].map((name) => byName(bets, name)),
      };
    case MARKET_TYPE.moneyline:
      return { kind: 'columns', headers: [teams.home, teams.away], bets: ['1', '2'].map((name) => byName(bets, name)) };
    case MARKET_TYPE.underOver:
      return {
        kind: 'lines',
        headers: [i18n.t('sports:market.over'), i18n.t('sports:market.under')],
        rows: lineRows(bets, ['Over', 'Under'], (bet) => bet.line),
        signedLines: false,
      };
    case MARKET_TYPE.asianHandicap:
      // Both sides of a line share the home side's base_line; rows go by the home line.
      return {
        kind: 'lines',
        headers: [teams.home, teams.away],
        rows: lineRows(bets, ['1', '2'], (bet) => bet.base_line ?? bet.line),
        signedLines: true,
      };
    case MARKET_TYPE.correctScore: {
      const groups = new Map<number, Bet[]>();
      for (const bet of bets) {
        const homeGoals = homeGoalsOf(bet);
        if (homeGoals === undefined) continue;
        groups.set(homeGoals, [...(groups.get(homeGoals) ?? []), bet]);
      }
      return {
        kind: 'scores',
        groups: [...groups.entries()]
          .sort(([a], [b]) => a - b)
          .map(([homeGoals, group]) => ({ homeGoals, bets: group.sort((a, b) => awayGoalsOf(a) - awayGoalsOf(b)) })),
        others: bets.filter((bet) => homeGoalsOf(bet) === undefined),
      };
    }
    default:
      return { kind: 'grid', bets };
  }
}
