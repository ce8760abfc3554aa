import type { Balances } from '@hanpan/contract';
import { ApiError } from '@/lib/api-client';
import { confirmAction, showAlert } from '@/lib/alerts';
import { formatWon } from '@/lib/format';
import { i18n } from '@/lib/i18n/i18n';
import { createIdempotencyKey } from '@/lib/idempotency';
import { useConvertBalance, type Conversion } from '../api/convert-balances';

/** "Conversion complete" followed by cash, points and casino money in won (spec section 8). */
export function conversionSuccessText(balances: Balances): string {
  return i18n.t('wallet:conversions.complete', {
    cash: formatWon(balances.cash_balance),
    points: formatWon(balances.points_balance),
    casino: formatWon(balances.casino_balance),
  });
}

/** The response's message (its error field when it has no message), else the spec's fallbacks. */
export function conversionErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return i18n.t('wallet:conversions.networkError');
    return error.serverMessage ?? i18n.t('wallet:conversions.failed');
  }
  return i18n.t('wallet:conversions.failed');
}

/** Spec section 2: the conversion buttons ask first (the cash → casino top-up has its own dialog). */
function confirmationOf(conversion: Conversion): string | null {
  switch (conversion) {
    case 'points-to-cash':
      return i18n.t('wallet:conversions.confirmPointsToCash');
    case 'casino-to-cash':
      return i18n.t('wallet:conversions.confirmCasinoToCash');
    default:
      return null;
  }
}

/**
 * The conversions as member actions: ask (spec texts), convert with a fresh idempotency key, then
 * tell the result in an alert. Resolves `true` when money moved.
 */
export function useConversions() {
  const mutation = useConvertBalance();

  async function convert(conversion: Conversion, amount?: number): Promise<boolean> {
    if (mutation.isPending) return false;
    const question = confirmationOf(conversion);
    if (question && !(await confirmAction(question))) return false;
    try {
      const balances = await mutation.mutateAsync({ conversion, amount, idempotencyKey: createIdempotencyKey() });
      void showAlert(conversionSuccessText(balances));
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) console.error('Conversion network error', error);
      void showAlert(conversionErrorText(error));
      return false;
    }
  }

  return { convert, isPending: mutation.isPending };
}
