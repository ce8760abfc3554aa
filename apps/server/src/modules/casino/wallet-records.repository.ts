import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { CasinoTransactionKind } from '../../db/schema';

/** A protocol request id, with the hash of the request that claims it. */
export type RequestClaim = { integrationId: number; requestId: string; requestHash: string };
export type RequestClaimResult =
  { claimed: true } | { claimed: false; sameRequest: boolean; status: number | null; response: unknown };

export type WalletMove = {
  kind: CasinoTransactionKind;
  claim: RequestClaim;
  /** The integration's house account code, the other side of every posting. */
  houseAccount: string;
  sessionTokenHash: string;
  at: Date;
  transactionId: string;
  /** What a repeat of the transaction id must carry to get the first result. */
  dataHash: string;
  gameSlug: string;
  roundId: string;
  /** A rollback's amount is its bet's; the function ignores this one. */
  amount: number;
  /** The bet a win or rollback names. */
  reference: string | null;
  roundClosed: boolean;
};

export type WalletMoveResult = {
  /** answered: a new answer; replayed: the request id's first answer; request_id_reused: another request's id. */
  outcome: 'answered' | 'replayed' | 'request_id_reused';
  status: number;
  response: unknown;
  /** Set when the call moved money: the member, their balances after it and its ledger transaction. */
  moved: { userId: number; balances: unknown; version: number } | null;
};

/**
 * What the seamless-wallet protocol records: the first answer to each request id, the rounds and
 * their transactions, and the reconciliation of that record against the ledger.
 */
export function createWalletRecordsRepository() {
  return {
    // Protocol requests: the first answer to each request id

    /**
     * Claims a request id in one statement (`claim_casino_request`, migration 0024), with its
     * answer when that is known already (a refusal). Not claimed: the id's earlier use, by this
     * request or another, and its stored answer.
     */
    async claimRequest(
      executor: Executor,
      claim: RequestClaim,
      answer?: { status: number; body: unknown },
    ): Promise<RequestClaimResult> {
      const { rows } = await sql<{
        claimed: boolean;
        same_request: boolean;
        status_code: number | null;
        response: unknown;
      }>`
        select * from claim_casino_request(${claim.integrationId}, ${claim.requestId}, ${claim.requestHash},
          ${answer?.status ?? null}::integer, ${answer ? JSON.stringify(answer.body) : null}::json)
      `.execute(executor);
      const row = rows[0]!;
      return row.claimed
        ? { claimed: true }
        : { claimed: false, sameRequest: row.same_request, status: row.status_code, response: row.response };
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

    /** A bet, win or rollback, the whole call in one statement (`casino_wallet_move`, migration 0024). */
    async walletMove(executor: Executor, move: WalletMove): Promise<WalletMoveResult> {
      const { rows } = await sql<{
        outcome: WalletMoveResult['outcome'];
        status_code: number;
        response: unknown;
        member: number | null;
        balances: unknown;
        version: number | null;
      }>`
        select * from casino_wallet_move(${move.kind}, ${move.claim.integrationId}, ${move.houseAccount},
          ${move.claim.requestId}, ${move.claim.requestHash}, ${move.sessionTokenHash}, ${move.at}::timestamptz,
          ${move.transactionId}, ${move.dataHash}, ${move.gameSlug}, ${move.roundId}, ${move.amount}::bigint,
          ${move.reference}::text, ${move.roundClosed})
      `.execute(executor);
      const row = rows[0]!;
      return {
        outcome: row.outcome,
        status: row.status_code,
        response: row.response,
        moved:
          row.member !== null && row.balances !== null && row.version !== null
            ? { userId: row.member, balances: row.balances, version: row.version }
            : null,
      };
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
