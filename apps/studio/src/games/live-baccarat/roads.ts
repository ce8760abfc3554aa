/**
 * The scoreboards ("roads") of a baccarat table, drawn from its dealt rounds, oldest first.
 * Pure: the table component only lays out what these return.
 */

export type RoadWinner = 'player' | 'banker' | 'tie';

/** What a road needs of one dealt round. */
export interface RoadRound {
  /** The round's 회차, to name its bead. */
  round_of_day: number;
  winner: RoadWinner;
  player_pair: boolean;
  banker_pair: boolean;
}

/** Both roads are six rows high. */
export const ROAD_ROWS = 6;

export interface BeadCell {
  col: number;
  row: number;
  round_of_day: number;
  winner: RoadWinner;
  playerPair: boolean;
  bankerPair: boolean;
}

/** Bead road: one bead per round, filling each column top to bottom, columns left to right. */
export function beadRoad(rounds: readonly RoadRound[]): BeadCell[] {
  return rounds.map((round, index) => ({
    col: Math.floor(index / ROAD_ROWS),
    row: index % ROAD_ROWS,
    round_of_day: round.round_of_day,
    winner: round.winner,
    playerPair: round.player_pair,
    bankerPair: round.banker_pair,
  }));
}

export interface BigRoadCell {
  col: number;
  row: number;
  /** null only while the rounds so far are all ties: the first cell holds them until a side wins. */
  winner: 'player' | 'banker' | null;
  /** Ties dealt right after this result (or, on the first cell, before it): a green slash and their count. */
  ties: number;
}

/**
 * Big road, by the usual rules: a streak of one side runs down a column; when the other side
 * wins a new column starts at the top, right of where the last streak started. A tie is no new
 * cell: it is counted on the cell before it. A streak that reaches the bottom row (or a cell
 * already taken) turns right and runs along that row: the dragon tail.
 */
export function bigRoad(rounds: readonly RoadRound[]): BigRoadCell[] {
  const cells: BigRoadCell[] = [];
  const taken = new Set<string>();
  const key = (col: number, row: number) => `${col}:${row}`;
  const put = (cell: BigRoadCell) => {
    cells.push(cell);
    taken.add(key(cell.col, cell.row));
  };
  /** The column the current streak started in; -1 before the first. */
  let streakCol = -1;

  for (const round of rounds) {
    const last = cells.at(-1);
    if (round.winner === 'tie') {
      if (last) last.ties += 1;
      else put({ col: 0, row: 0, winner: null, ties: 1 });
      continue;
    }
    if (last && last.winner === null) {
      // The shoe opened with ties: the first result takes their cell.
      last.winner = round.winner;
      streakCol = last.col;
      continue;
    }
    if (last && last.winner === round.winner) {
      // Down while the column has room and the streak has not turned yet; right otherwise.
      const turned = last.col !== streakCol;
      const down = last.row + 1;
      if (!turned && down < ROAD_ROWS && !taken.has(key(last.col, down))) {
        put({ col: last.col, row: down, winner: round.winner, ties: 0 });
      } else {
        let col = last.col + 1;
        while (taken.has(key(col, last.row))) col += 1;
        put({ col, row: last.row, winner: round.winner, ties: 0 });
      }
      continue;
    }
    // The other side won: a new column, at the top.
    let col = streakCol + 1;
    while (taken.has(key(col, 0))) col += 1;
    streakCol = col;
    put({ col, row: 0, winner: round.winner, ties: 0 });
  }
  return cells;
}

/** How many columns a road fills: one past its rightmost cell. */
export function roadColumns(cells: readonly { col: number }[]): number {
  return cells.reduce((most, cell) => Math.max(most, cell.col + 1), 0);
}

/** The count of each result, for the line above the roads. */
export function roadTally(rounds: readonly RoadRound[]): Record<RoadWinner, number> {
  const tally: Record<RoadWinner, number> = { player: 0, banker: 0, tie: 0 };
  for (const round of rounds) tally[round.winner] += 1;
  return tally;
}
