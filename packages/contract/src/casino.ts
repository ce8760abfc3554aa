import { z } from 'zod';

/**
 * The casino as the member site sees it (catalog, launch, rounds) and the seamless-wallet
 * protocol between a game provider and the operator. docs/casino-protocol.md tells an outside
 * provider how to integrate.
 */

export const CASINO_CATEGORIES = ['live-casino', 'slots', 'mini-games'] as const;
export const gameCategorySchema = z.enum(CASINO_CATEGORIES);
export type GameCategory = z.infer<typeof gameCategorySchema>;

/**
 * The game studios of the lobby: the footer's 17 provider logos (spec section 9). Invented
 * names; every one of their games runs on the in-house studio (Hanpan Studio) through the
 * seamless-wallet protocol.
 */
export const GAME_STUDIOS = [
  { name: 'Aurora Reels', color: '#5eead4' },
  { name: 'Hanbit Gaming', color: '#fbcf4f' },
  { name: 'Crimson Ace Live', color: '#f87171' },
  { name: 'Jade Dragon Studios', color: '#4ade80' },
  { name: 'Nova Spin', color: '#a78bfa' },
  { name: 'Golden Koi', color: '#fb923c' },
  { name: 'Thunder Peak', color: '#facc15' },
  { name: 'Moonlit Play', color: '#93c5fd' },
  { name: 'Royal Crest', color: '#fcd34d' },
  { name: 'Neon Alley', color: '#f472b6' },
  { name: 'Blue Tiger Live', color: '#60a5fa' },
  { name: 'Ember Slots', color: '#fb7185' },
  { name: 'Polaris Games', color: '#e0f2fe' },
  { name: 'Lucky Seven Labs', color: '#ef4444' },
  { name: 'Velvet Room', color: '#c084fc' },
  { name: 'Iron Kraken', color: '#22d3ee' },
  { name: 'Blossom Studio', color: '#f9a8d4' },
] as const;

/** The game kinds the in-house studio runs; every catalog game is one of them, themed. */
export const GAME_ENGINES = [
  'slot',
  'baccarat',
  'blackjack',
  'roulette',
  'powerball',
  'dice',
  'odd_even',
  'ladder',
] as const;
export const gameEngineSchema = z.enum(GAME_ENGINES);
export type GameEngine = z.infer<typeof gameEngineSchema>;

/** Spec section 6: the games response's lists are grouped by these keys on the client. */
export const GAME_LIST_KEYS = ['live-casino', 'slots', 'mini-games', 'new', 'all'] as const;
/** Spec section 9: the "new" list carries at most this many games. */
export const NEW_GAMES_LIMIT = 10;

/** One game of the lobby (spec section 6: id, provider_name, name or title, image, color, is_new). */
export const gameSchema = z.object({
  id: z.number().int(),
  /** The /game/{slug} segment and the launch call's parameter. */
  slug: z.string(),
  /** The provider's English name: the art is drawn from it, and the card shows it under the title. */
  name: z.string(),
  /** The Korean title: what the card, the game page and the history show first. */
  title: z.string(),
  category: gameCategorySchema,
  provider_name: z.string(),
  /** Our own generated artwork (an SVG served by the API), never a hot-linked image. */
  image: z.string(),
  /** #rrggbb, the card's accent. */
  color: z.string(),
  is_new: z.boolean(),
  /** Stated return to player, in percent (for example 96.5). */
  rtp_percent: z.number(),
});
export type Game = z.infer<typeof gameSchema>;

/**
 * One game of a provider's game list, as the operator imports it into its catalog (the provider
 * owns its games and their rules; the operator decides which to show and in what order).
 */
export const providerGameSchema = z.object({
  /** The provider's game id, also the lobby slug. */
  slug: z.string(),
  name: z.string(),
  /** Korean title; the lobby searches name and title. */
  title: z.string(),
  category: gameCategorySchema,
  /** The studio brand (one of GAME_STUDIOS). */
  provider_name: z.string(),
  engine: gameEngineSchema,
  color: z.string(),
  is_new: z.boolean(),
  rtp_percent: z.number(),
});
export type ProviderGame = z.infer<typeof providerGameSchema>;

