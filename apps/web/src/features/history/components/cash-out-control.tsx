import { CASH_OUT_TOLERANCES } from '@hanpan/contract';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@/components/ui/button';
import { showAlert } from '@/lib/alerts';
import { formatWon } from '@/lib/format';
import { createIdempotencyKey } from '@/lib/idempotency';
import { persistentStorage } from '@/lib/storage';
import { useCashOut, type CashOutTolerance } from '../api/cash-out-bet';
import type { BetHistoryItem } from '../api/get-bet-history';
import { cashOutErrorText, cashOutSuccessText } from '../utils/bet-slip';

/** The member's last tolerance choice, offered again next time. */
export const CASH_OUT_TOLERANCE_STORAGE_KEY = 'hanpan.cashOutTolerance';

function storedTolerance(): CashOutTolerance {
  const stored = Number(persistentStorage.getItem(CASH_OUT_TOLERANCE_STORAGE_KEY));
  return CASH_OUT_TOLERANCES.find((tolerance) => tolerance === stored) ?? 0;
}

/** What the slip can be cashed out for now, or null. */
export const cashOutOfferOf = (bet: BetHistoryItem): number | null =>
  bet.status === 'PENDING' ? bet.cash_out_offer : null;

interface CashOutControlProps {
  bet: BetHistoryItem;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * The cash-out button of a pending slip with an offer ("캐시아웃 9,500원") and its confirmation:
 * the offer as it is now (the history refetches as prices move, so it follows them, marking a
 * change from the one first shown), the stake and potential payout, how far below it a re-priced
 * offer is still taken, and the confirm button naming the amount. While the call runs (in play
 * it waits the acceptance delay) the dialog stays, saying so; then the answer is told as a
 * cancellation's is: the payout and new balance, or the server's refusal (the history is asked
 * again either way, so a new offer shows).
 */
export function CashOutControl({ bet, size = 'md', className }: CashOutControlProps) {
  const { t } = useTranslation('history');
  const cashOut = useCashOut();
  const [open, setOpen] = useState(false);
  // The offer shown when the dialog opened: a move from it is pointed out.
  const [firstOffer, setFirstOffer] = useState<number | null>(null);
  const [tolerance, setTolerance] = useState<CashOutTolerance>(storedTolerance);
  const idPrefix = useId();
  const offer = cashOutOfferOf(bet);
  const pending = cashOut.isPending;

  // Nothing to offer: no button (a dialog already open stays, saying so, until closed).
  if (offer === null && !open) return null;

  function openChange(next: boolean) {
    // The call is under way: its answer closes the dialog.
    if (pending) return;
    if (next) setFirstOffer(offer);
    setOpen(next);
  }

  function chooseTolerance(next: CashOutTolerance) {
    setTolerance(next);
    persistentStorage.setItem(CASH_OUT_TOLERANCE_STORAGE_KEY, String(next));
  }

  async function confirm() {
    if (pending || offer === null) return;
    try {
      const answer = await cashOut.mutateAsync({
        betId: bet.id,
        offer,
        tolerancePercent: tolerance,
        idempotencyKey: createIdempotencyKey(),
      });
      setOpen(false);
      void showAlert(cashOutSuccessText(formatWon(answer.payout), formatWon(answer.new_balance)));
    } catch (error) {
      setOpen(false);
      void showAlert(cashOutErrorText(error));
    }
  }

  const moved = offer !== null && firstOffer !== null && offer !== firstOffer;

  return (
    <AlertDialog.Root open={open} onOpenChange={openChange}>
      {offer !== null && (
        <AlertDialog.Trigger
          className={buttonClasses({
            size: size === 'sm' ? 'sm' : 'md',
            className: clsx('tabular-nums', className),
          })}
        >
          {t('cashOut.button', { amount: formatWon(offer) })}
        </AlertDialog.Trigger>
      )}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-ink-950/70" />
        <AlertDialog.Content
          onEscapeKeyDown={(event) => pending && event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-[60] max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-ink-600/70 bg-ink-800 p-6 shadow-2xl shadow-black/60 focus:outline-none"
        >
          <AlertDialog.Title className="text-base font-bold text-gold-300">{t('cashOut.title')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm leading-relaxed text-ink-200">
            {t('cashOut.description', { id: bet.id })}
          </AlertDialog.Description>

          <dl className="mt-4 flex flex-col gap-2 rounded-xl bg-ink-900/70 p-4 text-sm">
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-ink-300">{t('cashOut.offer')}</dt>
              <dd aria-live="polite" className="text-right text-lg font-bold text-gold-300 tabular-nums">
                {offer === null ? '-' : formatWon(offer)}
              </dd>
            </div>
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-ink-300">{t('cashOut.stake')}</dt>
              <dd className="text-right text-ink-100 tabular-nums">{formatWon(bet.stake)}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-ink-300">{t('cashOut.potentialPayout')}</dt>
              <dd className="text-right text-ink-100 tabular-nums">{formatWon(bet.potential_payout)}</dd>
            </div>
          </dl>
          {moved && firstOffer !== null && (
            <p className="mt-2 flex items-center gap-1 text-xs text-yellow-300">
              {offer > firstOffer ? (
                <ArrowUp className="size-3.5 shrink-0" aria-hidden="true" />
              ) : (
                <ArrowDown className="size-3.5 shrink-0" aria-hidden="true" />
              )}
              {t('cashOut.changed', { amount: formatWon(firstOffer) })}
            </p>
          )}
          {offer === null && (
            <p role="alert" className="mt-2 text-sm text-ruby-500">
              {t('cashOut.unavailable')}
            </p>
          )}

          <fieldset className="mt-4 flex flex-col gap-2" disabled={pending}>
            <legend className="mb-2 text-xs font-semibold text-ink-200">{t('cashOut.tolerance.legend')}</legend>
            <div className="grid grid-cols-2 gap-2">
              {CASH_OUT_TOLERANCES.map((percent) => (
                <label
                  key={percent}
                  className={clsx(
                    'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-xs transition-colors',
                    tolerance === percent
                      ? 'border-gold-400 bg-gold-400/10 text-ink-100'
                      : 'border-ink-600 text-ink-200 hover:border-ink-400',
                  )}
                >
                  <input
                    type="radio"
                    name={`${idPrefix}-tolerance`}
                    value={percent}
                    checked={tolerance === percent}
                    onChange={() => chooseTolerance(percent)}
                    className="size-3.5 shrink-0 accent-gold-500"
                  />
                  {percent === 0 ? t('cashOut.tolerance.exact') : t('cashOut.tolerance.percent', { percent })}
                </label>
              ))}
            </div>
            <p className="text-xs leading-relaxed text-ink-400">{t('cashOut.tolerance.hint')}</p>
          </fieldset>

          {pending && (
            <p role="status" className="mt-4 text-xs text-ink-300">
              {t('cashOut.pendingHint')}
            </p>
          )}
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses({ variant: 'secondary' })} disabled={pending}>
              {t('cashOut.dismiss')}
            </AlertDialog.Cancel>
            {/* Not an AlertDialog.Action: the dialog stays open until the server answers. */}
            <Button onClick={() => void confirm()} disabled={pending || offer === null} className="tabular-nums">
              {pending
                ? t('cashOut.pending')
                : t('cashOut.confirm', { amount: offer === null ? '-' : formatWon(offer) })}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
