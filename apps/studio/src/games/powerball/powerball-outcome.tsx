import type { z } from 'zod';
import type { powerballOutcomeSchema, powerballPickSchema } from '@hanpan/contract';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { i18n } from '@/lib/i18n/i18n';

export type PowerballOutcome = z.infer<typeof powerballOutcomeSchema>;
export type PowerballPick = z.infer<typeof powerballPickSchema>;

/** A pick as the board, the results and the verify page name it. */
export const powerballPickLabel = (pick: PowerballPick): string => i18n.t(`powerball:picks.${pick}`);

/** Where under ends: the powerball 0–4 and the sum of five balls up to 72 are "under". */
export interface PowerballLines {
  powerball_under_max: number;
  sum_under_max: number;
}
export const DEFAULT_POWERBALL_LINES: PowerballLines = { powerball_under_max: 4, sum_under_max: 72 };

/** The four picks an outcome makes true. */
export function winningPicks(outcome: PowerballOutcome, lines: PowerballLines): PowerballPick[] {
  return [
    outcome.powerball % 2 === 1 ? 'powerball_odd' : 'powerball_even',
    outcome.powerball <= lines.powerball_under_max ? 'powerball_under' : 'powerball_over',
    outcome.sum % 2 === 1 ? 'sum_odd' : 'sum_even',
    outcome.sum <= lines.sum_under_max ? 'sum_under' : 'sum_over',
  ];
}

function Ball({ value, power = false }: { value: number; power?: boolean }) {
  return (
    <span
      className={clsx(
        'flex size-9 items-center justify-center rounded-full text-sm font-extrabold tabular-nums shadow-md sm:size-12 sm:text-lg',
        power
          ? 'bg-radial-[at_30%_30%] from-ruby-500 to-ruby-500/60 text-white ring-2 ring-gold-400'
          : 'bg-radial-[at_30%_30%] from-ink-100 to-ink-300 text-ink-950',
      )}
    >
      {value}
    </span>
  );
}

export function PowerballOutcomeView({
  outcome,
  lines = DEFAULT_POWERBALL_LINES,
}: {
  outcome: PowerballOutcome;
  lines?: PowerballLines;
}) {
  const { t } = useTranslation(['powerball', 'common']);
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl bg-ink-850 p-3">
      <div
        aria-label={t('balls', { balls: outcome.balls.join(', '), powerball: outcome.powerball })}
        role="img"
        className="flex items-center gap-1.5 sm:gap-2"
      >
        {outcome.balls.map((ball, index) => (
          <Ball key={index} value={ball} />
        ))}
        <span className="mx-1 text-ink-400">+</span>
        <Ball value={outcome.powerball} power />
      </div>
      <p className="text-sm text-ink-200">
        {t('sum')} <strong className="text-gold-300 tabular-nums">{outcome.sum}</strong>
      </p>
      <ul aria-label={t('common:outcome.result')} className="flex flex-wrap justify-center gap-1 text-xs">
        {winningPicks(outcome, lines).map((pick) => (
          <li key={pick} className="rounded bg-ink-700 px-2 py-0.5 text-ink-100">
            {powerballPickLabel(pick)}
          </li>
        ))}
      </ul>
    </div>
  );
}
