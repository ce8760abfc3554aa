import type { Balances, Deposit, Withdrawal } from '@hanpan/contract';
import type { DepositRow, MemberAccountKind, WithdrawalRow } from './wallet.repository';

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const toBalances = (balances: Record<MemberAccountKind, number>): Balances => ({
  cash_balance: balances.cash,
  casino_balance: balances.casino,
  points_balance: balances.points,
});

export function toDeposit(row: DepositRow): Deposit {
  return {
    id: row.id,
    amount: row.amount,
    bonus: row.bonus_kind,
    bonus_amount: row.bonus_amount,
    rollover_percent: row.rollover_percent,
    depositor_name: row.depositor_name,
    status: row.status,
    reason: row.reason,
    created_at: row.created_at.toISOString(),
    processed_at: iso(row.processed_at),
    user_info: { nickname: row.nickname, username: row.username },
  };
}

export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    amount: row.amount,
    bank: row.bank,
    account_number: row.account_number,
    account_holder: row.account_holder,
    status: row.status,
    reason: row.reason,
    created_at: row.created_at.toISOString(),
    processed_at: iso(row.processed_at),
    user_info: { nickname: row.nickname, username: row.username },
  };
}
