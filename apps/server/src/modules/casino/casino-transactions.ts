import type { WalletTransactionResponse } from '@hanpan/contract';
import type { Executor } from '../../db/database';
import type { CasinoRoundStatus, CasinoTransactionKind } from '../../db/schema';
import { casinoHouseAccount, type WalletService } from '../wallet';
import type { CasinoRepository, CasinoTransactionRow, IntegrationRow, RoundRow } from './casino.repository';
import { sha256 } from '../../lib/sha256';
import { refusals } from './wallet-refusals';

const LEDGER_KIND_OF = { bet: 'casino_bet', win: 'casino_win', rollback: 'casino_rollback' } as const;

export type TransactionResult = Omit<WalletTransactionResponse, 'request_id'>;

export type CasinoTransactions = ReturnType<typeof createCasinoTransactions>;

/** The data a repeat of a transaction id must carry to get the first result. */
export const dataHashOf = (
  kind: CasinoTransactionKind,
  request: {
    round_id: string;
    game_slug: string;
    amount?: number;
    reference_transaction_id?: string;
    round_closed: boolean;
  },
) =>
  sha256(
    JSON.stringify([
      kind,
      request.round_id,
      request.game_slug,
      request.amount ?? null,
      request.reference_transaction_id ?? null,
      request.round_closed,
    ]),
  );

/** The casino transactions and rounds that bet, win and rollback write, and their ledger postings. */
export function createCasinoTransactions(deps: {
  repository: CasinoRepository;
  wallet: WalletService;
  now: () => Date;
}) {
  const { repository, wallet, now } = deps;

  return {
    /** A transaction id already processed: the same data gets the first result, other data a conflict. */
    earlierResult(
      prior: CasinoTransactionRow | undefined,
      expected: { kind: CasinoTransactionKind; userId: number; dataHash: string },
    ): TransactionResult | null {
      if (!prior) return null;
      if (prior.kind !== expected.kind || prior.user_id !== expected.userId || prior.data_hash !== expected.dataHash)
        throw refusals.transactionConflict();
      return {
        balance: prior.balance_after,
        currency: 'KRW',
        operator_transaction_id: String(prior.id),
      } satisfies TransactionResult;
    },

    /**
     * The round, locked; a new round id opens a round for this player and game. Opening is tried
     * first: most bets start their round, and then one statement both checks and opens it.
     */
    async roundFor(
      trx: Executor,
      integration: IntegrationRow,
      externalId: string,
      owner: { userId: number; gameId: number },
    ): Promise<RoundRow> {
      const opened = await repository.openRound(trx, {
        integration_id: integration.id,
        external_id: externalId,
        user_id: owner.userId,
        game_id: owner.gameId,
        opened_at: now(),
      });
      if (opened) return opened;
      const round = await repository.lockRound(trx, integration.id, externalId);
      if (!round || round.user_id !== owner.userId || round.game_id !== owner.gameId) throw refusals.roundConflict();
      return round;
    },

    /**
     * Writes one transaction and, when it moves money, its ledger posting between the member's
     * casino money and the integration's house account.
     */
    async record(
      trx: Executor,
      integration: IntegrationRow,
      entry: {
        kind: CasinoTransactionKind;
        externalId: string;
        userId: number;
        round: RoundRow;
        amount: number;
        reference: string | null;
        dataHash: string;
      },
    ): Promise<TransactionResult> {
      const balance = await wallet.lockedBalance(trx, entry.userId, 'casino');
      const change = entry.kind === 'bet' ? -entry.amount : entry.amount;
      if (balance + change < 0) throw refusals.insufficientFunds(balance);
      const id = await repository.insertTransaction(trx, {
        integration_id: integration.id,
        external_id: entry.externalId,
        kind: entry.kind,
        user_id: entry.userId,
        round_id: entry.round.id,
        amount: entry.amount,
        reference_external_id: entry.reference,
        data_hash: entry.dataHash,
        balance_after: balance + change,
        created_at: now(),
      });
      // The posting refers to the transaction; the database writes the link back (migration 0022).
      if (change !== 0) {
        await wallet.postHouseTransfer(trx, {
          userId: entry.userId,
          account: 'casino',
          amount: change,
          kind: LEDGER_KIND_OF[entry.kind],
          house: casinoHouseAccount(integration.code),
          reference: { type: 'casino_transaction', id },
        });
      }
      return { balance: balance + change, currency: 'KRW', operator_transaction_id: String(id) };
    },

    /** A round ends rolled back when none of its bets stands, closed otherwise. */
    async closingStatus(trx: Executor, roundId: number): Promise<CasinoRoundStatus> {
      return (await repository.standingBets(trx, roundId)).length === 0 ? 'rolled_back' : 'closed';
    },

    async countRoundStakes(trx: Executor, userId: number, roundId: number): Promise<void> {
      const bets = await repository.standingBets(trx, roundId);
      await wallet.countSettledStakes(
        trx,
        bets.flatMap((bet) =>
          bet.ledger_transaction_id === null
            ? []
            : [
                {
                  userId,
                  source: { type: 'casino_bet' as const, id: bet.id },
                  amount: bet.amount,
                  placedTransactionId: bet.ledger_transaction_id,
                },
              ],
        ),
      );
    },
  };
}
