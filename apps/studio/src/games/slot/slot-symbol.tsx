import { createContext, useContext, type ReactNode } from 'react';
import { THEMED_SLOT_SYMBOLS } from '@hanpan/contract';
import { clsx } from 'clsx';
import { i18n } from '@/lib/i18n/i18n';

/** The title's own drawing of its special symbols (the server's art/slot-symbols.ts), when it has one. */
export const SymbolSheetContext = createContext<string | null>(null);
const themed = new Set<string>(THEMED_SLOT_SYMBOLS);

// The studio's symbols (apps/server/src/studio/engines/slot.ts) drawn as small inline SVGs: the
// frame has no emoji font to rely on. The special symbols come from the title's sheet, drawn in
// its theme; without one they are drawn here. An unknown symbol falls back to its name on a plain tile.
const ICONS: Record<string, ReactNode> = {
  cherry: (
    <>
      <path
        d="M12 4c2 6 4 8 8 9M12 4c-1 6-3 9-6 10"
        stroke="#4ade80"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="7" cy="17" r="4" fill="#ef4462" />
      <circle cx="18" cy="16" r="4" fill="#e11d48" />
      <circle cx="5.8" cy="15.6" r="1" fill="#fecdd3" />
    </>
  ),
  lemon: (
    <>
      <ellipse cx="12" cy="13" rx="9" ry="6.5" fill="#facc15" transform="rotate(-20 12 13)" />
      <ellipse cx="9" cy="11" rx="2.5" ry="1.3" fill="#fef9c3" transform="rotate(-20 9 11)" />
    </>
  ),
  orange: (
    <>
      <circle cx="12" cy="13.5" r="7.5" fill="#fb923c" />
      <path d="M12 6c1-2 3-3 5-2.5-1 2-3 2.8-5 2.5z" fill="#4ade80" />
      <circle cx="9.5" cy="11" r="1.4" fill="#fed7aa" />
    </>
  ),
  plum: (
    <>
      <circle cx="12" cy="13.5" r="7.5" fill="#8b5cf6" />
      <path d="M12 6V3.5" stroke="#a3e635" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="9.5" cy="11" r="1.4" fill="#ddd6fe" />
    </>
  ),
  bell: (
    <>
      <path
        d="M12 3.5a1.5 1.5 0 0 1 1.5 1.5v.6c3 .8 5 3.5 5 6.9v3.5l2 2.5H3.5l2-2.5V12.5c0-3.4 2-6.1 5-6.9V5A1.5 1.5 0 0 1 12 3.5z"
        fill="#fbcf4f"
      />
      <circle cx="12" cy="20" r="2" fill="#d99a1e" />
    </>
  ),
  diamond: (
    <>
      <path d="M6 4h12l4 6-10 11L2 10z" fill="#22d3ee" />
      <path d="M2 10h20M8 4l4 17 4-17" stroke="#cffafe" strokeWidth="0.8" fill="none" />
    </>
  ),
  seven: (
    <text
      x="12"
      y="20"
      textAnchor="middle"
      fontSize="21"
      fontWeight="900"
      fill="#ef4462"
      stroke="#ffe08a"
      strokeWidth="0.9"
      fontStyle="italic"
    >
      7
    </text>
  ),
  bar: (
    <>
      <rect x="2" y="7" width="20" height="10" rx="2" fill="#151a28" stroke="#e8ebf2" strokeWidth="1.2" />
      <text x="12" y="15.2" textAnchor="middle" fontSize="7.5" fontWeight="900" fill="#e8ebf2">
        BAR
      </text>
    </>
  ),
  wild: (
    <text x="12" y="15.5" textAnchor="middle" fontSize="8" fontWeight="900" fill="#07090f">
      WILD
    </text>
  ),
  wild_x2: (
    <text x="12" y="15.5" textAnchor="middle" fontSize="7" fontWeight="900" fill="#07090f">
      WILD×2
    </text>
  ),
  wild_x3: (
    <text x="12" y="15.5" textAnchor="middle" fontSize="7" fontWeight="900" fill="#07090f">
      WILD×3
    </text>
  ),
  blank: <></>,
  scatter: (
    <>
      <path d="M12 2l2.6 6.4 6.9.5-5.3 4.4 1.7 6.7L12 16.3 6.1 20l1.7-6.7L2.5 8.9l6.9-.5z" fill="#f472b6" />
      <circle cx="12" cy="11.5" r="2.2" fill="#fdf2f8" />
    </>
  ),
  coin: (
    <>
      <circle cx="12" cy="12" r="9" fill="#fbbf24" stroke="#b45309" strokeWidth="1.2" />
      <circle cx="12" cy="12" r="6" fill="none" stroke="#fde68a" strokeWidth="1" />
      <text x="12" y="15" textAnchor="middle" fontSize="8" fontWeight="900" fill="#92400e">
        ₩
      </text>
    </>
  ),
};

/** Multiplier symbols (×2, ×5, ...) are drawn from their name. */
const MULTIPLIER = /^x(\d+)$/;

/** The symbols with a name of their own (`slot:symbols.<symbol>`). */
const NAMED = [
  'cherry',
  'lemon',
  'orange',
  'plum',
  'bell',
  'diamond',
  'seven',
  'bar',
  'wild',
  'wild_x2',
  'wild_x3',
  'blank',
  'scatter',
  'coin',
  'grand',
] as const;
const isNamed = (symbol: string): symbol is (typeof NAMED)[number] => (NAMED as readonly string[]).includes(symbol);

/** The symbol's name, for screen readers and the win list; an unknown one is called by its id. */
export function symbolLabel(symbol: string): string {
  if (isNamed(symbol)) return i18n.t(`slot:symbols.${symbol}`);
  const multiplier = MULTIPLIER.exec(symbol)?.[1];
  return multiplier ? i18n.t('slot:symbols.multiplier', { multiplier }) : symbol;
}

export function SlotSymbol({
  symbol,
  wild = false,
  className,
}: {
  symbol: string;
  wild?: boolean;
  className?: string;
}) {
  const sheet = useContext(SymbolSheetContext);
  if (sheet && themed.has(symbol)) {
    return (
      <span
        title={symbol}
        className={clsx('flex items-center justify-center overflow-hidden rounded-md bg-ink-900', className)}
      >
        <img
          src={`${sheet}#symbol-${symbol}`}
          alt=""
          draggable={false}
          className="h-full max-h-full w-full object-contain"
        />
      </span>
    );
  }
  const multiplier = MULTIPLIER.exec(symbol);
  const icon =
    ICONS[symbol] ??
    (multiplier && (
      <>
        <circle cx="12" cy="12" r="10" fill="#7c3aed" />
        <text x="12" y="15.5" textAnchor="middle" fontSize="9" fontWeight="900" fill="#fef3c7">
          ×{multiplier[1]}
        </text>
      </>
    ));
  return (
    <span
      title={symbol}
      className={clsx(
        'flex items-center justify-center overflow-hidden rounded-md',
        wild
          ? 'bg-linear-to-br from-gold-300 to-gold-600 ring-2 ring-gold-300 ring-inset'
          : 'bg-linear-to-b from-ink-700 to-ink-800',
        className,
      )}
    >
      {icon ? (
        <svg viewBox="0 0 24 24" aria-hidden className="h-4/5 max-w-4/5">
          {icon}
        </svg>
      ) : (
        <span className="text-xs font-extrabold text-ink-100 uppercase">{symbol}</span>
      )}
    </span>
  );
}
