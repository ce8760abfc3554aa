import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@hanpan/contract';
import { PayoutLine } from '@/components/payout-line';
import { PlayButton } from '@/components/play-button';
import { formatWon } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n/i18n';
import { outcomeOf, type EngineProps } from '../engine-props';
import { SlotFeature } from './slot-feature';
import { SlotPaytable } from './slot-paytable';
import { SlotReels } from './slot-reels';
import { SymbolSheetContext } from './slot-symbol';
import { readSlotRules } from './slot-rules';

/** Line bets offered: 1-2-5 steps from the minimum up to the maximum, both included. */
export function lineBetOptions(min: number, max: number): number[] {
  const options: number[] = [];
  for (let decade = min; decade <= max && options.length < 24; decade *= 10) {
    for (const step of [1, 2, 5]) {
      const value = decade * step;
      if (value <= max) options.push(value);
    }
  }
  if (options.at(-1) !== max) options.push(max);
  return options;
}

/** Before the first spin: the paytable's symbols on the model's grid, so the reels are never empty. */
function idleReels(symbols: string[], reels: number, rows: number): string[][] {
  const pool = symbols.length > 0 ? symbols : ['seven', 'bar', 'wild'];
  return Array.from({ length: reels }, (_, reel) =>
    Array.from({ length: rows }, (_, row) => pool[(reel + row * 2) % pool.length] ?? ''),
  );
}

export function SlotGame({ config, symbolSheet = null, busy, lastRound, onPlay }: EngineProps) {
  const { t } = useTranslation(['slot', 'common']);
  const rules = useMemo(() => readSlotRules(config), [config]);
  const options = useMemo(() => lineBetOptions(rules.minLineBet, rules.maxLineBet), [rules]);
  const [lineBet, setLineBet] = useState(options[0] ?? rules.minLineBet);
  const [showPaytable, setShowPaytable] = useState(false);
  const selectId = useId();
  const outcome = outcomeOf(lastRound, 'slot');

  return (
    <SymbolSheetContext value={symbolSheet}>
      <div className="flex flex-col gap-3">
        {rules.modelName && (
          <p aria-label={t('model')} className="flex flex-wrap gap-x-2 text-xs text-ink-300">
            {/* The server names the model and its volatility in Korean, its messages' source. */}
            <span className="font-semibold text-ink-100">{translateMessage(rules.modelName, currentLanguage())}</span>
            <span>
              {rules.reels}×{rules.rows}
            </span>
            {rules.volatility && (
              <span>{t('volatility', { volatility: translateMessage(rules.volatility, currentLanguage()) })}</span>
            )}
            {rules.rtpPercent !== undefined && <span>RTP {rules.rtpPercent}%</span>}
          </p>
        )}
        <SlotReels
          reels={
            outcome?.reels ??
            idleReels(
              rules.paytable.map((row) => row.symbol),
              rules.reels,
              rules.rows,
            )
          }
          paylines={rules.paylines}
          wins={outcome?.wins ?? []}
          wilds={rules.wilds}
          expandedReels={outcome?.expanded_reels}
          spinning={busy}
          roundKey={lastRound?.round_id}
        />
        {outcome && !busy && <SlotFeature outcome={outcome} wilds={rules.wilds} />}
        {lastRound && outcome && !busy && <PayoutLine stake={lastRound.stake} payout={lastRound.payout} />}
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={selectId} className="text-xs text-ink-300">
              {t('lineBet')}
            </label>
            <select
              id={selectId}
              value={lineBet}
              disabled={busy}
              onChange={(event) => setLineBet(Number(event.target.value))}
              className="rounded-md border border-ink-600 bg-ink-850 px-2 py-1.5 text-sm tabular-nums"
            >
              {options.map((value) => (
                <option key={value} value={value}>
                  {formatWon(value)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1 text-sm">
            <span className="text-xs text-ink-300">
              {rules.paylines.length > 0
                ? t('totalBetLines', { count: rules.betMultiplier })
                : t('totalBetMultiplier', { multiplier: rules.betMultiplier })}
            </span>
            <output aria-label={t('common:bet.total')} className="py-1.5 font-semibold tabular-nums text-gold-300">
              {formatWon(lineBet * rules.betMultiplier)}
            </output>
          </div>
          <PlayButton
            className="ml-auto min-w-24"
            disabled={busy}
            onClick={() => onPlay({ engine: 'slot', line_bet: lineBet })}
          >
            {t('common:bet.spin')}
          </PlayButton>
          <button
            type="button"
            aria-expanded={showPaytable}
            onClick={() => setShowPaytable((shown) => !shown)}
            className="rounded-md border border-ink-500 px-3 py-2 text-xs font-semibold text-ink-200 hover:border-gold-400 hover:text-gold-300"
          >
            {t('paytable')}
          </button>
        </div>
        {showPaytable && <SlotPaytable rules={rules} lineBet={lineBet} />}
      </div>
    </SymbolSheetContext>
  );
}
