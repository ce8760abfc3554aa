import type { GameCategory } from '@hanpan/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { CasinoRoundStatus, CasinoTransactionKind } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';
import { isNew, roundHistoryColumns, roundsWithGame, type RoundHistoryRow } from './casino.repository';

export type AdminGameFilter = {
  category?: GameCategory | undefined;
  providerSlug?: string | undefined;
  enabled?: boolean | undefined;
  isNew?: boolean | undefined;
  search?: string | undefined;
};

export type AdminRoundFilter = {
  username?: string | undefined;
  userId?: number | undefined;
  gameSlug?: string | undefined;
  status?: CasinoRoundStatus | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
};

export type Window = { limit: number; offset: number };

export type AdminProviderRow = {
  id: number;
  slug: string;
  name: string;
  color: string;
  enabled: boolean;
  sort_order: number;
  games: number;
  enabled_games: number;
};

export type AdminGameRow = {
  id: number;
  slug: string;
  name: string;
  title: string;
  category: GameCategory;
  provider_id: number;
  provider_name: string;
  provider_enabled: boolean;
  engine: string;
  color: string;
  rtp_percent: string;
  enabled: boolean;
  listed: boolean;
  is_new: boolean;
  provider_is_new: boolean;
  operator_is_new: boolean | null;
  sort_order: number;
  created_at: Date;
};

export type AdminRoundRow = RoundHistoryRow & { integration: string; user_id: number };

export type AdminTransactionRow = {
  id: number;
  round_id: number;
  external_id: string;
  kind: CasinoTransactionKind;
  amount: number;
  reference_external_id: string | null;
  balance_after: number;
  ledger_transaction_id: number | null;
  created_at: Date;
};

const gameColumns = [
  'g.id',
  'g.slug',
  'g.name',
  'g.title',
  'g.category',
  'g.provider_id',
  'p.name as provider_name',
  'p.enabled as provider_enabled',
  'g.engine',
  'g.color',
  'g.rtp_percent',
  'g.enabled',
  'g.listed',
  isNew.as('is_new'),
  'g.is_new as provider_is_new',
  'g.operator_is_new',
  'g.sort_order',
  'g.created_at',
] as const;

/** The back office's reads and changes of the casino catalog and rounds. */
export function createCasinoAdminRepository() {
  function games(executor: Executor, filter: AdminGameFilter) {
    let query = executor.selectFrom('casino_games as g').innerJoin('casino_providers as p', 'p.id', 'g.provider_id');
    if (filter.category) query = query.where('g.category', '=', filter.category);
    if (filter.providerSlug) query = query.where('p.slug', '=', filter.providerSlug);
    if (filter.enabled !== undefined) query = query.where('g.enabled', '=', filter.enabled);
    if (filter.isNew !== undefined) query = query.where(isNew, '=', filter.isNew);
    if (filter.search) {
      const pattern = containsPattern(filter.search.toLowerCase());
      query = query.where((eb) =>
        eb.or([
          eb(sql`lower(g.slug)`, 'like', pattern),
          eb(sql`lower(g.name)`, 'like', pattern),
          eb(sql`lower(g.title)`, 'like', pattern),
        ]),
      );
    }
    return query;
  }

  function rounds(executor: Executor, filter: AdminRoundFilter) {
    let query = roundsWithGame(executor).innerJoin('casino_integrations as i', 'i.id', 'r.integration_id');
    if (filter.userId !== undefined) query = query.where('r.user_id', '=', filter.userId);
    if (filter.username) query = query.where(sql<string>`lower(u.username)`, '=', filter.username.toLowerCase());
    if (filter.gameSlug) query = query.where('g.slug', '=', filter.gameSlug);
    if (filter.status) query = query.where('r.status', '=', filter.status);
    if (filter.from) query = query.where('r.opened_at', '>=', filter.from);
    if (filter.to) query = query.where('r.opened_at', '<', filter.to);
    return query;
  }

  return {
    providers(executor: Executor): Promise<AdminProviderRow[]> {
      return executor
        .selectFrom('casino_providers as p')
        .leftJoin('casino_games as g', (join) => join.onRef('g.provider_id', '=', 'p.id').on('g.listed', '=', true))
        .select([
          'p.id',
          'p.slug',
          'p.name',
          'p.color',
          'p.enabled',
          'p.sort_order',
          sql<number>`count(g.id)::int`.as('games'),
          sql<number>`(count(g.id) filter (where g.enabled))::int`.as('enabled_games'),
        ])
        .groupBy('p.id')
        .orderBy('p.sort_order')
        .orderBy('p.id')
        .execute();
    },

    lockProvider(executor: Executor, id: number) {
      return executor
        .selectFrom('casino_providers')
        .select(['id', 'name', 'enabled'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    async setProviderEnabled(executor: Executor, id: number, enabled: boolean): Promise<void> {
      await executor.updateTable('casino_providers').set({ enabled }).where('id', '=', id).execute();
    },

    async games(
      executor: Executor,
      filter: AdminGameFilter,
      window: Window,
    ): Promise<{ rows: AdminGameRow[]; count: number }> {
      const [rows, total] = await Promise.all([
        games(executor, filter)
          .select(gameColumns)
          .orderBy('g.sort_order')
          .orderBy('g.id')
          .limit(window.limit)
          .offset(window.offset)
          .execute(),
        games(executor, filter)
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as AdminGameRow[], count: Number(total.count) };
    },

    /** One game as the back office shows it, its row locked for a change. */
    async lockGame(executor: Executor, id: number): Promise<AdminGameRow | undefined> {
      const row = await executor
        .selectFrom('casino_games as g')
        .innerJoin('casino_providers as p', 'p.id', 'g.provider_id')
        .select(gameColumns)
        .where('g.id', '=', id)
        .forUpdate('g')
        .executeTakeFirst();
      return row as AdminGameRow | undefined;
    },

    async updateGame(
      executor: Executor,
      id: number,
      change: { enabled?: boolean; operator_is_new?: boolean; sort_order?: number },
    ): Promise<void> {
      await executor.updateTable('casino_games').set(change).where('id', '=', id).execute();
    },

    async rounds(
      executor: Executor,
      filter: AdminRoundFilter,
      window: Window,
    ): Promise<{ rows: AdminRoundRow[]; count: number }> {
      const [rows, total] = await Promise.all([
        rounds(executor, filter)
          .select([...roundHistoryColumns, 'i.code as integration', 'r.user_id'])
          .orderBy('r.opened_at', 'desc')
          .orderBy('r.id', 'desc')
          .limit(window.limit)
          .offset(window.offset)
          .execute(),
        rounds(executor, filter)
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as AdminRoundRow[], count: Number(total.count) };
    },

    /** The protocol movements of these rounds, in the order they were processed. */
    transactionsOf(executor: Executor, roundIds: number[]): Promise<AdminTransactionRow[]> {
      if (roundIds.length === 0) return Promise.resolve([]);
      return executor
        .selectFrom('casino_transactions')
        .select([
          'id',
          'round_id',
          'external_id',
          'kind',
          'amount',
          'reference_external_id',
          'balance_after',
          'ledger_transaction_id',
          'created_at',
        ])
        .where('round_id', 'in', roundIds)
        .orderBy('round_id')
        .orderBy('id')
        .execute();
    },
  };
}

export type CasinoAdminRepository = ReturnType<typeof createCasinoAdminRepository>;
