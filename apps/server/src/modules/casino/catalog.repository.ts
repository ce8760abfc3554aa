import type { GameCategory } from '@hanpan/contract';
import { sql } from 'kysely';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { Executor } from '../../db/database';

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

/** The operator's "new" flag where one was set, else the provider's. */
export const isNew = sql<boolean>`coalesce(g.operator_is_new, g.is_new)`;
/** Games a member can see and launch: enabled by the operator, listed by their provider. */
const playable = sql<boolean>`g.enabled and g.listed and p.enabled and i.enabled`;

/** Integrations and the catalog: the providers and games imported from each, and what the lobby shows. */
export function createCatalogRepository() {
  return {
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
  };
}
