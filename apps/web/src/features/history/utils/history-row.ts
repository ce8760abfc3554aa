import type { BetHistoryItem, GameCategory, GameRound } from '@hanpan/contract';
import { formatWon } from '@/lib/format';
import { i18n } from '@/lib/i18n/i18n';
import { toDateKey, toTimeText } from './dates';

export type BetStatus = BetHistoryItem['status'];
export type BetSelection = BetHistoryItem['selections'][number]['bet_selection'];

/** The game types the history page filters by (spec section 2); bets are always sports, rounds by their category. */
export const GAME_TYPES = ['slot', 'casino', 'sports', 'mini'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** A game type as the member reads it, in the shown language. */
export const gameTypeLabel = (type: GameType): string => i18n.t(`history:gameTypes.${type}`);

/** A row's result: a slip's status, or a casino round's, which may also break even (PUSH). */
export type HistoryResult = BetStatus | 'PUSH';

const RESULT_KEYS = {
  WON: 'won',
  LOST: 'lost',
  PENDING: 'pending',
  REFUNDED: 'refunded',
  CANCELLED: 'cancelled',
  CASHED_OUT: 'cashedOut',
  PUSH: 'push',
} as const satisfies Record<HistoryResult, string>;

/**
 * What the result badge reads: the spec's WON / LOST / PENDING in both languages, and the shown
 * language's word for the rest (in Korean a void slip is the sportsbook's 적특, a round that paid
 * back exactly its stake 본전).
 */
export const resultLabel = (result: HistoryResult): string => i18n.t(`history:results.${RESULT_KEYS[result]}`);

/** Spec section 3: the provider when the bet names no league. */
export const DEFAULT_PROVIDER = 'Sports Betting';
/** Spec section 3: the last fallback of the game name. */
export const UNKNOWN_GAME_NAME = 'N/A';

/** Spec section 3, "Displayed history row": a sports bet or a casino round. */
export interface HistoryRow {
  /** Unique across both sources ("bet-12", "round-7"). */
  key: string;
  id: number;
  /** What the member reads: a bet's fixture, a round's Korean game title. */
  gameName: string;
  /** A round's English game name (shown in its details, searched too); null for a bet. */
  gameEnglishName: string | null;
  gameType: GameType;
  playerName: string;
  /** Won. */
  stake: number;
  /** The stake as won (formatWon, in the language shown when the row was built). */
  betAmount: string;
  /** Won: the payout of a WON bet, else 0. */
  winAmount: number;
  /** Total odds (a bet) or win ÷ bet (a round). */
  odds: number;
  /** `odds` to 2 decimals and "x". */
  multiplier: string;
  result: HistoryResult;
  /** When the bet was placed or the round opened (ISO), the order of the merged list. */
  at: string;
  /** yyyy-MM-dd of `at`, in the member's time zone ("-" when unreadable). */
  date: string;
  /** HH:mm of `at` ("-" when unreadable). */
  time: string;
  provider: string;
  /** The first selection's id ("-" for a bet without selections), or the provider's round id. */
  roundId: string;
  /** Legs of the bet; more than one is a multi (a round counts 1). */
  selectionCount: number;
  /** The server's item, for the details dialog: exactly one of the two. */
  bet: BetHistoryItem | null;
  round: GameRound | null;
}

const nonBlank = (value: string | null | undefined): string | undefined =>
  value && value.trim() !== '' ? value.trim() : undefined;

/** Spec section 3: game_name, else the participants joined with "vs", else the market name, else N/A. */
export function gameNameOf(selection: BetSelection | undefined): string {
  if (!selection) return UNKNOWN_GAME_NAME;
  const { fixture } = selection.market;
  const participants = fixture.participants
    .map((participant) => nonBlank(participant.participant_name))
    .filter((name) => name !== undefined);
  return (
    nonBlank(fixture.game_name) ??
    (participants.length > 0 ? participants.join(' vs ') : undefined) ??
    nonBlank(selection.market.name) ??
    UNKNOWN_GAME_NAME
  );
}

/** Total odds to 2 decimals plus "x": 1.855 → "1.86x". */
export function formatMultiplier(totalOdds: number): string {
  return `${totalOdds.toFixed(2)}x`;
}

function dayAndTime(iso: string): { date: string; time: string } {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? { date: '-', time: '-' } : { date: toDateKey(at), time: toTimeText(at) };
}

/** One server item as the row the table, the filters and the export read. */
export function toHistoryRow(bet: BetHistoryItem, username: string): HistoryRow {
  const first = bet.selections[0]?.bet_selection;
  return {
    key: `bet-${bet.id}`,
    id: bet.id,
    gameName: gameNameOf(first),
    gameEnglishName: null,
    gameType: 'sports',
    playerName: username,
    stake: bet.stake,
    betAmount: formatWon(bet.stake),
    winAmount: bet.status === 'WON' ? (bet.payout ?? 0) : 0,
    odds: bet.total_odds,
    multiplier: formatMultiplier(bet.total_odds),
    result: bet.status,
    at: bet.created_at,
    ...dayAndTime(bet.created_at),
    provider: nonBlank(first?.market.fixture.league_name) ?? DEFAULT_PROVIDER,
    roundId: first ? String(first.id) : '-',
    selectionCount: bet.selections.length,
    bet,
    round: null,
  };
}

/** A round's game type by its catalog category. */
export const ROUND_GAME_TYPES: Record<GameCategory, GameType> = {
  slots: 'slot',
  'live-casino': 'casino',
  'mini-games': 'mini',
};

/**
 * A round's result by its net: still open is PENDING; rolled back (its bet refunded) is
 * CANCELLED; closed is WON when more came back than was staked, LOST when less, PUSH when the
 * same (docs/decisions.md). A spin that staked 2,000 and paid 1,400 lost 600.
 */
export function roundResult(round: Pick<GameRound, 'status' | 'bet' | 'win'>): HistoryResult {
  if (round.status === 'open') return 'PENDING';
  if (round.status === 'rolled_back') return 'CANCELLED';
  if (round.win === round.bet) return 'PUSH';
  return round.win > round.bet ? 'WON' : 'LOST';
}

/**
 * One casino round as a history row: Korean first, as on the game's card (the title, the English
 * name kept for the details and the search); the multiplier is what came back per won staked.
 */
export function roundToHistoryRow(round: GameRound): HistoryRow {
  const odds = round.bet > 0 ? round.win / round.bet : 0;
  const title = nonBlank(round.game_title);
  const englishName = nonBlank(round.game_name) ?? null;
  return {
    key: `round-${round.id}`,
    id: round.id,
    gameName: title ?? englishName ?? UNKNOWN_GAME_NAME,
    // Without a title the English name is the game's name, not a second one.
    gameEnglishName: title !== undefined && englishName !== title ? englishName : null,
    gameType: ROUND_GAME_TYPES[round.category],
    playerName: round.username,
    stake: round.bet,
    betAmount: formatWon(round.bet),
    winAmount: round.win,
    odds,
    multiplier: formatMultiplier(odds),
    result: roundResult(round),
    at: round.opened_at,
    ...dayAndTime(round.opened_at),
    provider: round.provider_name,
    roundId: round.round_id,
    selectionCount: 1,
    bet: null,
    round,
  };
}

/** Two sources, one list: newest first; rows without a readable time go last. */
export function mergeHistoryRows(...sources: readonly (readonly HistoryRow[])[]): HistoryRow[] {
  const time = (row: HistoryRow) => {
    const value = new Date(row.at).getTime();
    return Number.isNaN(value) ? -Infinity : value;
  };
  return sources.flat().sort((a, b) => time(b) - time(a));
}
