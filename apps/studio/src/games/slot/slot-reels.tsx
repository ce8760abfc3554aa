import type { z } from 'zod';
import type { slotOutcomeSchema, slotWinSchema } from '@hanpan/contract';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { formatWon } from '@/lib/format';
import { i18n } from '@/lib/i18n/i18n';
import { SlotSymbol, symbolLabel } from './slot-symbol';

export type SlotOutcome = z.infer<typeof slotOutcomeSchema>;
export type SlotWin = z.infer<typeof slotWinSchema>;

interface SlotReelsProps {
  /** reels[reel][row]: any number of reels and rows (3×3, 5×3, 6×5). */
  reels: string[][];
  /** Only for wins without cells (rounds played before the slot models). */
  paylines: number[][];
  wins: SlotWin[];
  wilds?: string[];
  /** Reels shown as one wild (243 ways' expanding wilds). */
  expandedReels?: number[] | undefined;
  /** The list's accessible name: the base spin's, or a free spin's. */
  label?: string;
  /** The reels are spinning (a round is in flight). */
  spinning?: boolean;
  /** Changes with every round so the reels replay their stop animation. */
  roundKey?: string | undefined;
}

/** Where a win was made: its payline, its ways, or anywhere on the grid. */
export function lineLabel(win: Pick<SlotWin, 'line' | 'ways'>): string {
  if (win.line > 0) return i18n.t('slot:line', { line: win.line });
  return win.ways ? i18n.t('slot:ways', { ways: win.ways }) : i18n.t('slot:anywhere');
}

function winningCells(wins: SlotWin[], paylines: number[][]): Set<string> {
  const cells = new Set<string>();
  for (const win of wins) {
    const where = win.cells ?? (paylines[win.line - 1] ?? []).slice(0, win.count).map((row, reel) => [reel, row]);
    for (const [reel, row] of where) cells.add(`${reel}:${row}`);
  }
  return cells;
}

/** One win as the list shows it: where, what, and what it paid. */
export function winText(win: SlotWin): string {
  const multiplier = win.multiplier ? ` ${i18n.t('slot:winMultiplier', { multiplier: win.multiplier })}` : '';
  return `${lineLabel(win)} · ${symbolLabel(win.symbol)} ×${win.count}${multiplier} · ${formatWon(win.payout)}`;
}

export function SlotReels({
  reels,
  paylines,
  wins,
  wilds = [],
  expandedReels = [],
  label,
  spinning = false,
  roundKey,
}: SlotReelsProps) {
  const { t } = useTranslation('slot');
  const highlighted = winningCells(wins, paylines);
  const rows = reels[0]?.length ?? 3;
  // Taller grids get shorter cells so a 6×5 grid still fits a phone screen.
  const cellHeight = rows > 3 ? 'h-[clamp(1.6rem,7dvh,3.6rem)]' : 'h-[clamp(1.9rem,13dvh,7rem)]';
  return (
    <div className="flex flex-col gap-2">
      <div
        role="img"
        aria-label={reels
          .map((reel, index) => t('reel', { number: index + 1, symbols: reel.map(symbolLabel).join(' ') }))
          .join(', ')}
        className="grid gap-1 rounded-xl border border-gold-500/30 bg-ink-950 p-1.5 shadow-[inset_0_0_24px_rgba(0,0,0,0.6)] sm:gap-2 sm:p-2"
        style={{ gridTemplateColumns: `repeat(${Math.max(reels.length, 1)}, minmax(0, 1fr))` }}
      >
        {reels.map((reel, reelIndex) => (
          <div
            key={`${roundKey ?? 'idle'}-${reelIndex}`}
            className={clsx(
              'flex flex-col gap-1 overflow-hidden rounded-lg bg-ink-850 p-0.5 sm:gap-2 sm:p-1',
              expandedReels.includes(reelIndex) && 'ring-2 ring-gold-300',
              spinning ? 'animate-reel-blur' : roundKey && 'animate-reel-stop',
            )}
            style={{ animationDelay: spinning ? undefined : `${reelIndex * 90}ms` }}
          >
            {reel.map((symbol, row) => (
              <SlotSymbol
                key={row}
                symbol={symbol}
                wild={wilds.includes(symbol) || expandedReels.includes(reelIndex)}
                className={clsx(
                  cellHeight,
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
        <ul aria-label={label ?? t('winningLines')} className="flex flex-wrap gap-1.5 text-xs">
          {wins.map((win) => (
            <li
              key={`${win.line}-${win.symbol}`}
              className="rounded-md bg-emerald-glow/15 px-2 py-0.5 text-emerald-glow"
            >
              {winText(win)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
