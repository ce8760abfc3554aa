import { z } from 'zod';
import { INT4_MAX } from './input';
import { gameCategorySchema, gameEngineSchema } from './casino';

/**
 * Hanpan Studio, the in-house game provider: the calls its game pages (apps/studio, served at
 * /studio/) make to its own server (/studio/api/*). The studio reaches the operator's wallet only
 * through the seamless-wallet protocol (casino.ts), exactly as an outside provider would.
 */

export const playModeSchema = z.enum(['real', 'fun']);
export type PlayMode = z.infer<typeof playModeSchema>;
/** Fun Play starts every session with this much play money; it is never real money. */
export const FUN_PLAY_BALANCE = 1_000_000;

// Provably fair: every outcome is drawn from HMAC-SHA256(server seed, `${client_seed}:${nonce}:${cursor}`).

/** What the player sees before a round: the hash commits the studio to its seed. */
export const fairnessStateSchema = z.object({
  server_seed_hash: z.string(),
  client_seed: z.string(),
  /** The nonce the next round will use. */
  nonce: z.number().int().nonnegative(),
});
export type FairnessState = z.infer<typeof fairnessStateSchema>;

export const clientSeedSchema = z
  .string()
  .trim()
  .min(1, '클라이언트 시드를 입력해 주세요.')
  .max(64, '클라이언트 시드는 64자 이하입니다.');
/** `PUT /studio/api/seeds/client`. */
export const setClientSeedRequestSchema = z.object({ client_seed: clientSeedSchema });
/** `POST /studio/api/seeds/rotate`: the old server seed is revealed, a new one committed. */
export const rotateSeedResponseSchema = z.object({
  revealed: z.object({
    server_seed: z.string(),
    server_seed_hash: z.string(),
    client_seed: z.string(),
    rounds_played: z.number().int(),
  }),
  fairness: fairnessStateSchema,
});

// Engine bets and outcomes. Amounts are whole won.

const stake = z.number().int().positive();

export const slotSymbolSchema = z.string();
/** `line_bet` is the coin value: the stake is line_bet times the game model's bet multiplier. */
export const slotBetSchema = z.object({ engine: z.literal('slot'), line_bet: stake });
/** [reel, row] of one cell, rows from 0 at the top. */
export const slotCellSchema = z.tuple([z.number().int(), z.number().int()]);
export const slotWinSchema = z.object({
  /** The payline, from 1; 0 for a win no line makes (ways, scatters, counts anywhere, coins). */
  line: z.number().int(),
  symbol: slotSymbolSchema,
  /** Symbols alike; reels in a row for a ways win. */
  count: z.number().int(),
  /** Won, multipliers included. */
  payout: z.number().int(),
  /** The cells that make the win. Fields below are absent on rounds played before the slot models. */
  cells: z.array(slotCellSchema).optional(),
  /** A ways win: how many ways it counts. */
  ways: z.number().int().optional(),
  /** What multiplied the win (multiplier wilds, free spins, multiplier symbols), when above 1. */
  multiplier: z.number().int().optional(),
});
export const slotSpinSchema = z.object({
  /** reels[reel][row]: the visible symbols, top to bottom (3×3, 5×3 or 6×5 by model). */
  reels: z.array(z.array(slotSymbolSchema)),
  wins: z.array(slotWinSchema),
});
export const slotOutcomeSchema = slotSpinSchema.extend({
  engine: z.literal('slot'),
  /** The game's slot model; absent on rounds played before the models (the 20-line game). */
  model: z.string().optional(),
  /** Free spins the base spin's scatters awarded, played in the same round, wins already multiplied. */
  free_spins: z.object({ multiplier: z.number().int(), spins: z.array(slotSpinSchema) }).optional(),
  /** 243 ways: the reels whose wild expanded to the whole reel. */
  expanded_reels: z.array(z.number().int()).optional(),
  /** Hold and win: every coin locked (respin 0 = the base spin), in landing order; values in line bets. */
  hold: z
    .object({
      coins: z.array(
        z.object({ reel: z.number().int(), row: z.number().int(), value: z.number().int(), respin: z.number().int() }),
      ),
      respins: z.number().int(),
      grand: z.boolean(),
    })
    .optional(),
});

