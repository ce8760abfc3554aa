import { InboxButton } from '@/features/inbox/components/inbox-button';
import { BalanceSelector } from '@/features/wallet/components/balance-selector';
import { AccountMenu } from './account-menu';

/** The header's logged-in side: balance, inbox and account menu. */
export function MemberControls() {
  return (
    <>
      <BalanceSelector />
      <InboxButton />
      <AccountMenu />
    </>
  );
}