/** One list of a games response: its key and its games, in lobby order. */
export const gameListSchema = z.object({ key: z.string(), games: z.array(gameSchema) });
export type GameList = z.infer<typeof gameListSchema>;

export type GameListKey = (typeof GAME_LIST_KEYS)[number];
export const isGameListKey = (value: string): value is GameListKey =>
  (GAME_LIST_KEYS as readonly string[]).includes(value);

/**
 * Spec sections 3 and 4: the lists of both games responses (slots' first, then casino's) grouped
 * by key, as the lobby shows them; `new` is the first 10 games flagged is_new of all, `all` every
 * game once. The server reads it too, to name the art a games page paints first.
 */
export function groupGameLists(lists: readonly GameList[]): Record<GameListKey, Game[]> {
  const byKey = (key: string) => lists.filter((list) => list.key === key).flatMap((list) => list.games);
  const seen = new Set<number>();
  const all = lists.flatMap((list) => list.games).filter((game) => !seen.has(game.id) && Boolean(seen.add(game.id)));
  return {
    'live-casino': byKey('live-casino'),
    slots: byKey('slots'),
    'mini-games': byKey('mini-games'),
    new: all.filter((game) => game.is_new).slice(0, NEW_GAMES_LIMIT),
    all,
  };
}

/**
 * `GET /api/games/slots` (slots) and `GET /api/games/casino` (live casino and mini-games):
 * public, called in parallel on load (spec section 7).
 */
export const gameListsResponseSchema = z.object({ lists: z.array(gameListSchema) });
export type GameListsResponse = z.infer<typeof gameListsResponseSchema>;

/** `POST /api/games/launch/{slug}` (bearer, empty body). */
export const gameLaunchResponseSchema = z.object({
  /**
   * The provider's game page, one-time and short-lived. The member site appends
   * `mode=fun` or `mode=real` when the member chooses on the overlay.
   */
  launch_url: z.string(),
  /** When the URL stops working if unused (ISO 8601). */
  expires_at: z.string(),
});
export type GameLaunchResponse = z.infer<typeof gameLaunchResponseSchema>;
export const GAME_LAUNCH_TTL_SECONDS = 300;

/** One casino round of the member (`GET /api/games/rounds?page=&size=`), for the history page. */
export const gameRoundSchema = z.object({
  id: z.number().int(),
  /** The provider's round id (the history row's "round id"). */
  round_id: z.string(),
  game_slug: z.string(),
  /** The game's English name (`Game.name`). */
  game_name: z.string(),
  /** The game's Korean title (`Game.title`), what the history shows. */
  game_title: z.string(),
  category: gameCategorySchema,
  provider_name: z.string(),
  username: z.string(),
  /** Total staked in the round, won. */
  bet: z.number().int(),
  /** Total paid back in the round, won (refunds included). */
  win: z.number().int(),
  status: z.enum(['open', 'closed', 'rolled_back']),
  opened_at: z.string(),
  closed_at: z.string().nullable(),
});
export type GameRound = z.infer<typeof gameRoundSchema>;
export const gameRoundsResponseSchema = z.object({ results: z.array(gameRoundSchema), total_pages: z.number().int() });
export type GameRoundsResponse = z.infer<typeof gameRoundsResponseSchema>;

// The seamless-wallet protocol: provider → operator, POST /api/casino/wallet/{call}.
// Headers: `x-casino-provider: <integration code>`, `x-casino-signature: <hex HMAC-SHA256 of the
// raw body with the integration's secret>`. Every body carries a request_id: a repeat of a request
// id gets the first answer; the same request id with another body is refused.

