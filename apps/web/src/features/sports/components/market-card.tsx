import type { Market } from '@hanpan/contract';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { Teams } from '../utils/fixture-format';
import { marketLayout, type MarketLayout } from '../utils/market-layout';
import { BetButton } from './bet-button';

const headerClasses = 'truncate text-center text-[11px] font-semibold text-ink-400';

/** Three to a row, a bet's name sits above its price so neither is cut on a phone. */
function LayoutView({ layout, marketStatus, teams }: { layout: MarketLayout; marketStatus: number; teams: Teams }) {
  switch (layout.kind) {
    case 'columns': {
      const threeColumns = layout.headers.length === 3;
      return (
        <div className={clsx('grid gap-1.5', threeColumns ? 'grid-cols-3' : 'grid-cols-2')}>
          {layout.headers.map((header) => (
            <p key={header} className={headerClasses}>
              {header}
            </p>
          ))}
          {layout.bets.map((bet, index) =>
            bet ? (
              <BetButton key={bet.id} bet={bet} teams={teams} marketStatus={marketStatus} stacked={threeColumns} />
            ) : (
              <span key={`empty-${index}`} />
            ),
          )}
        </div>
      );
    }
    case 'lines':
      return (
        <div className="grid grid-cols-2 gap-1.5">
          {layout.headers.map((header) => (
            <p key={header} className={headerClasses}>
              {header}
            </p>
          ))}
          {layout.rows.flatMap((row) =>
            row.cells.map((bet, index) =>
              bet ? (
                <BetButton
                  key={bet.id}
                  bet={bet}
                  teams={teams}
                  marketStatus={marketStatus}
                  signedLine={layout.signedLines}
                />
              ) : (
                <span key={`${row.line}-${index}`} />
              ),
            ),
          )}
        </div>
      );
    case 'scores':
      return (
        <div className="flex flex-col gap-1.5">
          {layout.groups.map((group) => (
            <div key={group.homeGoals} className="grid grid-cols-5 gap-1.5">
              {group.bets.map((bet) => (
                <BetButton key={bet.id} bet={bet} teams={teams} marketStatus={marketStatus} stacked className="px-1" />
              ))}
            </div>
          ))}
          {layout.others.length > 0 && (
            <div className="mt-1 grid grid-cols-1 gap-1.5 border-t border-ink-700 pt-2.5">
              {layout.others.map((bet) => (
                <BetButton key={bet.id} bet={bet} teams={teams} marketStatus={marketStatus} />
              ))}
            </div>
          )}
        </div>
      );
    case 'grid': {
      const threeColumns = layout.bets.length % 3 === 0;
      return (
        <div className={clsx('grid gap-1.5', threeColumns ? 'grid-cols-3' : 'grid-cols-2')}>
          {layout.bets.map((bet) => (
            <BetButton key={bet.id} bet={bet} teams={teams} marketStatus={marketStatus} stacked={threeColumns} />
          ))}
        </div>
      );
    }
  }
}

/**
 * One market of the detail panel: a card that folds, laid out by its type (spec section 2). A plain
 * disclosure, not Radix's Collapsible: that one measures its content's size in a layout effect (for
 * animations this card has none of), which forced a layout per market on the screen's first render.
 */
export function MarketCard({ market, teams }: { market: Market; teams: Teams }) {
  const [open, setOpen] = useState(true);
  const contentId = useId();
  return (
    <section aria-label={market.korean_name || market.name} className="rounded-xl border border-ink-700 bg-ink-850">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className="flex w-full items-center justify-between gap-2 px-3.5 py-2.5 text-left"
      >
        <span className="flex min-w-0 items-baseline gap-2">
          <span className="truncate text-sm font-bold text-ink-100">{market.korean_name || market.name}</span>
          <span className="truncate text-[11px] text-ink-400">{market.name}</span>
        </span>
        <ChevronDown
          className={clsx('size-4 shrink-0 text-ink-300 transition-transform', !open && '-rotate-90')}
          aria-hidden="true"
        />
      </button>
      <div id={contentId} hidden={!open} className="px-3.5 pb-3.5">
        {open && <LayoutView layout={marketLayout(market, teams)} marketStatus={market.status} teams={teams} />}
      </div>
    </section>
  );
}
