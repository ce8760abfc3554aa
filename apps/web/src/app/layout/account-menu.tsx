import {
  ArrowDownUp,
  BriefcaseBusiness,
  CalendarCheck,
  Check,
  ChevronDown,
  ClipboardList,
  HeartHandshake,
  LayoutDashboard,
  LogOut,
  Mail,
  ReceiptText,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { openWalletDialog } from '@/features/wallet/stores/wallet-dialogs';
import { auth } from '@/lib/auth/auth';
import { useSession } from '@/lib/auth/session';
import { changeLanguage } from '@/lib/i18n/i18n';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, isLanguage } from '@/lib/i18n/languages';

/** The members' own pages; an operator, who has none of them, gets the back office instead, an agent its portal. */
const MEMBER_LINKS = [
  { to: paths.myPage, labelKey: 'accountMenu.myPage', icon: UserRound },
  { to: paths.results, labelKey: 'accountMenu.bets', icon: ClipboardList },
  { to: paths.transactions, labelKey: 'accountMenu.transactions', icon: ReceiptText },
  { to: paths.messages, labelKey: 'accountMenu.messages', icon: Mail },
  { to: paths.attendance, labelKey: 'accountMenu.attendance', icon: CalendarCheck },
  { to: paths.referrals, labelKey: 'accountMenu.referrals', icon: Users },
  { to: paths.responsiblePlay, labelKey: 'accountMenu.responsiblePlay', icon: HeartHandshake },
] as const satisfies readonly { to: string; labelKey: `accountMenu.${string}`; icon: LucideIcon }[];

const itemClasses =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm text-ink-200 outline-none data-highlighted:bg-ink-700 data-highlighted:text-ink-100';

const separatorClasses = 'my-1 h-px bg-ink-700';

export function AccountMenu() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const languageLabelId = useId();
  if (!user) return null;
  const shownLanguage = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;

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
        aria-label={t('accountMenu.label')}
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
          className="z-40 max-h-[var(--radix-dropdown-menu-content-available-height)] w-56 overflow-y-auto rounded-xl border border-ink-600 bg-ink-800 p-1.5 shadow-xl shadow-black/50"
        >
          <DropdownMenu.Label className="flex flex-col px-3 py-2">
            <span className="text-sm font-bold text-ink-100">{user.nickname}</span>
            <span className="text-xs text-ink-400">{user.username}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className={separatorClasses} />
          {user.role === 'admin' ? (
            <DropdownMenu.Item asChild className={itemClasses}>
              <Link to={paths.admin}>
                <LayoutDashboard className="size-4" />
                {t('accountMenu.backOffice')}
              </Link>
            </DropdownMenu.Item>
          ) : user.role === 'agent' ? (
            <DropdownMenu.Item asChild className={itemClasses}>
              <Link to={paths.agent}>
                <BriefcaseBusiness className="size-4" />
                {t('accountMenu.agentPortal')}
              </Link>
            </DropdownMenu.Item>
          ) : (
            <>
              <DropdownMenu.Item className={itemClasses} onSelect={() => openWalletDialog('deposit')}>
                <ArrowDownUp className="size-4" />
                {t('accountMenu.wallet')}
              </DropdownMenu.Item>
              {MEMBER_LINKS.map(({ to, labelKey, icon: Icon }) => (
                <DropdownMenu.Item key={to} asChild className={itemClasses}>
                  <Link to={to}>
                    <Icon className="size-4" />
                    {t(labelKey)}
                  </Link>
                </DropdownMenu.Item>
              ))}
            </>
          )}
          <DropdownMenu.Separator className={separatorClasses} />
          <DropdownMenu.Label id={languageLabelId} className="px-3 py-1.5 text-xs font-semibold text-ink-400">
            {t('language.label')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            aria-labelledby={languageLabelId}
            value={shownLanguage}
            onValueChange={(value) => {
              if (isLanguage(value)) void changeLanguage(value);
            }}
          >
            {LANGUAGES.map((language) => (
              <DropdownMenu.RadioItem
                key={language}
                value={language}
                lang={language}
                className={`${itemClasses} data-[state=checked]:text-gold-300`}
              >
                <span className="flex size-4 items-center justify-center">
                  <DropdownMenu.ItemIndicator>
                    <Check className="size-4" />
                  </DropdownMenu.ItemIndicator>
                </span>
                {LANGUAGE_NAMES[language]}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className={separatorClasses} />
          <DropdownMenu.Item className={itemClasses} onSelect={() => void logOut()}>
            <LogOut className="size-4" />
            {t('accountMenu.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
