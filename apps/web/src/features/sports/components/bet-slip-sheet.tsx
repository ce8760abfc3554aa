import { ReceiptText, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetSlip } from '../hooks/use-bet-slip';
import { BetSlipPanel } from './bet-slip-panel';

/**
 * Narrow screens: the cart column lives in a bottom sheet, opened by a floating button that
 * shows the selection count (above the mobile bottom bar).
 */
export function BetSlipSheet({ slip }: { slip: BetSlip }) {
  const { t } = useTranslation('sports');
  const [open, setOpen] = useState(false);
  const count = slip.cart.items.length;

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label={t('slip.openSheet', { count })}
        className="fixed right-4 bottom-20 z-20 flex h-12 items-center gap-2 rounded-full bg-linear-to-b from-gold-300 to-gold-500 pr-4 pl-3.5 text-sm font-bold text-ink-950 shadow-lg shadow-black/50 md:bottom-6"
      >
        <ReceiptText className="size-5" aria-hidden="true" />
        {t('slip.title')}
        <span className="flex h-6 min-w-6 items-center justify-center rounded-full bg-ink-950 px-1.5 text-xs text-gold-300 tabular-nums">
          {count}
        </span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink-950/70" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-40 flex max-h-[88dvh] flex-col rounded-t-2xl border-t border-ink-600 bg-ink-900 shadow-2xl shadow-black/70 focus:outline-none sm:inset-x-auto sm:right-4 sm:w-[400px]"
        >
          <div className="relative flex h-10 shrink-0 items-center justify-center">
            <span aria-hidden="true" className="h-1 w-10 rounded-full bg-ink-600" />
            <Dialog.Close
              aria-label={t('slip.closeSheet')}
              className="absolute top-1.5 right-3 rounded-md p-1 text-ink-300 hover:text-ink-100"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">{t('slip.title')}</Dialog.Title>
          <div className="overflow-y-auto overscroll-contain px-4 pb-[calc(1rem+env(safe-area-inset-bottom))]">
            <BetSlipPanel slip={slip} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
