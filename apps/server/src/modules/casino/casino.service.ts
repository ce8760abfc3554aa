import { randomBytes } from 'node:crypto';
import {
  GAME_LAUNCH_TTL_SECONDS,
  GAME_STUDIOS,
  groupGameLists,
  providerGameSchema,
  type Game,
  type GameCategory,
  type GameLaunchResponse,
  type GameList,
  type GameListKey,
  type GameListsResponse,
  type GameRoundsResponse,
  type HistoryQuery,
  type Language,
  type ProviderGame,
} from '@hanpan/contract';
import type { Database } from '../../db/database';
import type { DomainEventPublisher } from '../../db/domain-events';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import type { Auth } from '../../plugins/auth';
import type { RowFilter, WalletService } from '../wallet';
import type { CasinoRepository, IntegrationRow, LobbyGameRow } from './casino.repository';
import { createCasinoWalletProtocol } from './casino-wallet.protocol';
import { artVersion, gameArtPath, gameArtSvg } from '../../art/game-art';
import type { PlayRules } from './play-rules';
import { sha256 } from '../../lib/sha256';

export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function toGame(row: LobbyGameRow): Game {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    title: row.title,
    category: row.category,
    provider_name: row.provider_name,
    image: `${gameArtPath(row.slug)}?v=${artVersion(row)}`,
    color: row.color,
    is_new: row.is_new,
    rtp_percent: Number(row.rtp_percent),
  };
}

/** Which of the lobby's lists each games call answers (spec section 7: called in parallel). */
const LOBBY_LISTS: Record<'slots' | 'casino', GameCategory[]> = {
  slots: ['slots'],
  casino: ['live-casino', 'mini-games'],
};

/** The answers of both games calls, by call. */
export type Lobby = Record<keyof typeof LOBBY_LISTS, GameListsResponse>;

/**
 * The art of the first `count` games of a lobby list, in the lobby's order (both calls' lists,
 * slots' first, grouped as the web groups them): what a games page paints first.
 */
export function lobbyArt(lobby: Lobby, key: GameListKey, count: number): string[] {
  const games = groupGameLists([...lobby.slots.lists, ...lobby.casino.lists])[key];
  return games.slice(0, count).map((game) => game.image);
}

/** How long a process keeps an integration it read (`findIntegration`). */
export const INTEGRATION_READ_EVERY_MS = 30_000;

const gameNotFound = () => new AppError(404, 'game_not_found', '게임을 찾을 수 없습니다.');

/**
 * The operator's casino: the catalog imported from each integration, launching a game, the
 * member's rounds, and (through `protocol`) the seamless wallet the providers call.
 */