export const baccaratSideSchema = z.enum(['player', 'banker', 'tie', 'player_pair', 'banker_pair']);
export const baccaratBetSchema = z.object({
  engine: z.literal('baccarat'),
  /** Stake per side; at least one side above 0. */
  stakes: z.partialRecord(baccaratSideSchema, z.number().int().nonnegative()),
});
export const playingCardSchema = z.object({
  rank: z.enum(['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']),
  suit: z.enum(['S', 'H', 'D', 'C']),
});
export const baccaratOutcomeSchema = z.object({
  engine: z.literal('baccarat'),
  player_cards: z.array(playingCardSchema),
  banker_cards: z.array(playingCardSchema),
  player_total: z.number().int(),
  banker_total: z.number().int(),
  winner: z.enum(['player', 'banker', 'tie']),
  player_pair: z.boolean(),
  banker_pair: z.boolean(),
});

/**
 * Blackjack is played in steps: the round opens with the main bet and no actions, and each
 * decision is sent on its own (`POST /studio/api/rounds/{id}/actions`). A finished round's bet
 * carries every action in order, so it replays (and verifies) from its seeds alone.
 */
export const blackjackActionSchema = z.enum(['hit', 'stand', 'double', 'split', 'insurance', 'no_insurance']);
export type BlackjackAction = z.infer<typeof blackjackActionSchema>;
export const blackjackBetSchema = z.object({
  engine: z.literal('blackjack'),
  /** The main bet, won. Doubling and splitting each stake it again; insurance stakes half of it, rounded down. */
  amount: stake,
  actions: z.array(blackjackActionSchema).max(64).default([]),
});
export const blackjackHandSchema = z.object({
  cards: z.array(playingCardSchema),
  total: z.number().int(),
  /** An ace counts 11 in the total. */
  soft: z.boolean(),
  /** Won staked on the hand: the main bet, twice it once doubled. */
  stake: z.number().int(),
  doubled: z.boolean(),
  /** Made by a split: 21 on two cards is not a blackjack. */
  split: z.boolean(),
  /** Once the round is done: what the hand returned, stake included. */
  result: z.enum(['blackjack', 'win', 'push', 'lose']).nullable(),
  payout: z.number().int(),
});
export const blackjackOutcomeSchema = z.object({
  engine: z.literal('blackjack'),
  /** `insurance`: the dealer shows an ace and the player decides first; `player`: a hand is played; `done`. */
  phase: z.enum(['insurance', 'player', 'done']),
  /** Only the up card until the round is done; then every card the dealer drew. */
  dealer_cards: z.array(playingCardSchema),
  dealer_total: z.number().int(),
  hands: z.array(blackjackHandSchema),
  /** The hand being played while `phase` is `player`. */
  active_hand: z.number().int().nullable(),
  /** What the player may do now; empty once done. */
  allowed: z.array(blackjackActionSchema),
  insurance_stake: z.number().int(),
  /** Returned by insurance (3 × its stake when the dealer has blackjack). */
  insurance_payout: z.number().int(),
});

/**
 * European roulette (single zero). Inside bets name the numbers they cover, as the board lays
 * them out (streets of three: 1-2-3 ... 34-35-36); the server checks they form that bet.
 */
export const rouletteInsideKindSchema = z.enum(['straight', 'split', 'street', 'corner', 'line']);
export const rouletteDozenKindSchema = z.enum(['dozen', 'column']);
export const rouletteEvenKindSchema = z.enum(['red', 'black', 'even', 'odd', 'low', 'high']);
export const roulettePlacementSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: rouletteInsideKindSchema,
    numbers: z.array(z.number().int().min(0).max(36)).min(1).max(6),
    amount: stake,
  }),
  /** Dozen 1 is 1–12, 2 is 13–24, 3 is 25–36; column 1 is 1, 4, ..., 34 (numbers ≡ 1 mod 3). */
  z.object({ kind: rouletteDozenKindSchema, index: z.number().int().min(1).max(3), amount: stake }),
  z.object({ kind: rouletteEvenKindSchema, amount: stake }),
]);
export type RoulettePlacement = z.infer<typeof roulettePlacementSchema>;
export const rouletteBetSchema = z.object({
  engine: z.literal('roulette'),
  bets: z.array(roulettePlacementSchema).min(1).max(40),
});
export const rouletteOutcomeSchema = z.object({
  engine: z.literal('roulette'),
  /** The pocket the ball settled in, 0 to 36. */
  number: z.number().int().min(0).max(36),
});

