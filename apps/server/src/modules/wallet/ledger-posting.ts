import type { Executor } from '../../db/database';
import type { DomainEventPublisher } from '../../db/domain-events';
import { assertAccountsResolved, assertAmount, assertPositiveAmount, assertPosting } from './ledger-assertions';
import { HOUSE_ACCOUNTS, type LedgerKind } from './ledger-kinds';
import { insufficientFunds } from './wallet-errors';
import type { MemberAccount, MemberAccountKind, WalletRepository } from './wallet.repository';

/** One side of a posting: a member account its lock handed out, or a house account by code. */
export type PostingLine = { account: MemberAccount | string; amount: number };
export type LedgerReference = { type: string; id: number };

/**
 * Ledger posting: the only code that writes ledger transactions and entries. A member account
 * can only be named as its lock returned it, so every posting knows whose balances it moved and
 * announces `balance.changed` for them once its transaction commits. A lock alone announces nothing.
 */
export function createLedgerPosting(deps: { repository: WalletRepository; events: DomainEventPublisher }) {
  const { repository, events } = deps;

  async function resolve(
    trx: Executor,
    kind: LedgerKind,
    lines: readonly { account: number | string; amount: number }[],
  ) {
    const resolved = await Promise.all(
      lines.map(async (line) => ({
        ...line,
        accountId:
          typeof line.account === 'number' ? line.account : await repository.findHouseAccountId(trx, line.account),
      })),
    );
    return assertAccountsResolved(kind, resolved).map(({ accountId, amount }) => ({ accountId, amount }));
  }

  async function post(trx: Executor, kind: LedgerKind, lines: PostingLine[], reference?: LedgerReference) {
    const named = lines.map((line) => ({
      account: typeof line.account === 'string' ? line.account : line.account.id,
      amount: line.amount,
    }));
    // Every posting passes here: a broken one is a bug, stopped before any SQL (ledger-assertions.ts).
    assertPosting(kind, named);
    const entries = await resolve(trx, kind, named);
    const transactionId = await repository.insertTransaction(trx, {
      kind,
      memo: null,
      ...(reference ? { reference } : {}),
      entries,
    });
    for (const line of lines) {
      if (typeof line.account !== 'string')
        events.publish(trx, 'balance.changed', { userId: line.account.ownerUserId });
    }
    return transactionId;
  }

  /**
   * Moves money between one of a member's accounts and a house account inside the caller's
   * transaction: a negative amount takes from the member (a stake), a positive one pays them
   * (a payout). Answers that account's new balance; never lets it go below zero.
   */
  async function postHouseTransfer(
    trx: Executor,
    transfer: {
      userId: number;
      account: MemberAccountKind;
      amount: number;
      kind: LedgerKind;
      house: string;
      reference: LedgerReference;
    },
  ): Promise<number> {
    assertAmount(transfer.amount, `${transfer.kind} transfer`);
    const account = (await repository.lockMemberAccounts(trx, transfer.userId))[transfer.account];
    const balance = account.balance + transfer.amount;
    if (balance < 0) throw insufficientFunds();
    await post(
      trx,
      transfer.kind,
      [
        { account, amount: transfer.amount },
        { account: transfer.house, amount: -transfer.amount },
      ],
      transfer.reference,
    );
    return balance;
  }

  /** Credits a member's points from the operator's points account inside the caller's transaction. */
  async function awardPoints(
    trx: Executor,
    award: { userId: number; amount: number; kind: LedgerKind; reference: LedgerReference },
  ): Promise<{ transactionId: number; balance: number }> {
    assertPositiveAmount(award.amount, 'points award');
    const { points } = await repository.lockMemberAccounts(trx, award.userId);
    const transactionId = await post(
      trx,
      award.kind,
      [
        { account: HOUSE_ACCOUNTS.points, amount: -award.amount },
        { account: points, amount: award.amount },
      ],
      award.reference,
    );
    return { transactionId, balance: points.balance + award.amount };
  }

  /** Credits a member from the operator's promotions account (demo money, events). */
  async function grantPromotion(
    trx: Executor,
    userId: number,
    amounts: Partial<Record<MemberAccountKind, number>>,
  ): Promise<number> {
    const accounts = await repository.lockMemberAccounts(trx, userId);
    const credits = (Object.keys(amounts) as MemberAccountKind[]).flatMap((kind) => {
      const amount = amounts[kind] ?? 0;
      if (amount !== 0) assertPositiveAmount(amount, `${kind} promotion`);
      return amount > 0 ? [{ account: accounts[kind], amount }] : [];
    });
    const total = credits.reduce((sum, line) => sum + line.amount, 0);
    assertPositiveAmount(total, 'promotion total');
    return post(trx, 'promotion', [{ account: HOUSE_ACCOUNTS.promotions, amount: -total }, ...credits]);
  }

  return {
    /** The member's accounts, locked in id order until the transaction ends. */
    lockMemberAccounts: (trx: Executor, userId: number) => repository.lockMemberAccounts(trx, userId),
    post,
    postHouseTransfer,
    awardPoints,
    grantPromotion,
  };
}

export type LedgerPosting = ReturnType<typeof createLedgerPosting>;
