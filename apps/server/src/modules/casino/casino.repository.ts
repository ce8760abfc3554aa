import type { GameCategory } from '@hanpan/contract';
import { sql, type Insertable, type Selectable } from 'kysely';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { Executor } from '../../db/database';
import type {
  CasinoRoundStatus,
  CasinoRoundsTable,
  CasinoTransactionKind,
  CasinoTransactionsTable,
} from '../../db/schema';
import type { PageRequest, RowFilter } from '../wallet';

export type IntegrationRow = { id: number; code: string; secret: string; launch_url: string; enabled: boolean };
export type LobbyGameRow = {
  id: number;
  slug: string;
  name: string;
  title: string;
  category: GameCategory;
  color: string;
  is_new: boolean;
  rtp_percent: string;
  provider_name: string;
};
export type CatalogGameInput = {
  slug: string;
  provider_id: number;
  name: string;
  title: string;
  category: GameCategory;
  engine: string;
  color: string;
  is_new: boolean;
  rtp_percent: number;
  sort_order: number;
};
export type RoundRow = Selectable<CasinoRoundsTable>;
export type CasinoTransactionRow = Selectable<CasinoTransactionsTable>;
export type RoundHistoryRow = {
  id: number;
  round_id: string;
  game_slug: string;
  game_name: string;
  category: GameCategory;
  provider_name: string;
  username: string;
  bet: number;
  win: number;
  status: CasinoRoundStatus;
  opened_at: Date;
  closed_at: Date | null;
};

/** The operator's "new" flag where one was set, else the provider's. */
export const isNew = sql<boolean>`coalesce(g.operator_is_new, g.is_new)`;
/** Games a member can see and launch: enabled by the operator, listed by their provider. */
const playable = sql<boolean>`g.enabled and g.listed and p.enabled and i.enabled`;

/** A round `r` with its game `g`, the game's provider `p` and the member `u`. */
export const roundsWithGame = (executor: Executor) =>
  executor
    .selectFrom('casino_rounds as r')
    .innerJoin('casino_games as g', 'g.id', 'r.game_id')
    .innerJoin('casino_providers as p', 'p.id', 'g.provider_id')
    .innerJoin('users as u', 'u.id', 'r.user_id');

/** What a round history row shows (`RoundHistoryRow`). */
export const roundHistoryColumns = [
  'r.id',
  'r.external_id as round_id',
  'g.slug as game_slug',
  'g.name as game_name',
  'g.category',
  'p.name as provider_name',
  'u.username',
  'r.bet_total as bet',
  'r.win_total as win',
  'r.status',
  'r.opened_at',
  'r.closed_at',
] as const;

