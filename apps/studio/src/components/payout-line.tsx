import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { formatWon } from '@/lib/format';

/** The result line under an outcome: what the round paid. */
export function PayoutLine({ stake, payout }: { stake?: number | undefined; payout: number }) {
  const { t } = useTranslation();
  const won = payout > 0;
  return (
    <p role="status" className={clsx('text-sm font-semibold', won ? 'text-emerald-glow' : 'text-ink-300')}>
      {won ? t('payout.won', { amount: formatWon(payout) }) : t('payout.lost')}
      {stake !== undefined && (
        <span className="ml-2 font-normal text-ink-400">{t('payout.stake', { amount: formatWon(stake) })}</span>
      )}
    </p>
  );
}
