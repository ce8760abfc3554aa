import { formatWon } from '@/lib/format';
import { SlotSymbol } from './slot-symbol';
import type { SlotRules } from './slot-rules';

/** What each symbol pays at the chosen line bet, and the paylines drawn as 5×3 minis. */
export function SlotPaytable({ rules, lineBet }: { rules: SlotRules; lineBet: number }) {
  return (
    <section
      aria-label="페이테이블"
      className="flex flex-col gap-3 rounded-xl border border-ink-600 bg-ink-850 p-3 text-xs"
    >
      <h3 className="text-sm font-bold text-gold-300">페이테이블</h3>
      <p className="text-ink-300">
        왼쪽 첫 릴부터 연속으로 같은 심볼이 맞으면 당첨됩니다.
        {rules.wild && ' WILD는 다른 심볼을 대신합니다.'}
      </p>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {rules.paytable.map((row) => (
          <li key={row.symbol} className="flex items-center gap-2">
            <SlotSymbol symbol={row.symbol} wild={row.symbol === rules.wild} className="h-9 w-12 shrink-0" />
            <span className="flex flex-col tabular-nums text-ink-200">
              {row.pays.map(([count, multiple]) => (
                <span key={count}>
                  ×{count} <span className="text-gold-300">{formatWon(Math.floor(multiple * lineBet))}</span>
                </span>
              ))}
            </span>
          </li>
        ))}
      </ul>
      {rules.paylines.length > 0 && (
        <div>
          <h4 className="mb-1 font-semibold text-ink-200">페이라인 {rules.paylines.length}개</h4>
          <ol className="flex flex-wrap gap-1.5">
            {rules.paylines.map((rows, line) => (
              <li
                key={line}
                aria-label={`${line + 1}번 라인`}
                className="grid grid-cols-5 gap-px rounded bg-ink-700 p-0.5"
              >
                {[0, 1, 2].flatMap((row) =>
                  [0, 1, 2, 3, 4].map((reel) => (
                    <span
                      key={`${row}-${reel}`}
                      className={rows[reel] === row ? 'size-1.5 bg-gold-400' : 'size-1.5 bg-ink-900'}
                    />
                  )),
                )}
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
