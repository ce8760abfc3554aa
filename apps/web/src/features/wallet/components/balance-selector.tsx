import type { Balances } from '@hanpan/contract';
import { clsx } from 'clsx';
import { ChevronDown, Wallet } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { formatWon } from '@/lib/format';
import { useBalances } from '../api/get-balances';

type BalanceKind = 'cash' | 'game' | 'point';

const BALANCE_CHOICES: readonly { kind: BalanceKind; label: string; field: keyof Balances }[] = [
  { kind: 'cash', label: '보유머니', field: 'cash_balance' },
  { kind: 'game', label: '카지노머니', field: 'casino_balance' },
  { kind: 'point', label: '포인트', field: 'points_balance' },
];

const isBalanceKind = (value: string): value is BalanceKind => BALANCE_CHOICES.some((choice) => choice.kind === value);

/** The header's balance: one of cash, game or point money on show (cash by default), switchable. */
export function BalanceSelector({ className }: { className?: string }) {
  const { data: balances } = useBalances();
  const [selected, setSelected] = useState<BalanceKind>('cash');
  const choice = BALANCE_CHOICES.find((item) => item.kind === selected) ?? BALANCE_CHOICES[0];
  if (!choice) return null;
  const amountText = (field: keyof Balances) => (balances ? formatWon(balances[field]) : '—');

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={clsx(
          'flex h-10 items-center gap-2 rounded-lg border border-ink-600 bg-ink-950/60 px-2.5 text-left transition-colors hover:border-gold-500/60 sm:px-3',
          className,
        )}
        aria-label={`잔액 선택: ${choice.label} ${amountText(choice.field)}`}
      >
        <Wallet className="hidden size-4 text-gold-400 sm:block" />
        <span className="flex flex-col leading-tight">
          <span className="text-[10px] font-medium text-ink-300">{choice.label}</span>
          <span className="text-sm font-bold text-gold-300 tabular-nums">{amountText(choice.field)}</span>
        </span>
        <ChevronDown className="size-4 text-ink-300" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-40 min-w-56 rounded-xl border border-ink-600 bg-ink-800 p-1.5 shadow-xl shadow-black/50"
        >
          <DropdownMenu.Label className="px-2.5 py-1.5 text-xs font-semibold text-ink-300">표시할 잔액</DropdownMenu.Label>
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
                <span>{item.label}</span>
                <span className="font-semibold tabular-nums">{amountText(item.field)}</span>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
