import { ArrowDownUp } from 'lucide-react';
import { openWalletDialog } from '../stores/wallet-dialogs';

/** The header's 입출금 button: opens the deposit/withdraw dialog on the deposit tab (icon only on phones). */
export function WalletButton() {
  return (
    <button
      type="button"
      onClick={() => openWalletDialog('deposit')}
      className="inline-flex size-10 shrink-0 items-center justify-center gap-2 rounded-lg border border-gold-500/50 text-sm font-semibold whitespace-nowrap text-gold-300 transition-colors hover:border-gold-400 hover:bg-gold-400/10 sm:w-auto sm:px-3"
    >
      <ArrowDownUp className="size-4" aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">입출금</span>
    </button>
  );
}
