import { BET_LIMITS } from '@hanpan/contract';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { buttonClasses } from '@/components/ui/button';
import { formatWon } from '@/lib/format';

/** Spec section 9: the limits the guide lists (the server enforces them; the client does not). */
export const STAKE_GUIDE_ROWS: readonly { label: string; amount: number }[] = [
  { label: '최소 베팅금액', amount: BET_LIMITS.minimumStake },
  { label: '단폴더 최대 베팅금액', amount: BET_LIMITS.singleMaximumStake },
  { label: '단폴더 최대 당첨금액', amount: BET_LIMITS.maximumPayout },
  { label: '다폴더 최대 베팅금액', amount: BET_LIMITS.multiMaximumStake },
  { label: '동일경기 조합 최대 당첨금액', amount: BET_LIMITS.maximumPayout },
  { label: '2폴더 최대 당첨금액', amount: BET_LIMITS.maximumPayout },
  { label: '3폴더 이상 최대 당첨금액', amount: BET_LIMITS.maximumPayout },
];

/** 스포츠 베팅금액 안내: the limits, and one 닫기 button (spec section 2). */
export function StakeGuideDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/80 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-ink-600/70 bg-ink-850 p-6 shadow-2xl shadow-black/60 focus:outline-none"
        >
          <Dialog.Title className="text-lg font-bold text-ink-100">스포츠 베팅금액 안내</Dialog.Title>
          <table className="mt-4 w-full text-sm">
            <tbody>
              {STAKE_GUIDE_ROWS.map((row) => (
                <tr key={row.label} className="border-b border-ink-700 last:border-0">
                  <th scope="row" className="py-2.5 text-left font-medium text-ink-300">
                    {row.label}
                  </th>
                  <td className="py-2.5 text-right font-bold text-ink-100 tabular-nums">{formatWon(row.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Dialog.Close className={buttonClasses({ variant: 'secondary', className: 'mt-5 w-full' })}>
            <X className="size-4" aria-hidden="true" />
            닫기
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
