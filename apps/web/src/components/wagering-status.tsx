import type { WageringStatus } from '@hanpan/contract';
import { Trans, useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date';
import { formatWon } from '@/lib/format';

/**
 * Open wagering requirements (rollover), oldest first, as the member's my page and the back
 * office's member detail show them: what each deposit still needs bet before a withdrawal.
 */
export function WageringStatusList({ status, emptyText }: { status: WageringStatus; emptyText: string }) {
  const { t } = useTranslation();
  if (status.obligations.length === 0) return <p className="text-sm text-ink-400">{emptyText}</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-300">
        <Trans
          t={t}
          i18nKey="wagering.remaining"
          values={{ amount: formatWon(status.remaining) }}
          components={{ amount: <strong className="font-bold text-gold-300 tabular-nums" /> }}
        />
      </p>
      <ul className="flex flex-col gap-3">
        {status.obligations.map((obligation) => {
          const percent = Math.floor((obligation.wagered / obligation.required) * 100);
          return (
            <li key={obligation.deposit_id} className="rounded-xl border border-ink-700/70 p-3 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="text-ink-300">
                  {t('wagering.deposit', { id: obligation.deposit_id, date: formatDateTime(obligation.opened_at) })}
                </span>
                <span className="font-semibold text-ink-100 tabular-nums">
                  {t('wagering.depositRemaining', { amount: formatWon(obligation.remaining) })}
                </span>
              </div>
              <div
                role="progressbar"
                aria-label={t('wagering.progress', { id: obligation.deposit_id })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="mt-2 h-1.5 overflow-hidden rounded-full bg-ink-700"
              >
                <div className="h-full rounded-full bg-gold-400" style={{ width: `${percent}%` }} />
              </div>
              <p className="mt-1 text-xs text-ink-400 tabular-nums">
                {t('wagering.wagered', {
                  wagered: formatWon(obligation.wagered),
                  required: formatWon(obligation.required),
                })}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
