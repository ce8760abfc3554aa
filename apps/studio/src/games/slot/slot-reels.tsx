import type { z } from 'zod';
import type { slotOutcomeSchema } from '@hanpan/contract';
import { clsx } from 'clsx';
import { formatWon } from '@/lib/format';
import { SlotSymbol, symbolLabel } from './slot-symbol';

export type SlotOutcome = z.infer<typeof slotOutcomeSchema>;

interface SlotReelsProps {
  reels: string[][];
  paylines: number[][];
  wins: SlotOutcome['wins'];
  wild?: string | undefined;
  /** The reels are spinning (a round is in flight). */
  spinning?: boolean;
  /** Changes with every round so the reels replay their stop animation. */
  roundKey?: string;
}

/** `win.line` numbers the paylines from 1. */
export function lineLabel(line: number): string {
  return `${line}번 라인`;
}

function winningCells(wins: SlotOutcome['wins'], paylines: number[][]): Set<string> {
  const cells = new Set<string>();
  for (const win of wins) {
    const rows = paylines[win.line - 1];
    if (!rows) continue;
    rows.slice(0, win.count).forEach((row, reel) => cells.add(`${reel}:${row}`));
  }
  return cells;
}

export function SlotReels({ reels, paylines, wins, wild, spinning = false, roundKey }: SlotReelsProps) {
  const highlighted = winningCells(wins, paylines);
  return (
    <div className="flex flex-col gap-2">
      <div
        role="img"
        aria-label={reels.map((reel, index) => `${index + 1}릴 ${reel.map(symbolLabel).join(' ')}`).join(', ')}
        className="grid grid-cols-5 gap-1 rounded-xl border border-gold-500/30 bg-ink-950 p-1.5 shadow-[inset_0_0_24px_rgba(0,0,0,0.6)] sm:gap-2 sm:p-2"
      >
        {reels.map((reel, reelIndex) => (
          <div
            key={`${roundKey ?? 'idle'}-${reelIndex}`}
            className={clsx(
              'flex flex-col gap-1 overflow-hidden rounded-lg bg-ink-850 p-0.5 sm:gap-2 sm:p-1',
              spinning ? 'animate-reel-blur' : roundKey && 'animate-reel-stop',
            )}
            style={{ animationDelay: spinning ? undefined : `${reelIndex * 90}ms` }}
          >
            {reel.map((symbol, row) => (
              <SlotSymbol
                key={row}
                symbol={symbol}
                wild={symbol === wild}
                className={clsx(
                  'h-[clamp(1.9rem,13dvh,7rem)]',
                  highlighted.has(`${reelIndex}:${row}`) &&
                    !spinning &&
                    'outline-3 outline-offset-[-3px] outline-emerald-glow',
                )}
              />
            ))}
          </div>
        ))}
      </div>
      {!spinning && wins.length > 0 && (
        <ul aria-label="당첨 라인" className="flex flex-wrap gap-1.5 text-xs">
          {wins.map((win) => (
            <li
              key={`${win.line}-${win.symbol}`}
              className="rounded-md bg-emerald-glow/15 px-2 py-0.5 text-emerald-glow"
            >
              {lineLabel(win.line)} · {symbolLabel(win.symbol)} ×{win.count} · {formatWon(win.payout)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