export const powerballPickSchema = z.enum([
  'powerball_odd',
  'powerball_even',
  'powerball_under',
  'powerball_over',
  'sum_odd',
  'sum_even',
  'sum_under',
  'sum_over',
]);
export const powerballBetSchema = z.object({
  engine: z.literal('powerball'),
  pick: powerballPickSchema,
  amount: stake,
});
export const powerballOutcomeSchema = z.object({
  engine: z.literal('powerball'),
  /** Five distinct normal balls, 1 to 28, in draw order. */
  balls: z.array(z.number().int()),
  /** The powerball, 0 to 9. */
  powerball: z.number().int(),
  sum: z.number().int(),
});

export const diceBetSchema = z.object({
  engine: z.literal('dice'),
  amount: stake,
  /** Win when the roll is under (or over) this target, 2.00 to 98.00 in hundredths. */
  target: z.number().int().min(200).max(9800),
  direction: z.enum(['under', 'over']),
});
export const diceOutcomeSchema = z.object({
  engine: z.literal('dice'),
  /** 0.00 to 99.99 in hundredths. */
  roll: z.number().int().min(0).max(9999),
});

/**
 * 홀짝 and 사다리 are scheduled: one draw for everyone every few minutes, bets taken until shortly
 * before it (`POST /studio/api/draw-bets`), each draw committed by hash while open and its seed
 * published once drawn.
 */
export const oddEvenPickSchema = z.enum(['odd', 'even', 'under', 'over']);
export const oddEvenBetSchema = z.object({ engine: z.literal('odd_even'), pick: oddEvenPickSchema, amount: stake });
export const oddEvenOutcomeSchema = z.object({
  engine: z.literal('odd_even'),
  /** The ball, 1 to 20: odd or even, under (1–10) or over (11–20). */
  number: z.number().int().min(1).max(20),
});
export const ladderPickSchema = z.enum(['left', 'right', 'three', 'four', 'odd', 'even']);
export const ladderBetSchema = z.object({ engine: z.literal('ladder'), pick: ladderPickSchema, amount: stake });
export const ladderOutcomeSchema = z.object({
  engine: z.literal('ladder'),
  /** Where the line starts (좌/우), how many rungs it crosses (3 or 4), and where it ends (홀/짝). */
  start: z.enum(['left', 'right']),
  rungs: z.union([z.literal(3), z.literal(4)]),
  finish: z.enum(['odd', 'even']),
});

export const roundBetSchema = z.discriminatedUnion('engine', [
  slotBetSchema,
  baccaratBetSchema,
  blackjackBetSchema,
  rouletteBetSchema,
  powerballBetSchema,
  diceBetSchema,
  oddEvenBetSchema,
  ladderBetSchema,
]);
export const roundOutcomeSchema = z.discriminatedUnion('engine', [
  slotOutcomeSchema,
  baccaratOutcomeSchema,
  blackjackOutcomeSchema,
  rouletteOutcomeSchema,
  powerballOutcomeSchema,
  diceOutcomeSchema,
  oddEvenOutcomeSchema,
  ladderOutcomeSchema,
]);
export type RoundBet = z.infer<typeof roundBetSchema>;
export type RoundOutcome = z.infer<typeof roundOutcomeSchema>;

/** An engine's rules as the game page needs them to draw itself and its paytable. */
export const studioGameConfigSchema = z.object({
  engine: gameEngineSchema,
  min_stake: z.number().int(),
  max_stake: z.number().int(),
  /** Engine-specific: slot symbols, paylines and paytable; baccarat and powerball payouts. */
  rules: z.record(z.string(), z.unknown()),
});

/** The slot symbols each title draws in its own theme; the rest are drawn alike by the game page. */
export const THEMED_SLOT_SYMBOLS = ['wild', 'wild_x2', 'wild_x3', 'scatter', 'coin', 'grand'] as const;
export type ThemedSlotSymbol = (typeof THEMED_SLOT_SYMBOLS)[number];

export const studioGameSchema = z.object({
  slug: z.string(),
  /** The English name; `title` is the Korean one (the page shows the one of its language). */
  name: z.string(),
  title: z.string(),
  category: gameCategorySchema,
  provider_name: z.string(),
  color: z.string(),
  rtp_percent: z.number(),
  config: studioGameConfigSchema,
  /** A slot's themed symbols (`<url>#symbol-<name>`, cached for good); null for other games. */
  symbol_sheet: z.string().nullable(),
});
export type StudioGame = z.infer<typeof studioGameSchema>;

