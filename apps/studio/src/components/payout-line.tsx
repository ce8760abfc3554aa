import { clsx } from 'clsx';
import { formatWon } from '@/lib/format';

/** The result line under an outcome: what the round paid. */
export function PayoutLine({ stake, payout }: { stake?: number | undefined; payout: number }) {
  const won = payout > 0;
  return (
    <p role="status" className={clsx('text-sm font-semibold', won ? 'text-emerald-glow' : 'text-ink-300')}>
      {won ? `당첨 ${formatWon(payout)}` : '미당첨'}
      {stake !== undefined && <span className="ml-2 font-normal text-ink-400">베팅 {formatWon(stake)}</span>}
    </p>
  );
}
