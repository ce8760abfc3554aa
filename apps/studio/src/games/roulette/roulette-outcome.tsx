import { useTranslation } from 'react-i18next';
import type { RoulettePlacement } from '@hanpan/contract';
import { rouletteColor, rouletteCoverage } from '@hanpan/rules';
import { clsx } from 'clsx';
import { formatWon } from '@/lib/format';
import { placementLabel, pocketClass } from './roulette-format';

/** The pocket the ball landed in, and each of the bet's placements marked won or lost when the bet is known. */
export function RouletteOutcomeView({
  number,
  bets,
}: {
  number: number;
  bets?: readonly RoulettePlacement[] | undefined;
}) {
  const { t } = useTranslation(['roulette', 'common']);
  const color = rouletteColor(number);
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl bg-ink-850 p-3">
      <p className="text-xs text-ink-300">{t('common:outcome.result')}</p>
      <p
        aria-label={t('outcome')}
        className={clsx(
          'flex size-16 items-center justify-center rounded-full border-4 border-gold-300 text-3xl font-extrabold text-white tabular-nums',
          pocketClass(number),
        )}
      >
        {number}
      </p>
      <p className="text-xs text-ink-300">{t(`colors.${color}`)}</p>
      {bets && bets.length > 0 && (
        <ul aria-label={t('betResults')} className="w-full text-xs">
          {bets.map((placement, index) => {
            const won = rouletteCoverage(placement)?.includes(number) ?? false;
            return (
              <li
                key={index}
                className={clsx('flex justify-between gap-2', won ? 'text-emerald-glow' : 'text-ink-400')}
              >
                <span>{placementLabel(placement)}</span>
                <span className="tabular-nums">
                  {formatWon(placement.amount)} {won ? t('hit') : ''}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