const requestId = z.string().min(1).max(100);
const externalId = z.string().min(1).max(100);
const amountWon = z.number().int().nonnegative().max(1_000_000_000);
/** A bet puts money at risk: at least 1 won (a win of 0 is valid, it closes a lost round). */
const betAmountWon = z
  .number()
  .int('베팅 금액은 원 단위 정수여야 합니다.')
  .min(1, '베팅 금액은 1원 이상이어야 합니다.')
  .max(1_000_000_000);
const gameSlug = z.string().min(1).max(100);
/** Every call after authenticate: the request and the wallet session it acts in. */
const sessionCallFields = { request_id: requestId, session_token: z.string().min(1).max(200) };

export const walletAuthenticateRequestSchema = z.object({
  request_id: requestId,
  /** The one-time token of the launch URL; redeeming it opens a wallet session. */
  launch_token: z.string().min(1).max(200),
});
export const walletBalanceRequestSchema = z.object(sessionCallFields);
export const walletBetRequestSchema = z.object({
  ...sessionCallFields,
  /** The provider's id of this debit: processed once, ever. */
  transaction_id: externalId,
  round_id: externalId,
  game_slug: gameSlug,
  amount: betAmountWon,
  /** True when this call is the round's last. */
  round_closed: z.boolean().default(false),
});
export const walletWinRequestSchema = z.object({
  ...sessionCallFields,
  transaction_id: externalId,
  /** The bet this credit pays. */
  reference_transaction_id: externalId,
  round_id: externalId,
  game_slug: gameSlug,
  /** 0 for a lost round: the call still closes it. */
  amount: amountWon,
  round_closed: z.boolean().default(true),
});
export const walletRollbackRequestSchema = z.object({
  ...sessionCallFields,
  transaction_id: externalId,
  /** The bet to undo; unknown bets are recorded so that the bet, arriving late, is refused. */
  reference_transaction_id: externalId,
  round_id: externalId,
  game_slug: gameSlug,
  round_closed: z.boolean().default(true),
});
export type WalletAuthenticateRequest = z.infer<typeof walletAuthenticateRequestSchema>;
export type WalletBalanceRequest = z.infer<typeof walletBalanceRequestSchema>;
export type WalletBetRequest = z.infer<typeof walletBetRequestSchema>;
export type WalletWinRequest = z.infer<typeof walletWinRequestSchema>;
export type WalletRollbackRequest = z.infer<typeof walletRollbackRequestSchema>;

export const walletAuthenticateResponseSchema = z.object({
  request_id: requestId,
  session_token: z.string(),
  /** The operator's stable, opaque id of the player. */
  player_id: z.string(),
  nickname: z.string(),
  currency: z.literal('KRW'),
  /** Casino money, won. */
  balance: z.number().int(),
  game_slug: z.string(),
});
export const walletBalanceResponseSchema = z.object({
  request_id: requestId,
  balance: z.number().int(),
  currency: z.literal('KRW'),
});
export const walletTransactionResponseSchema = z.object({
  request_id: requestId,
  balance: z.number().int(),
  currency: z.literal('KRW'),
  /** The operator's id of the movement (for the provider's reconciliation). */
  operator_transaction_id: z.string(),
});
export type WalletAuthenticateResponse = z.infer<typeof walletAuthenticateResponseSchema>;
export type WalletBalanceResponse = z.infer<typeof walletBalanceResponseSchema>;
export type WalletTransactionResponse = z.infer<typeof walletTransactionResponseSchema>;

/**
 * Refusals use the site's error body plus, where it helps the provider, the balance:
 * `{ error, message, balance? }`. Codes: invalid_signature (401), unknown_provider (401),
 * invalid_launch_token (401), session_expired (401), insufficient_funds (422, with balance),
 * request_id_reused (409), transaction_conflict (409), bet_not_found (404), bet_rolled_back (409),
 * round_closed (409), game_not_found (404), validation_error (400).
 */
export const walletErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  balance: z.number().int().optional(),
});
export type WalletError = z.infer<typeof walletErrorSchema>;
