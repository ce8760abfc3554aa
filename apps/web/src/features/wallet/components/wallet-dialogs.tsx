import { lazy, Suspense, useEffect, useState } from 'react';
import {
  closeCasinoTopUp,
  closeWalletDialog,
  openWalletDialog,
  resetWalletDialogs,
  useWalletDialogs,
} from '../stores/wallet-dialogs';

// The dialogs (and the forms behind them) load the first time one opens.
const WalletDialog = lazy(() => import('./wallet-dialog').then((module) => ({ default: module.WalletDialog })));
const CasinoTopUpDialog = lazy(() =>
  import('./casino-top-up-dialog').then((module) => ({ default: module.CasinoTopUpDialog })),
);

/**
 * Mounted once with the member controls; the dialogs open from anywhere through
 * openWalletDialog() / openCasinoTopUp(). The deposit/withdraw dialog stays mounted after its first
 * opening so its fields can outlive a close by the spec's reset delay.
 */
export function WalletDialogs({ onApplicationSubmitted }: { onApplicationSubmitted: () => void }) {
  const { transfer, casinoTopUp } = useWalletDialogs();
  const [transferLoaded, setTransferLoaded] = useState(transfer.open);
  if (transfer.open && !transferLoaded) setTransferLoaded(true);
  // Unmounted at logout: a dialog left open then must not pop up at the next login.
  useEffect(() => resetWalletDialogs, []);

  return (
    <>
      <Suspense fallback={null}>
        {transferLoaded && (
          <WalletDialog
            open={transfer.open}
            tab={transfer.tab}
            openCount={transfer.openCount}
            onOpenChange={(open) => (open ? openWalletDialog(transfer.tab) : closeWalletDialog())}
            onSubmitted={onApplicationSubmitted}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {casinoTopUp.open && (
          <CasinoTopUpDialog
            open
            onOpenChange={(open) => {
              if (!open) closeCasinoTopUp();
            }}
          />
        )}
      </Suspense>
    </>
  );
}
