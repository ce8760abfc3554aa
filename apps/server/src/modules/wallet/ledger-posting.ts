import type { Expression } from 'kysely';
import type { Executor } from '../../db/database';
import type { DomainEventPublisher } from '../../db/domain-events';
import { assertAccountsResolved, assertAmount, assertPositiveAmount, assertPosting } from './ledger-assertions';
import { HOUSE_ACCOUNTS, type LedgerKind } from './ledger-kinds';
import { insufficientFunds } from './wallet-errors';
import { toBalances } from './wallet-rows';
import type { LedgerTransactionInput, MemberAccount, MemberAccountKind, WalletRepository } from './wallet.repository';

/** One side of a posting: a member account its lock handed out, or a house account by code. */
export type PostingLine = { account: MemberAccount | string; amount: number };
export type LedgerReference = { type: string; id: number };

type LockedAccounts = Record<MemberAccountKind, MemberAccount>;
export type Posting = { kind: LedgerKind; lines: PostingLine[]; reference?: LedgerReference };
export type HouseTransfer = {
  userId: number;
  account: MemberAccountKind;
  amount: number;
  kind: LedgerKind;
  house: string;
  reference: LedgerReference;
};

/**
 * Ledger posting: the only code that writes ledger transactions and entries. A member account
 * can only be named as its lock returned it, so every posting knows whose balances it moved and
 * announces `balance.changed` for them, with their balances after it, once its transaction
 * commits. A lock alone announces nothing.
 *
 * A member's accounts are locked once per transaction: a second lock hands out the same objects,
 * whose balances every posting keeps current, so a lock's balance is always the balance now.
 */
