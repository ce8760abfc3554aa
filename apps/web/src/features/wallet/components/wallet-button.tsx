import { ArrowDownUp } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { openWalletDialog } from '../stores/wallet-dialogs';

function WalletButtonContent() {
  const { t } = useTranslation('wallet');
  return (
    <button
      type="button"
      onClick={() => openWalletDialog('deposit')}
      className="inline-flex size-10 shrink-0 items-center justify-center gap-2 rounded-lg border border-gold-500/50 text-sm font-semibold whitespace-nowrap text-gold-300 transition-colors hover:border-gold-400 hover:bg-gold-400/10 sm:w-auto sm:px-3"
    >
      <ArrowDownUp className="size-4" aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{t('walletButton.label')}</span>
    </button>
  );
}

/**
 * The header's deposit/withdraw button: opens the dialog on the deposit tab (icon only on phones).
 * The layout renders it outside any page, so it waits for the wallet's texts in its own boundary.
 */
export function WalletButton() {
  return (
    <Suspense fallback={<Skeleton className="size-10 shrink-0 rounded-lg bg-ink-800 sm:w-20" />}>
      <WalletButtonContent />
    </Suspense>
  );
}