export function createCasinoService(deps: {
  db: Database;
  repository: CasinoRepository;
  wallet: WalletService;
  responsiblePlay: PlayRules;
  /** Announces closed rounds after commit (the public Bets panel listens). */
  events: DomainEventPublisher;
  now?: () => Date;
}) {
  const { db, repository, wallet, responsiblePlay } = deps;
  const now = deps.now ?? (() => new Date());

  /** Integrations read lately, by code. */
  const integrations = new Map<string, { row: IntegrationRow; readAt: number }>();

  const viewerFilter = (viewer: Auth, username: string | undefined): RowFilter =>
    viewer.role === 'admin' ? { userId: null, username } : { userId: viewer.userId };

  /** The listed games of `categories`, one list each, in lobby order. */
  async function lobbyListsOf(categories: GameCategory[]): Promise<GameList[]> {
    const games = (await repository.lobbyGames(db, categories)).map(toGame);
    return categories.map((key) => ({ key, games: games.filter((game) => game.category === key) }));
  }

  return {
    protocol: createCasinoWalletProtocol({ db, repository, wallet, responsiblePlay, events: deps.events, now }),

    /** Set at start-up: the studio's is STUDIO_WALLET_SECRET, or the installation's generated one (app.ts). */
    async setIntegrationSecret(code: string, secret: string): Promise<void> {
      await repository.setIntegrationSecret(db, code, secret);
      integrations.delete(code);
    },

    /**
     * An integration by its code, read at most every INTEGRATION_READ_EVERY_MS per process: every
     * wallet call needs it, and it is configuration (migrations create it, start-up sets its
     * secret), so a change made in the database reaches every process within that time.
     */
    async findIntegration(code: string): Promise<IntegrationRow | undefined> {
      const cached = integrations.get(code);
      if (cached && now().getTime() - cached.readAt < INTEGRATION_READ_EVERY_MS) return cached.row;
      const row = await repository.findIntegration(db, code);
      // Unknown codes are not kept: anyone can send one.
      if (row) integrations.set(code, { row, readAt: now().getTime() });
      return row;
    },

    /**
     * Imports a provider's game list: new studios and games are added, known ones refreshed;
     * the operator's enabled flags and order stay; games no longer listed leave the lobby.
     */
    async syncCatalog(integrationCode: string, list: ProviderGame[]): Promise<{ games: number }> {
      const games = list.map((game) => providerGameSchema.parse(game));
      const slugs = new Set(games.map((game) => game.slug));
      if (slugs.size !== games.length) throw new Error(`the ${integrationCode} game list repeats a slug`);
      return inTransaction(db, async (trx) => {
        await repository.lockCatalogSync(trx);
        const integration = await repository.findIntegration(trx, integrationCode);
        if (!integration) throw new Error(`casino integration ${integrationCode} does not exist`);
        const studioNames = [...new Set(games.map((game) => game.provider_name))];
        const providerIds = await repository.upsertProviders(
          trx,
          studioNames.map((name) => {
            const index = GAME_STUDIOS.findIndex((studio) => studio.name === name);
            const studio = GAME_STUDIOS[index];
            const color = studio?.color ?? games.find((game) => game.provider_name === name)?.color ?? '#fbcf4f';
            return { slug: slugOf(name), name, color, sort_order: index >= 0 ? index : GAME_STUDIOS.length };
          }),
        );
        await repository.upsertGames(
          trx,
          integration.id,
          games.map((game, index) => ({
            slug: game.slug,
            provider_id: providerIds.get(game.provider_name) as number,
            name: game.name,
            title: game.title,
            category: game.category,
            engine: game.engine,
            color: game.color,
            is_new: game.is_new,
            rtp_percent: game.rtp_percent,
            sort_order: (index + 1) * 10,
          })),
        );
        await repository.unlistOthers(trx, integration.id, [...slugs]);
        return { games: games.length };
      });
    },

    async gameLists(call: keyof typeof LOBBY_LISTS): Promise<GameListsResponse> {
      return { lists: await lobbyListsOf(LOBBY_LISTS[call]) };
    },

    /** Both games calls' answers from one read: what a games page's HTML carries (app.ts). */
    async lobby(): Promise<Lobby> {
      // One list per category, in the order asked: the slots call's first.
      const lists = await lobbyListsOf([...LOBBY_LISTS.slots, ...LOBBY_LISTS.casino]);
      const slotLists = LOBBY_LISTS.slots.length;
      return { slots: { lists: lists.slice(0, slotLists) }, casino: { lists: lists.slice(slotLists) } };
    },

    async gameArt(slug: string): Promise<string> {
      const game = await repository.playableGame(db, slug);
      if (!game) throw gameNotFound();
      return gameArtSvg(game);
    },

    /**
     * A one-time, short-lived URL of the provider's game page, in the member's language (`lang`,
     * `ko` or `en`: the language the member's site asked the launch in); only the token's hash is kept.
     */
    async launch(userId: number, slug: string, language: Language): Promise<GameLaunchResponse> {
      const game = await repository.playableGame(db, slug);
      if (!game) throw gameNotFound();
      await responsiblePlay.assertMayPlay(db, userId);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + GAME_LAUNCH_TTL_SECONDS * 1000);
      await repository.insertLaunchToken(db, {
        token_hash: sha256(token),
        user_id: userId,
        game_id: game.id,
        expires_at: expiresAt,
      });
      const separator = game.launch_url.includes('?') ? '&' : '?';
      return {
        launch_url: `${game.launch_url}${separator}token=${token}&lang=${language}`,
        expires_at: expiresAt.toISOString(),
      };
    },

    async rounds(viewer: Auth, query: HistoryQuery): Promise<GameRoundsResponse> {
      const { rows, count } = await repository.rounds(db, viewerFilter(viewer, query.username), query);
      return {
        total_pages: Math.ceil(count / query.size),
        results: rows.map((row) => ({
          ...row,
          opened_at: row.opened_at.toISOString(),
          closed_at: row.closed_at ? row.closed_at.toISOString() : null,
        })),
      };
    },

    /**
     * The protocol's record against the ledger: every casino transaction that moved money has
     * exactly its ledger posting (and no casino posting lacks one), and every round's totals are
     * the sums of its transactions.
     */
    async reconcile() {
      const [unmatchedLedger, roundTotalMismatches] = await Promise.all([
        repository.unmatchedLedger(db),
        repository.roundTotalMismatches(db),
      ]);
      return {
        ok: unmatchedLedger.length === 0 && roundTotalMismatches.length === 0,
        unmatchedLedger,
        roundTotalMismatches,
      };
    },
  };
}

export type CasinoService = ReturnType<typeof createCasinoService>;
