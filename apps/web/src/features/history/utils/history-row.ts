import type { BetHistoryItem } from '@hanpan/contract';
import { formatWon } from '@/lib/format';
import { toDateKey, toTimeText } from './dates';

export type BetStatus = BetHistoryItem['status'];
export type BetSelection = BetHistoryItem['selections'][number]['bet_selection'];

/** The game types the history page filters by (spec section 2); bets are always sports. */
export const GAME_TYPES = ['slot', 'casino', 'sports', 'mini'] as const;
export type GameType = (typeof GAME_TYPES)[number];

export const GAME_TYPE_LABELS: Record<GameType, string> = { slot: '슬롯', casino: '카지노', sports: '스포츠', mini: '미니게임' };

/** What the result badge reads: the spec's WON / LOST / PENDING, and Korean for the two it leaves out. */
export const RESULT_LABELS: Record<BetStatus, string> = {
  WON: 'WON',
  LOST: 'LOST',
  PENDING: 'PENDING',
  REFUNDED: '적특',
  CANCELLED: '취소',
};

/** Spec section 3: the provider when the bet names no league. */
export const DEFAULT_PROVIDER = 'Sports Betting';
/** Spec section 3: the last fallback of the game name. */
export const UNKNOWN_GAME_NAME = 'N/A';

/** Spec section 3, "Displayed history row". */
export interface HistoryRow {
  id: number;
  gameName: string;
  gameType: GameType;
  playerName: string;
  /** Won. */
  stake: number;
  /** The stake with thousands separators and 원. */
  betAmount: string;
  /** Won: the payout of a WON bet, else 0. */
  winAmount: number;
  /** Total odds to 2 decimals and "x". */
  multiplier: string;
  result: BetStatus;
  /** yyyy-MM-dd of the placement, in the member's time zone ("-" when unreadable). */
  date: string;
  /** HH:mm of the placement ("-" when unreadable). */
  time: string;
  provider: string;
  /** The first selection's id ("-" for a bet without selections). */
  roundId: string;
  /** Legs of the bet; more than one is a multi. */
  selectionCount: number;
  /** The server's item, for the details dialog. */
  bet: BetHistoryItem;
}

const nonBlank = (value: string | null | undefined): string | undefined => (value && value.trim() !== '' ? value.trim() : undefined);

/** Spec section 3: game_name, else the participants joined with "vs", else the market name, else N/A. */
export function gameNameOf(selection: BetSelection | undefined): string {
  if (!selection) return UNKNOWN_GAME_NAME;
  const { fixture } = selection.market;
  const participants = fixture.participants.map((participant) => nonBlank(participant.participant_name)).filter((name) => name !== undefined);
  return nonBlank(fixture.game_name) ?? (participants.length > 0 ? participants.join(' vs ') : undefined) ?? nonBlank(selection.market.name) ?? UNKNOWN_GAME_NAME;
}

/** Total odds to 2 decimals plus "x": 1.855 → "1.86x". */
export function formatMultiplier(totalOdds: number): string {
  return `${totalOdds.toFixed(2)}x`;
}

/** One server item as the row the table, the filters and the export read. */
export function toHistoryRow(bet: BetHistoryItem, username: string): HistoryRow {
  const first = bet.selections[0]?.bet_selection;
  const placed = new Date(bet.created_at);
  const readable = !Number.isNaN(placed.getTime());
  return {
    id: bet.id,
    gameName: gameNameOf(first),
    gameType: 'sports',
    playerName: username,
    stake: bet.stake,
    betAmount: formatWon(bet.stake),
    winAmount: bet.status === 'WON' ? (bet.payout ?? 0) : 0,
    multiplier: formatMultiplier(bet.total_odds),
    result: bet.status,
    date: readable ? toDateKey(placed) : '-',
    time: readable ? toTimeText(placed) : '-',
    provider: nonBlank(first?.market.fixture.league_name) ?? DEFAULT_PROVIDER,
    roundId: first ? String(first.id) : '-',
    selectionCount: bet.selections.length,
    bet,
  };
}
