import {
  ArrowDownUp,
  CalendarCheck,
  ChevronDown,
  ClipboardList,
  HeartHandshake,
  LogOut,
  Mail,
  ReceiptText,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { openWalletDialog } from '@/features/wallet/stores/wallet-dialogs';
import { auth } from '@/lib/auth/auth';
import { useSession } from '@/lib/auth/session';

const MENU_LINKS: readonly { to: string; label: string; icon: LucideIcon }[] = [
  { to: paths.myPage, label: '마이페이지', icon: UserRound },
  { to: paths.results, label: '베팅내역', icon: ClipboardList },
  { to: paths.transactions, label: '거래내역', icon: ReceiptText },
  { to: paths.messages, label: '쪽지함', icon: Mail },
  { to: paths.attendance, label: '출석부', icon: CalendarCheck },
  { to: paths.referrals, label: '추천내역', icon: Users },
  { to: paths.responsiblePlay, label: '책임감 있는 이용', icon: HeartHandshake },
];

const itemClasses =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm text-ink-200 outline-none data-highlighted:bg-ink-700 data-highlighted:text-ink-100';

export function AccountMenu() {
  const { user } = useSession();
  const navigate = useNavigate();
  if (!user) return null;

  async function logOut() {
    // Leave first, so a members-only page does not react to the logout by asking to log in again.
    await navigate(paths.home);
    await auth.logout();
  }

  return (
    // Not modal: a modal menu aria-hides the page around it while the page keeps its focusable
    // controls (axe's aria-hidden-focus); a menu is no dialog, and Escape or a click outside closes it.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label="계정 메뉴"
        className="flex h-10 items-center gap-2 rounded-lg pr-1 pl-1 transition-colors hover:bg-ink-700/60 sm:pr-2"
      >
        <span className="flex size-8 items-center justify-center rounded-full bg-linear-to-br from-gold-300 to-gold-600 text-sm font-black text-ink-950">
          {user.nickname.slice(0, 1)}
        </span>
        <span className="hidden max-w-28 truncate text-sm font-semibold lg:block">{user.nickname}</span>
        <ChevronDown className="hidden size-4 text-ink-300 sm:block" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-40 w-56 rounded-xl border border-ink-600 bg-ink-800 p-1.5 shadow-xl shadow-black/50"
        >
          <DropdownMenu.Label className="flex flex-col px-3 py-2">
            <span className="text-sm font-bold text-ink-100">{user.nickname}</span>
            <span className="text-xs text-ink-400">{user.username}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-ink-700" />
          <DropdownMenu.Item className={itemClasses} onSelect={() => openWalletDialog('deposit')}>
            <ArrowDownUp className="size-4" />
            입출금
          </DropdownMenu.Item>
          {MENU_LINKS.map(({ to, label, icon: Icon }) => (
            <DropdownMenu.Item key={to} asChild className={itemClasses}>
              <Link to={to}>
                <Icon className="size-4" />
                {label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-ink-700" />
          <DropdownMenu.Item className={itemClasses} onSelect={() => void logOut()}>
            <LogOut className="size-4" />
            로그아웃
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
