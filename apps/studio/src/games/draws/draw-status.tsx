import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioDraw } from '@hanpan/contract';
import { clsx } from 'clsx';
import { shortHash, type DrawPhase } from './draw-clock';

/**
 * The head of a scheduled game's page: the 회차, its phase and countdown, and the committed seed
 * hash; `aside` sits beside the 회차 (a table's players), `children` under the countdown.
 */
export function DrawStatus({
  draw,
  phase,
  aside,
  children,
}: {
  draw: StudioDraw;
  phase: DrawPhase;
  aside?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation(['draws', 'common']);
  return (
    <div className="flex flex-col gap-1.5 rounded-xl bg-ink-850 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-xl font-extrabold text-ink-100 tabular-nums">
          {t('roundOfDay', { round: draw.round_of_day })}
        </h2>
        <span
          className={clsx(
            'rounded px-1.5 py-0.5 text-[0.65rem] font-bold',
            phase.betting ? 'bg-emerald-glow/20 text-emerald-glow' : 'bg-ruby-500/20 text-ruby-500',
          )}
        >
          {phase.badge}
        </span>
        {aside}
      </div>
      <p
        role="timer"
        className={clsx('text-2xl font-bold tabular-nums', phase.betting ? 'text-gold-300' : 'text-ink-200')}
      >
        {phase.text}
      </p>
      {children}
      <p className="flex min-w-0 items-center gap-1 text-[0.7rem] text-ink-400">
        <span className="shrink-0">{t('common:seeds.serverSeedHash')}</span>
        <code title={draw.server_seed_hash} className="truncate text-ink-300">
          {shortHash(draw.server_seed_hash)}
        </code>
      </p>
    </div>
  );
}
