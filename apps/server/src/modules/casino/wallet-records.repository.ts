import { sql, type Insertable, type Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import type {
  CasinoRoundStatus,
  CasinoRoundsTable,
  CasinoTransactionKind,
  CasinoTransactionsTable,
} from '../../db/schema';

export type RoundRow = Selectable<CasinoRoundsTable>;
export type CasinoTransactionRow = Selectable<CasinoTransactionsTable>;

/**
 * What the seamless-wallet protocol records: the first answer to each request id, the rounds and
 * their transactions, and the reconciliation of that record against the ledger.
 */
export function createWalletRecordsRepository() {
  return {
    // Protocol requests: the first answer to each request id

    /** Claims a request id (false when it was claimed before), with its answer when that is known already. */
    async claimRequest(
      executor: Executor,
      claim: { integrationId: number; requestId: string; requestHash: string },
      answer?: { status: number; body: unknown },
    ): Promise<boolean> {
      const inserted = await executor
        .insertInto('casino_requests')
        .values({
          integration_id: claim.integrationId,
          request_id: claim.requestId,
          request_hash: claim.requestHash,
          status_code: answer?.status ?? null,
          response: answer ? JSON.stringify(answer.body) : null,
        })
        .onConflict((conflict) => conflict.columns(['integration_id', 'request_id']).doNothing())
        .returning('request_id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    findRequest(executor: Executor, integrationId: number, requestId: string) {
      return executor
        .selectFrom('casino_requests')
        .select(['request_hash', 'status_code', 'response'])
        .where('integration_id', '=', integrationId)
        .where('request_id', '=', requestId)
        .executeTakeFirstOrThrow();
    },

    async saveAnswer(
      executor: Executor,
      integrationId: number,
      requestId: string,
      answer: { status: number; body: unknown },
    ): Promise<void> {
      await executor
        .updateTable('casino_requests')
        .set({ status_code: answer.status, response: JSON.stringify(answer.body) })
        .where('integration_id', '=', integrationId)
        .where('request_id', '=', requestId)
        .execute();
    },

    // Rounds and transactions

    findGameOfIntegration(executor: Executor, integrationId: number, slug: string) {
      return executor
        .selectFrom('casino_games')
        .select(['id', 'enabled', 'listed'])
        .where('integration_id', '=', integrationId)
        .where('slug', '=', slug)
        .executeTakeFirst();
    },

    findTransaction(
      executor: Executor,
      integrationId: number,
      externalId: string,
    ): Promise<CasinoTransactionRow | undefined> {
      return executor
        .selectFrom('casino_transactions')
        .selectAll()
        .where('integration_id', '=', integrationId)
        .where('external_id', '=', externalId)
        .executeTakeFirst();
    },

    /** The transaction with this external id, and the rollback naming it (before or after it came), in one read. */
    async findWithRollback(
      executor: Executor,
      integrationId: number,
      externalId: string,
    ): Promise<{ transaction?: CasinoTransactionRow; rollback?: CasinoTransactionRow }> {
      const rows = await executor
        .selectFrom('casino_transactions')
        .selectAll()
        .where('integration_id', '=', integrationId)
        .where((eb) =>
          eb.or([
            eb('external_id', '=', externalId),
            eb.and([eb('reference_external_id', '=', externalId), eb('kind', '=', 'rollback')]),
          ]),
        )
        .execute();
      const transaction = rows.find((row) => row.external_id === externalId);
      const rollback = rows.find((row) => row.kind === 'rollback' && row.reference_external_id === externalId);
      return { ...(transaction ? { transaction } : {}), ...(rollback ? { rollback } : {}) };
    },

    lockRound(executor: Executor, integrationId: number, externalId: string): Promise<RoundRow | undefined> {
      return executor
        .selectFrom('casino_rounds')
        .selectAll()
        .where('integration_id', '=', integrationId)
        .where('external_id', '=', externalId)
        .forUpdate()
        .executeTakeFirst();
    },

    /** Opens the round unless its id is taken (answers undefined then); the new row is this transaction's. */
    openRound(executor: Executor, round: Insertable<CasinoRoundsTable>): Promise<RoundRow | undefined> {
      return executor
        .insertInto('casino_rounds')
        .values(round)
        .onConflict((conflict) => conflict.columns(['integration_id', 'external_id']).doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    async updateRound(
      executor: Executor,
      id: number,
      change: { betAdded: number; winAdded: number; closeAs: CasinoRoundStatus | null; at: Date },
    ): Promise<void> {
      await executor
        .updateTable('casino_rounds')
        .set((eb) => ({
          bet_total: eb('bet_total', '+', change.betAdded),
          win_total: eb('win_total', '+', change.winAdded),
          ...(change.closeAs ? { status: change.closeAs, closed_at: change.at } : {}),
        }))
        .where('id', '=', id)
        .execute();
    },

    /** How many of the round's transactions are of this kind. */
    async countInRound(executor: Executor, roundId: number, kind: CasinoTransactionKind): Promise<number> {
      const row = await executor
        .selectFrom('casino_transactions')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('round_id', '=', roundId)
        .where('kind', '=', kind)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Bets of the round that no rollback undid, with the ledger transaction each stake was taken in. */
    async standingBets(executor: Executor, roundId: number) {
      const { rows } = await sql<{ id: number; amount: number; ledger_transaction_id: number | null }>`
        select b.id, b.amount, b.ledger_transaction_id from casino_transactions b
         where b.round_id = ${roundId} and b.kind = 'bet'
           and not exists (select 1 from casino_transactions r
                            where r.integration_id = b.integration_id and r.kind = 'rollback' and r.reference_external_id = b.external_id)
         order by b.id`.execute(executor);
      return rows;
    },

    async insertTransaction(executor: Executor, transaction: Insertable<CasinoTransactionsTable>): Promise<number> {
      const { id } = await executor
        .insertInto('casino_transactions')
        .values(transaction)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    // Reconciliation: the protocol's record against the ledger

    /** Casino transactions that moved money without the matching ledger posting, or the reverse. */
    async unmatchedLedger(executor: Executor) {
      const { rows } = await sql<{
        casino_transaction_id: number | null;
        ledger_transaction_id: number | null;
        expected: number;
        posted: number;
      }>`
        with casino as (
          select c.id, c.ledger_transaction_id,
                 case c.kind when 'bet' then -c.amount else c.amount end as expected,
                 case c.kind when 'bet' then 'casino_bet' when 'win' then 'casino_win' else 'casino_rollback' end as ledger_kind
            from casino_transactions c where c.amount > 0
        ), ledger as (
          select t.id, t.kind, t.reference_id, sum(e.amount) as posted
            from ledger_transactions t
            join ledger_entries e on e.transaction_id = t.id
            join ledger_accounts a on a.id = e.account_id and a.kind = 'casino'
           where t.kind in ('casino_bet', 'casino_win', 'casino_rollback')
           group by t.id, t.kind, t.reference_id
        )
        select casino.id as casino_transaction_id, ledger.id as ledger_transaction_id,
               coalesce(casino.expected, 0)::bigint as expected, coalesce(ledger.posted, 0)::bigint as posted
          from casino full join ledger on ledger.reference_id = casino.id and ledger.kind = casino.ledger_kind and ledger.id = casino.ledger_transaction_id
         where casino.id is null or ledger.id is null or casino.expected <> ledger.posted`.execute(executor);
      return rows;
    },

    /** Rounds whose totals differ from the sum of their transactions. */
    async roundTotalMismatches(executor: Executor) {
      const { rows } = await sql<{
        round_id: number;
        bet_total: number;
        bets: number;
        win_total: number;
        wins: number;
      }>`
        select r.id as round_id, r.bet_total, coalesce(sum(c.amount) filter (where c.kind = 'bet'), 0)::bigint as bets,
               r.win_total, coalesce(sum(c.amount) filter (where c.kind <> 'bet'), 0)::bigint as wins
          from casino_rounds r left join casino_transactions c on c.round_id = r.id
         group by r.id
        having r.bet_total <> coalesce(sum(c.amount) filter (where c.kind = 'bet'), 0)
            or r.win_total <> coalesce(sum(c.amount) filter (where c.kind <> 'bet'), 0)`.execute(executor);
      return rows;
    },
  };
}
