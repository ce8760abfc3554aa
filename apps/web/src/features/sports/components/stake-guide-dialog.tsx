import type { BetLimitsResponse } from '@hanpan/contract';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatWon } from '@/lib/format';
import { useBetLimits } from '../api/get-bet-limits';

type StakeGuideRow =
  | 'minimumStake'
  | 'singleMaximumStake'
  | 'singleMaximumPayout'
  | 'multiMaximumStake'
  | 'sameFixtureMaximumPayout'
  | 'twoFoldMaximumPayout'
  | 'threeFoldsMaximumPayout';

/** Spec section 9's rows, with the limits the operator has set (the server enforces them; the client does not). */
const STAKE_GUIDE_ROWS: readonly { key: StakeGuideRow; amount: (limits: BetLimitsResponse) => number }[] = [
  { key: 'minimumStake', amount: (limits) => limits.minimum_stake },
  { key: 'singleMaximumStake', amount: (limits) => limits.single_maximum_stake },
  { key: 'singleMaximumPayout', amount: (limits) => limits.maximum_payout },
  { key: 'multiMaximumStake', amount: (limits) => limits.multi_maximum_stake },
  { key: 'sameFixtureMaximumPayout', amount: (limits) => limits.maximum_payout },
  { key: 'twoFoldMaximumPayout', amount: (limits) => limits.maximum_payout },
  { key: 'threeFoldsMaximumPayout', amount: (limits) => limits.maximum_payout },
];

/**
 * The rows, from the limits in force (the sports screen asks for them as it opens; a guide opened
 * elsewhere asks itself). Until the limits arrive the amounts are placeholders: the spec's
 * defaults could be out of date and a member would read a wrong limit.
 */
function StakeGuideTable() {
  const { t } = useTranslation('sports');
  const { data: limits, isError, refetch } = useBetLimits();

  if (!limits && isError) {
    return (
      <div role="alert" className="mt-4 flex flex-col items-center gap-3 py-6 text-center">
        <p className="text-sm text-ink-300">{t('stakeGuide.loadFailed')}</p>
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          {t('stakeGuide.retry')}
        </Button>
      </div>
    );
  }
  return (
    <table className="mt-4 w-full text-sm" aria-busy={!limits}>
      {!limits && <caption className="sr-only">{t('stakeGuide.loading')}</caption>}
      <tbody>
        {STAKE_GUIDE_ROWS.map((row) => (
          <tr key={row.key} className="border-b border-ink-700 last:border-0">
            <th scope="row" className="py-2.5 text-left font-medium text-ink-300">
              {t(`stakeGuide.rows.${row.key}`)}
            </th>
            <td className="py-2.5 text-right font-bold text-ink-100 tabular-nums">
              {limits ? formatWon(row.amount(limits)) : <Skeleton inline className="h-4 w-24 rounded bg-ink-700" />}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** 스포츠 베팅금액 안내: the limits in force, and one 닫기 button (spec section 2). */
export function StakeGuideDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('sports');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/80 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-ink-600/70 bg-ink-850 p-6 shadow-2xl shadow-black/60 focus:outline-none"
        >
          <Dialog.Title className="text-lg font-bold text-ink-100">{t('stakeGuide.title')}</Dialog.Title>
          <StakeGuideTable />
          <Dialog.Close className={buttonClasses({ variant: 'secondary', className: 'mt-5 w-full' })}>
            <X className="size-4" aria-hidden="true" />
            {t('stakeGuide.close')}
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
