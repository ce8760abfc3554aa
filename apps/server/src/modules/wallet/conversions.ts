import { balancesSchema, type Balances, type CashToCasinoRequest } from '@hanpan/contract';
import type { Database } from '../../db/database';
import type { DomainEventPublisher } from '../../db/domain-events';
import { retryingAborted } from '../../db/transaction';
import { AppError, databaseRefusal, unauthorized } from '../../lib/errors';
import type { LedgerKind } from './ledger-kinds';
import {
  idempotencyKeyReused,
  replayAnswer,
  requestHashOf,
  type MemberMoneyCaller,
  type RefusalKeeper,
} from './money-call';
import { insufficientFunds } from './wallet-errors';
import type { MemberAccountKind, WalletRepository } from './wallet.repository';

type Conversion = {
  from: MemberAccountKind;
  to: MemberAccountKind;
  /** null: everything in `from`. */
  amount: number | null;
  kind: LedgerKind;
  emptyMessage?: string;
};

/** The member's words for a refusal the database raised; undefined for any other error. */
function refusalOf(error: unknown, conversion: Conversion): AppError | undefined {
  const refusal = databaseRefusal(error);
  if (refusal?.code === 'session_ended') return unauthorized();
  if (refusal?.code === 'insufficient_funds') return insufficientFunds();
  if (refusal?.code === 'nothing_to_convert' && conversion.emptyMessage)
    return new AppError(422, 'nothing_to_convert', conversion.emptyMessage);
  return undefined;
}

/**
 * The member's own moves between their accounts: points and casino money into cash, cash into
 * casino money. Each is one statement in autocommit (`convert_member_money_in_session`, migrations
 * 0023 and 0028): one round trip checks the session, claims the key, locks, checks, posts and
 * stores the answer, so a refusal rolls back whole and a repeat with the key replays the stored
 * answer.
 */
export function createConversions(deps: {
  db: Database;
  repository: WalletRepository;
  events: DomainEventPublisher;
  keepRefusal: RefusalKeeper;
}) {
  const { db, repository, events, keepRefusal } = deps;

  async function convert(caller: MemberMoneyCaller, conversion: Conversion, request: unknown): Promise<Balances> {
    const requestHash = requestHashOf(conversion.kind, request);
    let result;
    try {
      result = await retryingAborted(() =>
        repository.convertMemberMoney(db, {
          userId: caller.userId,
          sessionId: caller.sessionId,
          from: conversion.from,
          to: conversion.to,
          amount: conversion.amount,
          kind: conversion.kind,
          idempotencyKey: caller.idempotencyKey ?? null,
          operation: conversion.kind,
          requestHash,
        }),
      );
    } catch (error) {
      return keepRefusal(caller, conversion.kind, requestHash, refusalOf(error, conversion) ?? error);
    }
    if (result.outcome === 'key_reused') throw idempotencyKeyReused();
    const balances = balancesSchema.parse(replayAnswer(result.response));
    if (result.outcome === 'moved') {
      await events.announce('balance.changed', { userId: caller.userId, balances, version: result.transactionId! });
    }
    return balances;
  }

  return {
    convertPointsToCash: (caller: MemberMoneyCaller) =>
      convert(
        caller,
        {
          from: 'points',
          to: 'cash',
          amount: null,
          kind: 'conversion_points',
          emptyMessage: '전환할 포인트가 없습니다.',
        },
        null,
      ),

    convertCasinoToCash: (caller: MemberMoneyCaller) =>
      convert(
        caller,
        {
          from: 'casino',
          to: 'cash',
          amount: null,
          kind: 'conversion_casino',
          emptyMessage: '전환할 카지노머니가 없습니다.',
        },
        null,
      ),

    convertCashToCasino: (caller: MemberMoneyCaller, request: CashToCasinoRequest) =>
      convert(caller, { from: 'cash', to: 'casino', amount: request.amount, kind: 'conversion_to_casino' }, request),
  };
}
