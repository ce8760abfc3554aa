import { clsx } from 'clsx';
import { Tabs } from 'radix-ui';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogShell } from '@/components/ui/dialog';
import type { WalletTab } from '../stores/wallet-dialogs';
import { DIALOG_RESET_DELAY_MS, initialWalletForm, walletFormReducer } from '../utils/wallet-form';
import { DepositPanel } from './deposit-panel';
import { WithdrawPanel } from './withdraw-panel';

const TABS = [
  { value: 'deposit', labelKey: 'dialog.tabs.deposit' },
  { value: 'withdraw', labelKey: 'dialog.tabs.withdraw' },
] as const satisfies readonly { value: WalletTab; labelKey: string }[];

const isWalletTab = (value: string): value is WalletTab => TABS.some((tab) => tab.value === value);

interface WalletDialogProps {
  open: boolean;
  /** The tab to show when opened. */
  tab: WalletTab;
  /** Changes on every opening, so a new opening starts fresh even within the reset delay. */
  openCount: number;
  onOpenChange: (open: boolean) => void;
  /** Spec section 4: called with the dialog closing after an application went through. */
  onSubmitted: () => void;
}

/**
 * The deposit/withdraw dialog of spec sections 2, 4, 5 and 9. Its fields live here, outside the
 * dialog content, so that closing keeps them on screen until the reset 300 ms later.
 */
export function WalletDialog({ open, tab, openCount, onOpenChange, onSubmitted }: WalletDialogProps) {
  const { t } = useTranslation('wallet');
  const [state, dispatch] = useReducer(walletFormReducer, tab, initialWalletForm);
  const [seenOpenCount, setSeenOpenCount] = useState(openCount);
  if (seenOpenCount !== openCount) {
    setSeenOpenCount(openCount);
    dispatch({ type: 'reset', tab });
  }

  // Spec section 4: closing resets everything after 300 ms (an opening within that time cancels it).
  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => dispatch({ type: 'reset' }), DIALOG_RESET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);

  // An application that completes after the member closed the dialog does not navigate them away.
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);

  function handleSubmitted() {
    if (!openRef.current) return;
    onOpenChange(false);
    onSubmitted();
  }

  return (
    <DialogShell open={open} onOpenChange={onOpenChange} title={t('dialog.title')} className="max-w-lg">
      <Tabs.Root
        value={state.tab}
        onValueChange={(value) => {
          if (isWalletTab(value)) dispatch({ type: 'switchTab', tab: value });
        }}
        className="flex flex-col gap-5"
      >
        <Tabs.List aria-label={t('dialog.tabsLabel')} className="grid grid-cols-2 gap-1 rounded-xl bg-ink-950/60 p-1">
          {TABS.map((item) => (
            <Tabs.Trigger
              key={item.value}
              value={item.value}
              className={clsx(
                'h-10 rounded-lg text-sm font-bold text-ink-300 transition-colors hover:text-ink-100',
                'data-[state=active]:bg-ink-700 data-[state=active]:text-gold-300',
              )}
            >
              {t(item.labelKey)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="deposit" className="focus-visible:outline-none">
          <DepositPanel state={state} dispatch={dispatch} onSubmitted={handleSubmitted} />
        </Tabs.Content>
        <Tabs.Content value="withdraw" className="focus-visible:outline-none">
          <WithdrawPanel state={state} dispatch={dispatch} onSubmitted={handleSubmitted} />
        </Tabs.Content>
      </Tabs.Root>
    </DialogShell>
  );
}