export function createLedgerPosting(deps: { repository: WalletRepository; events: DomainEventPublisher }) {
  const { repository, events } = deps;
  /** The member accounts each open transaction holds, by member. */
  const heldLocks = new WeakMap<Executor, Map<number, LockedAccounts>>();

  function heldBy(trx: Executor): Map<number, LockedAccounts> {
    const held = heldLocks.get(trx) ?? new Map<number, LockedAccounts>();
    heldLocks.set(trx, held);
    return held;
  }

  /** Locks the members' accounts not yet held by `trx`, all in one statement, and answers every member's. */
  async function lockAccountsOfMembers(
    trx: Executor,
    userIds: readonly number[],
  ): Promise<Map<number, LockedAccounts>> {
    const held = heldBy(trx);
    const missing = [...new Set(userIds)].filter((userId) => !held.has(userId));
    if (missing.length > 0) {
      for (const [userId, accounts] of await repository.lockMemberAccounts(trx, missing)) held.set(userId, accounts);
    }
    return new Map(userIds.map((userId) => [userId, held.get(userId)!]));
  }

  /**
   * Locks the accounts of the member `member` selects (a subquery of one user id: the lookup and
   * the lock in one statement) and answers that member's id; undefined when it selects nobody.
   */
  async function lockAccountsOfMemberIn(trx: Executor, member: Expression<number>): Promise<number | undefined> {
    const [found] = await repository.lockMemberAccounts(trx, member);
    if (!found) return undefined;
    const [userId, accounts] = found;
    const held = heldBy(trx);
    // Already held: the held objects carry the balances postings moved, and stay the ones handed out.
    if (!held.has(userId)) held.set(userId, accounts);
    return userId;
  }

  async function lockMemberAccounts(trx: Executor, userId: number): Promise<LockedAccounts> {
    return (await lockAccountsOfMembers(trx, [userId])).get(userId)!;
  }

  /** What a posting moved, on the held lock's objects (a posting names an account only as its lock returned it). */
  function applyToHeldLocks(trx: Executor, lines: PostingLine[]) {
    for (const line of lines) {
      if (typeof line.account === 'string') continue;
      const held = heldLocks.get(trx)?.get(line.account.ownerUserId);
      const account =
        held && Object.values(held).find((candidate) => candidate.id === (line.account as MemberAccount).id);
      if (!account) throw new Error(`account ${line.account.id} was posted to without its lock`);
      account.balance += line.amount;
    }
  }

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

  /** Several postings, in one statement whatever their number; answers their transaction ids in order. */
  async function postMany(trx: Executor, postings: readonly Posting[]): Promise<number[]> {
    if (postings.length === 0) return [];
    // One after another: the first posting to a house account reads its id, the rest find it cached.
    const transactions: LedgerTransactionInput[] = [];
    for (const { kind, lines, reference } of postings) {
      const named = lines.map((line) => ({
        account: typeof line.account === 'string' ? line.account : line.account.id,
        amount: line.amount,
      }));
      // Every posting passes here: a broken one is a bug, stopped before any SQL (ledger-assertions.ts).
      assertPosting(kind, named);
      transactions.push({
        kind,
        memo: null,
        ...(reference ? { reference } : {}),
        entries: await resolve(trx, kind, named),
      });
    }
    const transactionIds = await repository.insertTransactions(trx, transactions);
    /** Each member moved, with the newest transaction that moved them. */
    const versions = new Map<number, number>();
    postings.forEach(({ lines }, index) => {
      applyToHeldLocks(trx, lines);
      for (const line of lines) {
        if (typeof line.account !== 'string') versions.set(line.account.ownerUserId, transactionIds[index]!);
      }
    });
    for (const [userId, version] of versions) {
      const { cash, casino, points } = heldLocks.get(trx)!.get(userId)!;
      events.publish(trx, 'balance.changed', {
        userId,
        balances: toBalances({ cash: cash.balance, casino: casino.balance, points: points.balance }),
        version,
      });
    }
    return transactionIds;
  }

  async function post(trx: Executor, kind: LedgerKind, lines: PostingLine[], reference?: LedgerReference) {
    const [transactionId] = await postMany(trx, [{ kind, lines, ...(reference ? { reference } : {}) }]);
    return transactionId!;
  }

  /**
   * Moves money between members' accounts and house accounts inside the caller's transaction, in
   * one lock statement and one posting statement however many: a negative amount takes from the
   * member (a stake), a positive one pays them (a payout). Answers each account's balance after
   * its transfer; never lets one go below zero.
   */
  async function postHouseTransfers(trx: Executor, transfers: readonly HouseTransfer[]): Promise<number[]> {
    for (const transfer of transfers) assertAmount(transfer.amount, `${transfer.kind} transfer`);
    const locks = await lockAccountsOfMembers(
      trx,
      transfers.map((transfer) => transfer.userId),
    );
    const balances = new Map<MemberAccount, number>();
    const after: number[] = [];
    const postings = transfers.map((transfer) => {
      const account = locks.get(transfer.userId)![transfer.account];
      const balance = (balances.get(account) ?? account.balance) + transfer.amount;
      if (balance < 0) throw insufficientFunds();
      balances.set(account, balance);
      after.push(balance);
      return {
        kind: transfer.kind,
        lines: [
          { account, amount: transfer.amount },
          { account: transfer.house, amount: -transfer.amount },
        ],
        reference: transfer.reference,
      };
    });
    await postMany(trx, postings);
    return after;
  }

  async function postHouseTransfer(trx: Executor, transfer: HouseTransfer): Promise<number> {
    const [balance] = await postHouseTransfers(trx, [transfer]);
    return balance!;
  }

  /** Credits a member's points from the operator's points account inside the caller's transaction. */
  async function awardPoints(
    trx: Executor,
    award: { userId: number; amount: number; kind: LedgerKind; reference: LedgerReference },
  ): Promise<{ transactionId: number; balance: number }> {
    assertPositiveAmount(award.amount, 'points award');
    const { points } = await lockMemberAccounts(trx, award.userId);
    const transactionId = await post(
      trx,
      award.kind,
      [
        { account: HOUSE_ACCOUNTS.points, amount: -award.amount },
        { account: points, amount: award.amount },
      ],
      award.reference,
    );
    return { transactionId, balance: points.balance };
  }

  /** Credits a member from the operator's promotions account (demo money, events). */
  async function grantPromotion(
    trx: Executor,
    userId: number,
    amounts: Partial<Record<MemberAccountKind, number>>,
  ): Promise<number> {
    const accounts = await lockMemberAccounts(trx, userId);
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
    /** The member's accounts, locked in id order until the transaction ends; their balances stay current. */
    lockMemberAccounts,
    lockAccountsOfMembers,
    lockAccountsOfMemberIn,
    post,
    postHouseTransfer,
    postHouseTransfers,
    awardPoints,
    grantPromotion,
  };
}

export type LedgerPosting = ReturnType<typeof createLedgerPosting>;
