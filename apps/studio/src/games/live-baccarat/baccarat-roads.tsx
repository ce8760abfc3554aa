import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { sideLabel } from '../baccarat/baccarat-outcome';
import { beadRoad, bigRoad, roadColumns, roadTally, ROAD_ROWS, type RoadRound, type RoadWinner } from './roads';

/** A road cell's side, in px: 6 rows make a 132 px strip. */
const CELL_PX = 22;
/** A road is drawn at least this wide, so an early shoe still shows its grid. */
const MIN_COLUMNS = 14;

const BEAD_LETTER: Record<RoadWinner, string> = { player: 'P', banker: 'B', tie: 'T' };
const BEAD_CLASS: Record<RoadWinner, string> = {
  player: 'bg-sky-500 text-white',
  banker: 'bg-ruby-500 text-white',
  tie: 'bg-emerald-glow text-ink-950',
};

/** Where a cell sits on its road's grid. */
function at(col: number, row: number): CSSProperties {
  return { gridColumn: col + 1, gridRow: row + 1 };
}

/**
 * A road's grid: six rows of fixed cells, as wide as its columns, scrolling sideways inside its
 * box and kept scrolled to the newest end.
 */
function RoadGrid({ label, columns, children }: { label: string; columns: number; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const width = Math.max(columns + 1, MIN_COLUMNS);
  useEffect(() => {
    const element = box.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [columns]);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <h4 className="text-[0.7rem] font-semibold text-ink-300">{label}</h4>
      <div ref={box} className="overflow-x-auto overscroll-x-contain rounded-md border border-ink-600 bg-ink-950/60">
        <ol
          aria-label={label}
          className="grid"
          style={{
            gridTemplateColumns: `repeat(${width}, ${CELL_PX}px)`,
            gridTemplateRows: `repeat(${ROAD_ROWS}, ${CELL_PX}px)`,
            width: width * CELL_PX,
            backgroundImage:
              'linear-gradient(to right, var(--color-ink-700) 1px, transparent 1px), linear-gradient(to bottom, var(--color-ink-700) 1px, transparent 1px)',
            backgroundSize: `${CELL_PX}px ${CELL_PX}px`,
          }}
        >
          {children}
        </ol>
      </div>
    </div>
  );
}

/** Bead road: a filled bead a round (P blue, B red, T green), pairs as small dots. */
export function BeadRoad({ rounds }: { rounds: readonly RoadRound[] }) {
  const { t } = useTranslation('liveBaccarat');
  const beads = beadRoad(rounds);
  return (
    <RoadGrid label={t('beadRoad')} columns={roadColumns(beads)}>
      {beads.map((bead) => {
        const pairs = [bead.playerPair && sideLabel('player_pair'), bead.bankerPair && sideLabel('banker_pair')].filter(
          Boolean,
        );
        return (
          <li
            key={`${bead.col}:${bead.row}`}
            aria-label={[t('bead', { round: bead.round_of_day, winner: sideLabel(bead.winner) }), ...pairs].join(' · ')}
            style={at(bead.col, bead.row)}
            className="relative flex items-center justify-center"
          >
            <span
              className={clsx(
                'flex size-4.5 items-center justify-center rounded-full text-[0.6rem] leading-none font-extrabold',
                BEAD_CLASS[bead.winner],
              )}
            >
              {BEAD_LETTER[bead.winner]}
            </span>
            {bead.bankerPair && (
              <span className="absolute top-0.5 left-0.5 size-1.5 rounded-full bg-ruby-500 ring-1 ring-white" />
            )}
            {bead.playerPair && (
              <span className="absolute right-0.5 bottom-0.5 size-1.5 rounded-full bg-sky-500 ring-1 ring-white" />
            )}
          </li>
        );
      })}
    </RoadGrid>
  );
}

/** Big road: hollow rings (P blue, B red) in streaks; a tie is a green slash on the cell before it. */
export function BigRoad({ rounds }: { rounds: readonly RoadRound[] }) {
  const { t } = useTranslation('liveBaccarat');
  const cells = bigRoad(rounds);
  return (
    <RoadGrid label={t('bigRoad')} columns={roadColumns(cells)}>
      {cells.map((cell) => (
        <li
          key={`${cell.col}:${cell.row}`}
          aria-label={[cell.winner && sideLabel(cell.winner), cell.ties > 0 && t('ties', { count: cell.ties })]
            .filter(Boolean)
            .join(' · ')}
          style={at(cell.col, cell.row)}
          className="relative flex items-center justify-center"
        >
          {cell.winner && (
            <span
              className={clsx(
                'size-4.5 rounded-full border-[3px]',
                cell.winner === 'player' ? 'border-sky-500' : 'border-ruby-500',
              )}
            />
          )}
          {cell.ties > 0 && (
            <>
              <span className="absolute h-0.5 w-5 -rotate-45 rounded bg-emerald-glow" />
              {cell.ties > 1 && (
                <span className="absolute -right-px -bottom-0.5 text-[0.55rem] leading-none font-bold text-emerald-glow tabular-nums">
                  {cell.ties}
                </span>
              )}
            </>
          )}
        </li>
      ))}
    </RoadGrid>
  );
}

/** The table's scoreboard: the count of each result, then the bead road and the big road. */
export function BaccaratRoads({ rounds }: { rounds: readonly RoadRound[] }) {
  const { t } = useTranslation('liveBaccarat');
  const tally = roadTally(rounds);
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <p aria-label={t('tally')} className="flex gap-3 text-xs font-semibold tabular-nums">
        <span className="text-sky-400">
          {sideLabel('player')} {tally.player}
        </span>
        <span className="text-ruby-500">
          {sideLabel('banker')} {tally.banker}
        </span>
        <span className="text-emerald-glow">
          {sideLabel('tie')} {tally.tie}
        </span>
        <span className="ml-auto font-normal text-ink-400">{t('lastRounds', { count: rounds.length })}</span>
      </p>
      <BeadRoad rounds={rounds} />
      <BigRoad rounds={rounds} />
    </div>
  );
}
