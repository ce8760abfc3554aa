import { describe, expect, it } from 'vitest';
import { beadRoad, bigRoad, roadColumns, roadTally, type RoadRound } from './roads';

/** Rounds from a string, oldest first: P player, B banker, T tie; `p` / `b` after one mark its pairs. */
function rounds(text: string): RoadRound[] {
  const out: RoadRound[] = [];
  for (const char of text.replace(/\s/g, '')) {
    const last = out.at(-1);
    if (char === 'p' && last) last.player_pair = true;
    else if (char === 'b' && last) last.banker_pair = true;
    else
      out.push({
        round_of_day: out.length + 1,
        winner: char === 'P' ? 'player' : char === 'B' ? 'banker' : 'tie',
        player_pair: false,
        banker_pair: false,
      });
  }
  return out;
}

/** A big road cell as "col,row winner[+ties]": "0,0 P+2". */
function cellsOf(text: string): string[] {
  return bigRoad(rounds(text)).map(
    (cell) =>
      `${cell.col},${cell.row} ${cell.winner === 'player' ? 'P' : cell.winner === 'banker' ? 'B' : '-'}${
        cell.ties > 0 ? `+${cell.ties}` : ''
      }`,
  );
}

describe('bigRoad', () => {
  it.each([
    ['nothing dealt yet', '', []],
    ['one player win', 'P', ['0,0 P']],
    ['ties at the start: one cell holding them until a side wins', 'TT', ['0,0 -+2']],
    ['ties at the start, then a banker win in their cell', 'TTB', ['0,0 B+2']],
    ['ties at the start, then a streak', 'TBB', ['0,0 B+1', '0,1 B']],
    ['a tie after a win, on that win', 'PT', ['0,0 P+1']],
    ['ties after a win, counted, then the streak goes on', 'PTTP', ['0,0 P+2', '0,1 P']],
    ['a tie between a streak and the other side', 'PPTB', ['0,0 P', '0,1 P+1', '1,0 B']],
    ['alternating wins: a column each', 'PBPB', ['0,0 P', '1,0 B', '2,0 P', '3,0 B']],
    ['streaks down their columns', 'PPPBBP', ['0,0 P', '0,1 P', '0,2 P', '1,0 B', '1,1 B', '2,0 P']],
    [
      'a long streak turns right along the bottom row (dragon tail)',
      'BBBBBBBB',
      ['0,0 B', '0,1 B', '0,2 B', '0,3 B', '0,4 B', '0,5 B', '1,5 B', '2,5 B'],
    ],
    [
      'after a dragon tail the next streak starts in the next column, at the top',
      'BBBBBBBP',
      ['0,0 B', '0,1 B', '0,2 B', '0,3 B', '0,4 B', '0,5 B', '1,5 B', '1,0 P'],
    ],
    [
      'a streak above a tail turns right on the row above it',
      'BBBBBBBB PPPPPP',
      [
        ...['0,0 B', '0,1 B', '0,2 B', '0,3 B', '0,4 B', '0,5 B', '1,5 B', '2,5 B'],
        ...['1,0 P', '1,1 P', '1,2 P', '1,3 P', '1,4 P', '2,4 P'],
      ],
    ],
    [
      'a tie on a dragon tail marks its last cell',
      'PPPPPPPT',
      ['0,0 P', '0,1 P', '0,2 P', '0,3 P', '0,4 P', '0,5 P', '1,5 P+1'],
    ],
  ] as const)('%s', (_name, dealt, expected) => {
    expect(cellsOf(dealt)).toEqual(expected);
  });

  it('nests tails under tails and starts a streak past a tail that took its top cell', () => {
    const dealt = ['B', 'P', 'B', 'P', 'B', 'P'].map((side) => side.repeat(12)).join('') + 'BB';
    const grid = Array.from({ length: 6 }, () => Array.from({ length: 19 }, () => '.'));
    for (const cell of bigRoad(rounds(dealt))) {
      const row = grid[cell.row];
      if (row) row[cell.col] = cell.winner === 'player' ? 'P' : 'B';
    }
    expect(grid.map((row) => row.join(''))).toEqual([
      'BPBPBPPPPPPPPPPPPB.',
      'BPBPBBBBBBBBBBB..B.',
      'BPBPPPPPPPPPP......',
      'BPBBBBBBBBB........',
      'BPPPPPPPP..........',
      'BBBBBBB............',
    ]);
  });
});

describe('beadRoad', () => {
  it('fills six rows a column, top to bottom, left to right, with the pairs', () => {
    const beads = beadRoad(rounds('PpBTBbPPP B'));
    expect(beads.map((bead) => `${bead.col},${bead.row} ${bead.winner}`)).toEqual([
      '0,0 player',
      '0,1 banker',
      '0,2 tie',
      '0,3 banker',
      '0,4 player',
      '0,5 player',
      '1,0 player',
      '1,1 banker',
    ]);
    expect(beads[0]).toMatchObject({ round_of_day: 1, playerPair: true, bankerPair: false });
    expect(beads[3]).toMatchObject({ round_of_day: 4, playerPair: false, bankerPair: true });
    expect(roadColumns(beads)).toBe(2);
  });
});

describe('roadTally', () => {
  it('counts each result', () => {
    expect(roadTally(rounds('PBTBBT'))).toEqual({ player: 1, banker: 3, tie: 2 });
  });
});
