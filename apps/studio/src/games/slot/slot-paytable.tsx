import { useTranslation } from 'react-i18next';
import { formatWon } from '@/lib/format';
import { SlotSymbol } from './slot-symbol';
import type { SlotRules } from './slot-rules';

/** What each symbol pays at the chosen line bet, the model's features, and its paylines drawn as minis. */
export function SlotPaytable({ rules, lineBet }: { rules: SlotRules; lineBet: number }) {
  const { t } = useTranslation('slot');
  return (
    <section
      aria-label={t('paytable')}
      className="flex flex-col gap-3 rounded-xl border border-ink-600 bg-ink-850 p-3 text-xs"
    >
      <h3 className="text-sm font-bold text-gold-300">{t('paytable')}</h3>
      <ul className="flex flex-col gap-0.5 text-ink-300">
        {rules.features.map((feature) => (
          <li key={feature.key}>{t(`features.${feature.key}`, feature)}</li>
        ))}
      </ul>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {rules.paytable.map((row) => (
          <li key={row.symbol} className="flex items-center gap-2">
            <SlotSymbol symbol={row.symbol} wild={rules.wilds.includes(row.symbol)} className="h-9 w-12 shrink-0" />
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
          <h4 className="mb-1 font-semibold text-ink-200">{t('paylines', { count: rules.paylines.length })}</h4>
          <ol className="flex flex-wrap gap-1.5">
            {rules.paylines.map((rows, line) => (
              <li
                key={line}
                aria-label={t('line', { line: line + 1 })}
                className="grid gap-px rounded bg-ink-700 p-0.5"
                style={{ gridTemplateColumns: `repeat(${rows.length}, minmax(0, 1fr))` }}
              >
                {Array.from({ length: rules.rows }, (_, row) =>
                  rows.map((_, reel) => (
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
