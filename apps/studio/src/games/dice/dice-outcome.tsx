import type { z } from 'zod';
import type { diceBetSchema, diceOutcomeSchema } from '@hanpan/contract';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { formatHundredths } from '@/lib/format';
import { diceRollWins } from './dice-odds';

export type DiceOutcome = z.infer<typeof diceOutcomeSchema>;
type DiceBet = z.infer<typeof diceBetSchema>;

/** The roll on the 0–100 track, against the bet's target when it is known. */
export function DiceOutcomeView({
  outcome,
  bet,
}: {
  outcome: DiceOutcome;
  bet?: Pick<DiceBet, 'target' | 'direction'> | undefined;
}) {
  const { t } = useTranslation(['dice', 'common']);
  const won = bet ? diceRollWins(outcome.roll, bet.target, bet.direction) : undefined;
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl bg-ink-850 p-3">
      <p className="text-xs text-ink-300">{t('common:outcome.result')}</p>
      <p
        aria-label={t('roll')}
        className={clsx(
          'text-4xl font-extrabold tabular-nums',
          won === undefined ? 'text-ink-100' : won ? 'text-emerald-glow' : 'text-ruby-500',
        )}
      >
        {formatHundredths(outcome.roll)}
      </p>
      {bet && (
        <p className="text-xs text-ink-300">
          {t('betTarget', { direction: t(`directions.${bet.direction}`), target: formatHundredths(bet.target) })}
        </p>
      )}
      <div aria-hidden className="relative h-2 w-full rounded-full bg-ink-700">
        <span
          className="absolute top-1/2 size-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-gold-400"
          style={{ left: `${outcome.roll / 100}%` }}
        />
      </div>
    </div>
  );
}
