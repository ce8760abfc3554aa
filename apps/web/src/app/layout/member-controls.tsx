import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { InboxButton } from '@/features/inbox/components/inbox-button';
import { BalanceSelector } from '@/features/wallet/components/balance-selector';
import { WalletButton } from '@/features/wallet/components/wallet-button';
import { WalletDialogs } from '@/features/wallet/components/wallet-dialogs';
import { useSession } from '@/lib/auth/session';
import { usePushStream } from '@/lib/push/use-push-stream';
import { AccountMenu } from './account-menu';

/**
 * The header's logged-in side: deposit/withdraw, balance, inbox and account menu (and the wallet's
 * dialogs). An operator has no member wallet: the back office shows no wallet controls. An agent
 * has no member data at all (every member call refuses its session): only the menu, which leads
 * to its portal.
 */
export function MemberControls() {
  const role = useSession().user?.role;
  if (role === 'agent') return <AccountMenu />;
  return <PlayerControls isOperator={role === 'admin'} />;
}

function PlayerControls({ isOperator }: { isOperator: boolean }) {
  const navigate = useNavigate();
  // The tab's push stream (balances, notifications, watched fixtures) lives as long as a member is logged in.
  usePushStream();
  return (
    <>
      {!isOperator && (
        <>
          <WalletButton />
          <BalanceSelector />
        </>
      )}
      <InboxButton />
      <AccountMenu />
      {/* Spec section 4: a submitted application goes to /transactions. */}
      {!isOperator && <WalletDialogs onApplicationSubmitted={() => void navigate(paths.transactions)} />}
    </>
  );
}