/** `POST /studio/api/sessions`: the game page redeems its launch token once. */
export const openSessionRequestSchema = z.object({ launch_token: z.string().min(1).max(200), mode: playModeSchema });

/** `POST /studio/api/rounds` (bearer session token). */
export const playRoundRequestSchema = z.object({ bet: roundBetSchema });
export const playedRoundSchema = z.object({
  round_id: z.string(),
  /** The bet as played so far: a blackjack round's carries its decisions, the next one's step is their count. */
  bet: roundBetSchema,
  stake: z.number().int(),
  payout: z.number().int(),
  balance: z.number().int(),
  outcome: roundOutcomeSchema,
  /** The seed pair and nonce this round used (the server seed stays hidden until rotation). */
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number().int(),
  /** The state for the next round. */
  fairness: fairnessStateSchema,
});
export type PlayedRound = z.infer<typeof playedRoundSchema>;

export const studioSessionSchema = z.object({
  /** Bearer token of the game page's further calls. */
  session_token: z.string(),
  mode: playModeSchema,
  nickname: z.string(),
  /** Casino money (real) or play money (fun), won. */
  balance: z.number().int(),
  game: studioGameSchema,
  fairness: fairnessStateSchema,
  /** A blackjack hand left open in this game (say, by a reload): the page carries on with it. */
  open_round: playedRoundSchema.nullable(),
});
export type StudioSession = z.infer<typeof studioSessionSchema>;

/**
 * `POST /studio/api/rounds/{round_id}/actions` (bearer session token): one decision of an open
 * blackjack round. `step` is how many decisions the round had before this one, so a decision
 * sent twice (a lost answer) is taken once and answered as the round now stands.
 */
export const roundActionRequestSchema = z.object({
  step: z.number().int().min(0).max(63),
  action: blackjackActionSchema,
});
export type RoundActionRequest = z.infer<typeof roundActionRequestSchema>;

/** `POST /studio/api/verify` (public): recomputes any round from its revealed seeds. */
export const verifyRoundRequestSchema = z.object({
  game_slug: z.string().min(1).max(100),
  server_seed: z.string().min(1).max(200),
  client_seed: clientSeedSchema,
  nonce: z.number().int().nonnegative().max(INT4_MAX),
  bet: roundBetSchema,
});
export const verifyRoundResponseSchema = z.object({
  server_seed_hash: z.string(),
  outcome: roundOutcomeSchema,
  /** What the bet would pay on this outcome, won. */
  payout: z.number().int(),
});

/** `GET /studio/api/state` (bearer session token): the session as the page needs it after a reload. */
export const studioStateSchema = studioSessionSchema.omit({ session_token: true });
export type StudioState = z.infer<typeof studioStateSchema>;
export type StudioGameConfig = z.infer<typeof studioGameConfigSchema>;

/**
 * A drawn round: `debited` (the stake is taken and the outcome drawn, the win not yet confirmed)
 * or `settled`. A round is drawn only after its stake is debited, so a refused or rolled-back
 * round has no outcome and no fairness data.
 */
export const drawnRoundStatusSchema = z.enum(['debited', 'settled']);
/** One closed round of the player (this mode), with what a verifier needs. */
export const studioRoundSchema = z.object({
  round_id: z.string(),
  game_slug: z.string(),
  mode: playModeSchema,
  bet: roundBetSchema,
  outcome: roundOutcomeSchema,
  stake: z.number().int(),
  payout: z.number().int(),
  /** Only closed rounds are listed: an outcome is shown once its stake is debited and its win confirmed. */
  status: z.literal('settled'),
  server_seed_hash: z.string(),
  /** Revealed once the seed pair is rotated; null until then. */
  server_seed: z.string().nullable(),
  client_seed: z.string(),
  nonce: z.number().int(),
  created_at: z.string(),
});
export type StudioRound = z.infer<typeof studioRoundSchema>;
/** `GET /studio/api/rounds?limit=` (bearer session token): the closed rounds, newest first. */
export const studioRoundsQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });
export const studioRoundsResponseSchema = z.object({ results: z.array(studioRoundSchema) });
export type StudioRoundsResponse = z.infer<typeof studioRoundsResponseSchema>;
export type RotateSeedResponse = z.infer<typeof rotateSeedResponseSchema>;
export type VerifyRoundRequest = z.infer<typeof verifyRoundRequestSchema>;
export type VerifyRoundResponse = z.infer<typeof verifyRoundResponseSchema>;
export type OpenSessionRequest = z.infer<typeof openSessionRequestSchema>;
export type PlayRoundRequest = z.infer<typeof playRoundRequestSchema>;