export function createCasinoRepository() {
  return {
    // Integrations and the catalog

    findIntegration(executor: Executor, code: string): Promise<IntegrationRow | undefined> {
      return executor
        .selectFrom('casino_integrations')
        .select(['id', 'code', 'secret', 'launch_url', 'enabled'])
        .where('code', '=', code)
        .executeTakeFirst();
    },

    async setIntegrationSecret(executor: Executor, code: string, secret: string): Promise<void> {
      await executor.updateTable('casino_integrations').set({ secret }).where('code', '=', code).execute();
    },

    /** Held until the transaction ends: API processes starting together sync a game list one at a time. */
    async lockCatalogSync(executor: Executor): Promise<void> {
      await sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.casinoCatalog})`.execute(executor);
    },

    /** Provider rows by name; new ones are added, known ones keep the operator's flags and order. */
    async upsertProviders(
      executor: Executor,
      providers: { slug: string; name: string; color: string; sort_order: number }[],
    ): Promise<Map<string, number>> {
      if (providers.length === 0) return new Map();
      const rows = await executor
        .insertInto('casino_providers')
        .values(providers)
        .onConflict((conflict) => conflict.column('name').doUpdateSet((eb) => ({ color: eb.ref('excluded.color') })))
        .returning(['id', 'name'])
        .execute();
      return new Map(rows.map((row) => [row.name, row.id]));
    },

    /**
     * Adds or refreshes one integration's games. The provider owns the game's description; the
     * operator's enabled flag and sort order are kept. A slug another integration owns is left alone.
     */
    async upsertGames(executor: Executor, integrationId: number, games: CatalogGameInput[]): Promise<void> {
      if (games.length === 0) return;
      await executor
        .insertInto('casino_games')
        .values(games.map((game) => ({ ...game, integration_id: integrationId })))
        .onConflict((conflict) =>
          conflict
            .column('slug')
            .doUpdateSet((eb) => ({
              provider_id: eb.ref('excluded.provider_id'),
              name: eb.ref('excluded.name'),
              title: eb.ref('excluded.title'),
              category: eb.ref('excluded.category'),
              engine: eb.ref('excluded.engine'),
              color: eb.ref('excluded.color'),
              is_new: eb.ref('excluded.is_new'),
              rtp_percent: eb.ref('excluded.rtp_percent'),
              listed: true,
            }))
            .where('casino_games.integration_id', '=', integrationId),
        )
        .execute();
    },

    /** Games the provider no longer lists stop showing, without losing their history. */
    async unlistOthers(executor: Executor, integrationId: number, slugs: string[]): Promise<void> {
      await executor
        .updateTable('casino_games')
        .set({ listed: false })
        .where('integration_id', '=', integrationId)
        .$if(slugs.length > 0, (query) => query.where('slug', 'not in', slugs))
        .execute();
    },

    lobbyGames(executor: Executor, categories: GameCategory[]): Promise<LobbyGameRow[]> {
      return executor
        .selectFrom('casino_games as g')
        .innerJoin('casino_providers as p', 'p.id', 'g.provider_id')
        .innerJoin('casino_integrations as i', 'i.id', 'g.integration_id')
        .select([
          'g.id',
          'g.slug',
          'g.name',
          'g.title',
          'g.category',
          'g.color',
          isNew.as('is_new'),
          'g.rtp_percent',
          'p.name as provider_name',
        ])
        .where('g.category', 'in', categories)
        .where(playable)
        .orderBy('g.sort_order')
        .orderBy('g.id')
        .execute();
    },

    /** A game the lobby shows, with the integration that runs it. */
    playableGame(executor: Executor, slug: string) {
      return executor
        .selectFrom('casino_games as g')
        .innerJoin('casino_providers as p', 'p.id', 'g.provider_id')
        .innerJoin('casino_integrations as i', 'i.id', 'g.integration_id')
        .select(['g.id', 'g.slug', 'g.name', 'g.category', 'g.color', 'g.integration_id', 'i.launch_url'])
        .where('g.slug', '=', slug)
        .where(playable)
        .executeTakeFirst();
    },

    // Launch tokens and wallet sessions

    async insertLaunchToken(
      executor: Executor,
      token: { token_hash: string; user_id: number; game_id: number; expires_at: Date },
    ): Promise<void> {
      await executor.insertInto('casino_launch_tokens').values(token).execute();
    },

    /** The token with its member and game, locked so it is redeemed once. */
    lockLaunchToken(executor: Executor, integrationId: number, tokenHash: string) {
      return executor
        .selectFrom('casino_launch_tokens as t')
        .innerJoin('casino_games as g', 'g.id', 't.game_id')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .select([
          't.id',
          't.user_id',
          't.game_id',
          't.expires_at',
          't.used_at',
          'g.slug as game_slug',
          'u.nickname',
          'u.status as user_status',
        ])
        .where('t.token_hash', '=', tokenHash)
        .where('g.integration_id', '=', integrationId)
        .forUpdate('t')
        .executeTakeFirst();
    },

    async markLaunchTokenUsed(executor: Executor, id: number, usedAt: Date): Promise<void> {
      await executor.updateTable('casino_launch_tokens').set({ used_at: usedAt }).where('id', '=', id).execute();
    },

    async insertSession(
      executor: Executor,
      session: { token_hash: string; user_id: number; integration_id: number; game_id: number; expires_at: Date },
    ): Promise<void> {
      await executor.insertInto('casino_sessions').values(session).execute();
    },

    findSession(executor: Executor, integrationId: number, tokenHash: string) {
      return executor
        .selectFrom('casino_sessions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['s.user_id', 's.expires_at', 'u.status as user_status'])
        .where('s.integration_id', '=', integrationId)
        .where('s.token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /** Reads the member's casino money (the caller holds the member's account locks). */
    async casinoBalance(executor: Executor, userId: number): Promise<number> {
      const row = await executor
        .selectFrom('ledger_accounts')
        .select('balance')
        .where('owner_user_id', '=', userId)
        .where('kind', '=', 'casino')
        .executeTakeFirstOrThrow();
      return row.balance;
    },

    // Protocol requests: the first answer to each request id

    async claimRequest(
      executor: Executor,
      claim: { integrationId: number; requestId: string; requestHash: string },
    ): Promise<boolean> {
      const inserted = await executor
        .insertInto('casino_requests')
        .values({
          integration_id: claim.integrationId,
          request_id: claim.requestId,
          request_hash: claim.requestHash,
          status_code: null,
          response: null,
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

    /** The rollback naming this bet, whether it came before or after the bet. */
    findRollbackOf(
      executor: Executor,
      integrationId: number,
      betExternalId: string,
    ): Promise<CasinoTransactionRow | undefined> {
      return executor
        .selectFrom('casino_transactions')
        .selectAll()
        .where('integration_id', '=', integrationId)
        .where('reference_external_id', '=', betExternalId)
        .where('kind', '=', 'rollback')
        .executeTakeFirst();
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

    insertRound(executor: Executor, round: Insertable<CasinoRoundsTable>): Promise<RoundRow> {
      return executor.insertInto('casino_rounds').values(round).returningAll().executeTakeFirstOrThrow();
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

    /** Links a casino transaction to the ledger transaction the wallet posted for it. */
    async linkLedgerTransaction(executor: Executor, casinoTransactionId: number): Promise<void> {
      await sql`
        update casino_transactions set ledger_transaction_id = (
          select id from ledger_transactions where reference_type = 'casino_transaction' and reference_id = ${casinoTransactionId})
         where id = ${casinoTransactionId}`.execute(executor);
    },

    // Member rounds

    async rounds(
      executor: Executor,
      filter: RowFilter,
      request: PageRequest,
    ): Promise<{ rows: RoundHistoryRow[]; count: number }> {
      const base = roundsWithGame(executor)
        .$if(filter.userId !== null, (query) => query.where('r.user_id', '=', filter.userId as number))
        .$if(filter.username !== undefined, (query) => query.where('u.username', '=', filter.username as string));
      const [rows, total] = await Promise.all([
        base
          .select(roundHistoryColumns)
          .orderBy('r.opened_at', 'desc')
          .orderBy('r.id', 'desc')
          .limit(request.size)
          .offset((request.page - 1) * request.size)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as RoundHistoryRow[], count: Number(total.count) };
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

export type CasinoRepository = ReturnType<typeof createCasinoRepository>;
