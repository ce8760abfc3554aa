import { clsx } from 'clsx';
import {
  ladderDescription,
  ladderPickLabel,
  ladderWinningPicks,
  type LadderOutcome,
  type LadderPick,
} from './draw-picks';
import { OutcomeTags, type TagTone } from './outcome-tags';

// The drawing's grid: two rails, 좌/우 above them and 홀/짝 below (좌3짝, 좌4홀, 우3홀, 우4짝).
const LEFT_X = 22;
const RIGHT_X = 78;
const TOP_Y = 18;
const BOTTOM_Y = 102;

/** The rungs' heights, evenly spaced between the rails' ends. */
export function rungHeights(rungs: number): number[] {
  const step = (BOTTOM_Y - TOP_Y) / (rungs + 1);
  return Array.from({ length: rungs }, (_, index) => TOP_Y + step * (index + 1));
}

/** The line from the start down the rails, crossing at every rung; it ends on the other side after an odd count. */
export function ladderPath(start: LadderOutcome['start'], rungs: number): { points: string; endsLeft: boolean } {
  let x = start === 'left' ? LEFT_X : RIGHT_X;
  const points = [`${x},${TOP_Y}`];
  for (const y of rungHeights(rungs)) {
    points.push(`${x},${y}`);
    x = x === LEFT_X ? RIGHT_X : LEFT_X;
    points.push(`${x},${y}`);
  }
  points.push(`${x},${BOTTOM_Y}`);
  return { points: points.join(' '), endsLeft: x === LEFT_X };
}

/** A small ladder: its rungs, and the path from the start to the finish drawn in gold. */
export function LadderSvg({ outcome, size = 'lg' }: { outcome: Omit<LadderOutcome, 'engine'>; size?: 'sm' | 'lg' }) {
  const { points, endsLeft } = ladderPath(outcome.start, outcome.rungs);
  const startX = outcome.start === 'left' ? LEFT_X : RIGHT_X;
  const endX = endsLeft ? LEFT_X : RIGHT_X;
  const label = (x: number, y: number, text: string, active: boolean, tone?: 'odd' | 'even') => (
    <text
      x={x}
      y={y}
      textAnchor="middle"
      dominantBaseline="middle"
      className={clsx(
        'text-[11px] font-bold',
        !active
          ? 'fill-ink-400'
          : tone === 'odd'
            ? 'fill-ruby-500'
            : tone === 'even'
              ? 'fill-sky-400'
              : 'fill-gold-300',
      )}
    >
      {text}
    </text>
  );
  return (
    <svg
      role="img"
      aria-label={ladderDescription(outcome)}
      viewBox="0 0 100 120"
      className={clsx('shrink-0', size === 'lg' ? 'h-36 w-30' : 'h-16 w-14')}
    >
      {label(LEFT_X, 8, ladderPickLabel('left'), outcome.start === 'left')}
      {label(RIGHT_X, 8, ladderPickLabel('right'), outcome.start === 'right')}
      {label(LEFT_X, 113, ladderPickLabel('odd'), endsLeft, 'odd')}
      {label(RIGHT_X, 113, ladderPickLabel('even'), !endsLeft, 'even')}
      <g className="stroke-ink-500" strokeWidth={4} strokeLinecap="round">
        <line x1={LEFT_X} y1={TOP_Y} x2={LEFT_X} y2={BOTTOM_Y} />
        <line x1={RIGHT_X} y1={TOP_Y} x2={RIGHT_X} y2={BOTTOM_Y} />
        {rungHeights(outcome.rungs).map((y) => (
          <line key={y} x1={LEFT_X} y1={y} x2={RIGHT_X} y2={y} />
        ))}
      </g>
      <polyline
        points={points}
        fill="none"
        className="stroke-gold-400"
        strokeWidth={5}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx={startX} cy={TOP_Y} r={5} className="fill-gold-300" />
      <circle cx={endX} cy={BOTTOM_Y} r={6} className={endsLeft ? 'fill-ruby-500' : 'fill-sky-500'} />
    </svg>
  );
}

const TAG_TONE: Partial<Record<LadderPick, TagTone>> = { odd: 'red', even: 'blue' };

/** A 사다리 draw: the ladder with its path, and the picks it makes true (좌/우, 3줄/4줄, 홀/짝). */
export function LadderOutcomeView({ outcome, size = 'lg' }: { outcome: LadderOutcome; size?: 'sm' | 'lg' }) {
  return (
    <div className={clsx('flex items-center', size === 'lg' ? 'flex-col gap-2' : 'gap-2')}>
      <LadderSvg outcome={outcome} size={size} />
      <OutcomeTags
        tags={ladderWinningPicks(outcome).map((pick) => ({
          label: ladderPickLabel(pick),
          tone: TAG_TONE[pick] ?? 'plain',
        }))}
      />
    </div>
  );
}