/**
 * `GET /studio/api/rounds/{round_id}/fairness` (public, for the operator's back office and anyone
 * holding a round id): the round's seeds as far as they are public. The server seed is null until
 * its pair is rotated, exactly as the player's own history shows it. A round never drawn (its
 * stake refused or rolled back) has no fairness data: 404 `round_not_found`, as an unknown id.
 */
export const roundFairnessSchema = z.object({
  round_id: z.string(),
  game_slug: z.string(),
  mode: playModeSchema,
  bet: roundBetSchema,
  status: drawnRoundStatusSchema,
  server_seed_hash: z.string(),
  server_seed: z.string().nullable(),
  client_seed: z.string(),
  nonce: z.number().int(),
});
export type RoundFairness = z.infer<typeof roundFairnessSchema>;

/** One scheduled draw of a 홀짝 or 사다리 game, the same for every player. */
export const studioDrawSchema = z.object({
  draw_id: z.number().int(),
  game_slug: z.string(),
  /** The draw's number in its game's sequence, counted from the epoch (its client seed names it). */
  seq: z.number().int(),
  /** 회차: the draw's number in its day (Korean time), from 1, as players count them. */
  round_of_day: z.number().int().positive(),
  opens_at: z.string(),
  /** Bets are taken until then. */
  closes_at: z.string(),
  draws_at: z.string(),
  status: z.enum(['open', 'closed', 'drawn']),
  server_seed_hash: z.string(),
  /** Published once drawn. */
  server_seed: z.string().nullable(),
  /** Public and fixed: `<game_slug>:<seq>`; the nonce is 0. */
  client_seed: z.string(),
  outcome: roundOutcomeSchema.nullable(),
});
export type StudioDraw = z.infer<typeof studioDrawSchema>;
/** A player's bet on a draw: `placed` once its stake is taken, `settled` once the draw paid it. */
export const studioDrawBetSchema = z.object({
  bet_id: z.string(),
  draw_id: z.number().int(),
  seq: z.number().int(),
  round_of_day: z.number().int().positive(),
  bet: roundBetSchema,
  stake: z.number().int(),
  payout: z.number().int().nullable(),
  status: z.enum(['placed', 'settled']),
  created_at: z.string(),
});
export type StudioDrawBet = z.infer<typeof studioDrawBetSchema>;
/** `GET /studio/api/draws` (bearer session token): the session's game's draw now, the last ones drawn, and the player's bets. */
export const studioDrawBoardSchema = z.object({
  /** The server's clock, so the page counts down on it rather than on the device's. */
  server_time: z.string(),
  current: studioDrawSchema,
  recent: z.array(studioDrawSchema),
  my_bets: z.array(studioDrawBetSchema),
  balance: z.number().int(),
  /** Players at the table now: game pages of this game with the draw stream open. */
  players: z.number().int().nonnegative(),
});
export type StudioDrawBoard = z.infer<typeof studioDrawBoardSchema>;
/** `POST /studio/api/draw-bets` (bearer session token): a bet on an open draw of the session's game. */
export const placeDrawBetRequestSchema = z.object({
  draw_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  bet: roundBetSchema,
});
export const placedDrawBetSchema = z.object({ bet: studioDrawBetSchema, balance: z.number().int() });
export type PlacedDrawBet = z.infer<typeof placedDrawBetSchema>;

/**
 * `GET /studio/api/draws/stream?token=<session token>` (Server-Sent Events; EventSource cannot
 * send headers): `ready` once listening, then `draw` the moment a draw of the session's game is
 * made, on whichever process made it. Nothing is replayed: after `ready` (also on a reconnect)
 * the page reads the board again.
 */
export const studioDrawEventSchema = z.object({ draw_id: z.number().int(), seq: z.number().int() });
