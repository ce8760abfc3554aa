import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { PayoutLine } from '@/components/payout-line';
import { StakeBar } from '@/components/stake-bar';
import { formatHundredths } from '@/lib/format';
import { outcomeOf, type EngineProps } from '../engine-props';
import { diceMultiplier, diceWinChance } from './dice-odds';
import { DiceOutcomeView } from './dice-outcome';

const MIN_TARGET = 200;
const MAX_TARGET = 9800;

export function DiceGame({ config, busy, lastRound, onPlay }: EngineProps) {
  const { t } = useTranslation('dice');
  const [target, setTarget] = useState(5000);
  const [direction, setDirection] = useState<'under' | 'over'>('under');
  const [amount, setAmount] = useState(config.min_stake);
  const sliderId = useId();
  const outcome = outcomeOf(lastRound, 'dice');
  // The outcome is drawn against the bet that produced it, not the controls as they are now.
  const [playedBet, setPlayedBet] = useState<{ target: number; direction: 'under' | 'over' } | null>(null);
  const chance = diceWinChance(target, direction);

  const play = () => {
    setPlayedBet({ target, direction });
    onPlay({ engine: 'dice', amount, target, direction });
  };

  return (
    <div className="flex flex-col gap-3">
      {outcome ? (
        <DiceOutcomeView outcome={outcome} bet={playedBet ?? undefined} />
      ) : (
        <p className="rounded-xl bg-ink-850 py-6 text-center text-sm text-ink-300">{t('idle')}</p>
      )}
      {lastRound && outcome && <PayoutLine stake={lastRound.stake} payout={lastRound.payout} />}

      <div className="flex flex-col gap-1">
        <label htmlFor={sliderId} className="flex justify-between text-xs text-ink-300">
          <span>{t('target')}</span>
          <span className="font-semibold text-ink-100 tabular-nums">{formatHundredths(target)}</span>
        </label>
        <input
          id={sliderId}
          type="range"
          min={MIN_TARGET}
          max={MAX_TARGET}
          step={1}
          value={target}
          disabled={busy}
          aria-valuetext={formatHundredths(target)}
          onChange={(event) => setTarget(Number(event.target.value))}
          className="w-full accent-gold-400"
        />
      </div>

      <div className="flex flex-wrap items-center gap-3 text-sm">
        <div
          role="radiogroup"
          aria-label={t('direction')}
          className="flex overflow-hidden rounded-lg border border-ink-600"
        >
          {(['under', 'over'] as const).map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={direction === option}
              disabled={busy}
              onClick={() => setDirection(option)}
              className={clsx(
                'px-3 py-1.5 text-xs font-semibold',
                direction === option ? 'bg-gold-400 text-ink-950' : 'bg-ink-800 text-ink-200',
              )}
            >
              {t(`directions.${option}`)}
            </button>
          ))}
        </div>
        <span className="text-ink-300">
          {t('winChance')}{' '}
          <strong aria-label={t('winChance')} className="text-ink-100 tabular-nums">
            {chance.toFixed(2)}%
          </strong>
        </span>
        <span className="text-ink-300">
          {t('multiplier')}{' '}
          <strong aria-label={t('multiplier')} className="text-gold-300 tabular-nums">
            ×{diceMultiplier(target, direction).toFixed(4)}
          </strong>
        </span>
      </div>

      <StakeBar limits={config} amount={amount} busy={busy} onAmount={setAmount} onBet={play} />
    </div>
  );
}
