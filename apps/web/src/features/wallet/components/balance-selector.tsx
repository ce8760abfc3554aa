import type { Balances } from '@hanpan/contract';
import { clsx } from 'clsx';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  ChevronDown,
  Coins,
  Dices,
  Repeat,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { formatWon } from '@/lib/format';
import type { Conversion } from '../api/convert-balances';
import { useBalances } from '../api/get-balances';
import { useConversions } from '../hooks/use-conversions';
import { openCasinoTopUp, openWalletDialog } from '../stores/wallet-dialogs';

type BalanceKind = 'cash' | 'game' | 'point';

const BALANCE_CHOICES = [
  { kind: 'cash', labelKey: 'balances.cash', field: 'cash_balance' },
  { kind: 'game', labelKey: 'balances.casino', field: 'casino_balance' },
  { kind: 'point', labelKey: 'balances.points', field: 'points_balance' },
] as const satisfies readonly { kind: BalanceKind; labelKey: string; field: keyof Balances }[];

const isBalanceKind = (value: string): value is BalanceKind => BALANCE_CHOICES.some((choice) => choice.kind === value);

const itemClasses =
  'flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-sm text-ink-200 outline-none data-highlighted:bg-ink-700 data-highlighted:text-ink-100 data-disabled:pointer-events-none data-disabled:opacity-50';

interface ActionItem {
  id: string;
  label: string;
  /** What the action moves, shown small beside it. */
  hint: string;
  icon: LucideIcon;
  run: () => void;
}

function BalanceSelectorContent({ className }: { className?: string }) {
  const { t } = useTranslation('wallet');
  const { data: balances } = useBalances();
  const { convert, isPending } = useConversions();
  const [selected, setSelected] = useState<BalanceKind>('cash');
  const choice = BALANCE_CHOICES.find((item) => item.kind === selected) ?? BALANCE_CHOICES[0];
  if (!choice) return null;
  const amountText = (field: keyof Balances) => (balances ? formatWon(balances[field]) : '—');
  const runConversion = (conversion: Conversion) => () => void convert(conversion);

  const conversions: readonly ActionItem[] = [
    {
      id: 'points-to-cash',
      label: t('balanceSelector.convertPoints'),
      hint: t('balanceSelector.convertPointsHint'),
      icon: Coins,
      run: runConversion('points-to-cash'),
    },
    {
      id: 'casino-to-cash',
      label: t('balanceSelector.convertCasino'),
      hint: t('balanceSelector.convertCasinoHint'),
      icon: Repeat,
      run: runConversion('casino-to-cash'),
    },
    {
      id: 'cash-to-casino',
      label: t('balanceSelector.topUpCasino'),
      hint: t('balanceSelector.topUpCasinoHint'),
      icon: Dices,
      run: openCasinoTopUp,
    },
  ];
  const transfers: readonly ActionItem[] = [
    {
      id: 'deposit',
      label: t('balanceSelector.deposit'),
      hint: t('balanceSelector.depositHint'),
      icon: ArrowDownToLine,
      run: () => openWalletDialog('deposit'),
    },
    {
      id: 'withdraw',
      label: t('balanceSelector.withdraw'),
      hint: t('balanceSelector.withdrawHint'),
      icon: ArrowUpFromLine,
      run: () => openWalletDialog('withdraw'),
    },
  ];

  const renderItems = (items: readonly ActionItem[]) =>
    items.map(({ id, label, hint, icon: Icon, run }) => (
      <DropdownMenu.Item key={id} className={itemClasses} disabled={isPending} onSelect={run}>
        <Icon className="size-4 text-gold-400" aria-hidden="true" />
        <span className="flex-1">{label}</span>
        <span aria-hidden="true" className="text-[11px] text-ink-400">
          {hint}
        </span>
      </DropdownMenu.Item>
    ));

  return (
    // Not modal: a modal menu hides the page from screen readers while its controls stay focusable.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={clsx(
          'flex h-10 items-center gap-2 rounded-lg border border-ink-600 bg-ink-950/60 px-2.5 text-left transition-colors hover:border-gold-500/60 sm:px-3',
          className,
        )}
        aria-label={t('balanceSelector.triggerLabel', {
          balance: t(choice.labelKey),
          amount: amountText(choice.field),
        })}
      >
        <Wallet className="hidden size-4 text-gold-400 sm:block" />
        <span className="flex flex-col leading-tight">
          <span className="text-[10px] font-medium text-ink-300">{t(choice.labelKey)}</span>
          <span className="text-sm font-bold text-gold-300 tabular-nums">{amountText(choice.field)}</span>
        </span>
        <ChevronDown className="hidden size-4 text-ink-300 sm:block" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-40 max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-64 overflow-y-auto rounded-xl border border-ink-600 bg-ink-800 p-1.5 shadow-xl shadow-black/50"
        >
          <DropdownMenu.Label className="px-2.5 py-1.5 text-xs font-semibold text-ink-300">
            {t('balanceSelector.shownBalanceHeading')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={selected}
            onValueChange={(value) => {
              if (isBalanceKind(value)) setSelected(value);
            }}
          >
            {BALANCE_CHOICES.map((item) => (
              <DropdownMenu.RadioItem
                key={item.kind}
                value={item.kind}
                className="flex cursor-pointer items-center justify-between gap-6 rounded-lg px-2.5 py-2 text-sm text-ink-200 outline-none data-highlighted:bg-ink-700 data-[state=checked]:text-gold-300"
              >
                <span>{t(item.labelKey)}</span>
                <span className="font-semibold tabular-nums">{amountText(item.field)}</span>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="my-1 h-px bg-ink-700" />
          <DropdownMenu.Group>
            <DropdownMenu.Label className="px-2.5 py-1.5 text-xs font-semibold text-ink-300">
              {t('balanceSelector.conversionsHeading')}
            </DropdownMenu.Label>
            {renderItems(conversions)}
          </DropdownMenu.Group>
          <DropdownMenu.Separator className="my-1 h-px bg-ink-700" />
          <DropdownMenu.Group>
            <DropdownMenu.Label className="px-2.5 py-1.5 text-xs font-semibold text-ink-300">
              {t('balanceSelector.transfersHeading')}
            </DropdownMenu.Label>
            {renderItems(transfers)}
          </DropdownMenu.Group>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * The header's balance: one of cash, game or point money on show (cash by default), switchable;
 * the menu also holds the conversions and opens the deposit/withdraw dialog. The layout renders it
 * outside any page, so it waits for the wallet's texts in its own boundary.
 */
export function BalanceSelector({ className }: { className?: string }) {
  return (
    <Suspense fallback={<Skeleton className={clsx('h-10 w-28 rounded-lg bg-ink-800', className)} />}>
      <BalanceSelectorContent className={className} />
    </Suspense>
  );
}
