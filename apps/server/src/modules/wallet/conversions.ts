import type { Balances, CashToCasinoRequest } from '@hanpan/contract';
import { AppError } from '../../lib/errors';
import type { LedgerPosting } from './ledger-posting';
import type { LedgerKind } from './ledger-kinds';
import type { MoneyCall, MoneyCaller } from './money-call';
import { insufficientFunds } from './wallet-errors';
import { toBalances } from './wallet-rows';
import type { MemberAccount, MemberAccountKind } from './wallet.repository';

/** Balances on the held lock, which postings keep current: no read after the posting. */
const balancesOf = (accounts: Record<MemberAccountKind, MemberAccount>) => ({
  cash: accounts.cash.balance,
  casino: accounts.casino.balance,
  points: accounts.points.balance,
});

/** The member's own moves between their accounts: points and casino money into cash, cash into casino money. */
export function createConversions(deps: { posting: LedgerPosting; moneyCall: MoneyCall }) {
  const { posting, moneyCall } = deps;

  /** Moves everything in one member account into their cash (the spec's two conversions). */
  function convertAllToCash(caller: MoneyCaller, from: 'points' | 'casino', kind: LedgerKind, emptyMessage: string) {
    return moneyCall(caller, kind, null, async (trx) => {
      const accounts = await posting.lockMemberAccounts(trx, caller.userId);
      const amount = accounts[from].balance;
      if (amount <= 0) throw new AppError(422, 'nothing_to_convert', emptyMessage);
      await posting.post(trx, kind, [
        { account: accounts[from], amount: -amount },
        { account: accounts.cash, amount },
      ]);
      return toBalances(balancesOf(accounts));
    });
  }

  return {
    convertPointsToCash: (caller: MoneyCaller) =>
      convertAllToCash(caller, 'points', 'conversion_points', '전환할 포인트가 없습니다.'),

    convertCasinoToCash: (caller: MoneyCaller) =>
      convertAllToCash(caller, 'casino', 'conversion_casino', '전환할 카지노머니가 없습니다.'),

    convertCashToCasino(caller: MoneyCaller, request: CashToCasinoRequest): Promise<Balances> {
      return moneyCall(caller, 'conversion_to_casino', request, async (trx) => {
        const accounts = await posting.lockMemberAccounts(trx, caller.userId);
        if (accounts.cash.balance < request.amount) throw insufficientFunds();
        await posting.post(trx, 'conversion_to_casino', [
          { account: accounts.cash, amount: -request.amount },
          { account: accounts.casino, amount: request.amount },
        ]);
        return toBalances(balancesOf(accounts));
      });
    },
  };
}
