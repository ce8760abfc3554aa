import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { powerballPickSchema } from '@hanpan/contract';
import { clsx } from 'clsx';
import { PayoutLine } from '@/components/payout-line';
import { StakeBar } from '@/components/stake-bar';
import { outcomeOf, type EngineProps } from '../engine-props';
import {
  DEFAULT_POWERBALL_LINES,
  PowerballOutcomeView,
  powerballPickLabel,
  type PowerballPick,
} from './powerball-outcome';

/** The draw's lines and the one return every pick pays (apps/server/src/studio/engines/powerball.ts). */
const powerballRulesSchema = z.object({
  powerball_under_max: z.number().int().catch(DEFAULT_POWERBALL_LINES.powerball_under_max),
  sum_under_max: z.number().int().catch(DEFAULT_POWERBALL_LINES.sum_under_max),
  return: z.number().optional().catch(undefined),
});

export function PowerballGame({ config, busy, lastRound, onPlay }: EngineProps) {
  const { t } = useTranslation(['powerball', 'common']);
  const [pick, setPick] = useState<PowerballPick>('powerball_odd');
  const [amount, setAmount] = useState(config.min_stake);
  const outcome = outcomeOf(lastRound, 'powerball');
  const rules = useMemo(() => powerballRulesSchema.parse(config.rules), [config.rules]);

  return (
    <div className="flex flex-col gap-3">
      {outcome ? (
        <PowerballOutcomeView outcome={outcome} lines={rules} />
      ) : (
        <p className="rounded-xl bg-ink-850 py-6 text-center text-sm text-ink-300">{t('idle')}</p>
      )}
      {lastRound && outcome && <PayoutLine stake={lastRound.stake} payout={lastRound.payout} />}

      <div role="radiogroup" aria-label={t('common:bet.pick')} className="grid grid-cols-2 gap-1.5 sm:grid-cols-4">
        {powerballPickSchema.options.map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={pick === option}
            disabled={busy}
            onClick={() => setPick(option)}
            className={clsx(
              'rounded-lg border px-2 py-1.5 text-xs font-semibold transition',
              pick === option
                ? 'border-gold-400 bg-gold-400/15 text-gold-300'
                : 'border-ink-600 bg-ink-800 text-ink-200 hover:border-ink-400',
            )}
          >
            {powerballPickLabel(option)}
            {rules.return !== undefined && <span className="ml-1 font-normal text-ink-400">×{rules.return}</span>}
          </button>
        ))}
      </div>

      <StakeBar
        limits={config}
        amount={amount}
        busy={busy}
        onAmount={setAmount}
        onBet={() => onPlay({ engine: 'powerball', pick, amount })}
      />
    </div>
  );
}
