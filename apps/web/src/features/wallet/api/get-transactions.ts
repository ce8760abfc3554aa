import {
  gameHistorySchema,
  moneyHistorySchema,
  pointHistorySchema,
  type ApplicationStatus,
  type GameHistoryRow,
  type HistoryPage,
  type MoneyTransactionRow,
  type PointTransactionRow,
} from '@hanpan/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { i18n } from '@/lib/i18n/i18n';
import { walletKeys } from './wallet-keys';

/** Spec section 9: page size 10 for transactions. */
export const TRANSACTIONS_PAGE_SIZE = 10;

export type TransactionSource = 'game' | 'money' | 'point';

/** One row of the merged transactions table (spec section 3, "Transaction row"). */
export interface TransactionRow {
  /** Unique across the three lists (their own ids may repeat between lists). */
  key: string;
  source: TransactionSource;
  id: string;
  /** The machine type: `deposit`, `withdraw`, ... for money rows, the ledger kind for game rows. */
  type: string;
  /** What the member reads for the type. */
  typeLabel: string;
  claimDate: string | null;
  /** Won, signed; null where the row moves no money. */
  amount: number | null;
  /**
   * The member's username: a person has one name in every table (docs/decisions.md), and the
   * username is the one every row carries (the spec's game-history row has no nickname).
   */
  name: string;
  /** Known on money and point rows; shown in the row's details. */
  nickname: string | null;
  processDate: string | null;
  /** Points, signed; null where the row moves no points. */
  point: number | null;
  status: ApplicationStatus;
}

export interface TransactionsPage {
  rows: TransactionRow[];
  totalPages: number;
}

const historyCall =
  <Row>(
    path: string,
    schema: { safeParse(data: unknown): { success: true; data: HistoryPage<Row> } | { success: false } },
  ) =>
  (page: number, signal?: AbortSignal): Promise<HistoryPage<Row>> =>
    api.get(path, schema, { query: { page, size: TRANSACTIONS_PAGE_SIZE }, signal });

export const getGameHistory = historyCall<GameHistoryRow>('/api/transactions/admin/game-history', gameHistorySchema);
export const getMoneyTransactionHistory = historyCall<MoneyTransactionRow>(
  '/api/transactions/admin/money-transaction-history',
  moneyHistorySchema,
);
export const getPointTransactionHistory = historyCall<PointTransactionRow>(
  '/api/transactions/admin/point-transaction-history',
  pointHistorySchema,
);

/** The names of the game ledger kinds the game history reports (the server's own words for them, in Korean). */
const GAME_TYPE_KEYS = {
  sports_bet: 'transactions.gameTypes.sportsBet',
  sports_payout: 'transactions.gameTypes.sportsPayout',
  sports_refund: 'transactions.gameTypes.sportsRefund',
  sports_cancel: 'transactions.gameTypes.sportsCancel',
  sports_resettle: 'transactions.gameTypes.sportsResettle',
  casino_bet: 'transactions.gameTypes.casinoBet',
  casino_win: 'transactions.gameTypes.casinoWin',
  casino_rollback: 'transactions.gameTypes.casinoRollback',
} as const;

const isGameType = (type: string): type is keyof typeof GAME_TYPE_KEYS => Object.hasOwn(GAME_TYPE_KEYS, type);

/** A game ledger kind as the member reads it, in the shown language; an unknown kind as it came. */
const gameTypeLabel = (type: string): string =>
  isGameType(type) ? i18n.t(GAME_TYPE_KEYS[type], { ns: 'wallet' }) : type;

export function moneyTransactionToRow(row: MoneyTransactionRow): TransactionRow {
  return {
    key: `money:${row.id}`,
    source: 'money',
    id: row.id,
    type: row.type,
    typeLabel: row.transaction_type_display,
    claimDate: row.transaction_date,
    amount: row.money_changed,
    name: row.user_info.username,
    nickname: row.user_info.nickname || null,
    processDate: row.processed_at,
    point: null,
    status: row.status,
  };
}

export function pointTransactionToRow(row: PointTransactionRow): TransactionRow {
  return {
    key: `point:${row.id}`,
    source: 'point',
    id: row.id,
    type: 'point',
    typeLabel: row.transaction_type_display,
    claimDate: row.transaction_date,
    amount: null,
    name: row.user_info.username,
    nickname: row.user_info.nickname || null,
    // Point movements happen at once: claimed and processed together.
    processDate: row.transaction_date,
    point: row.points_changed,
    status: 'completed',
  };
}

export function gameHistoryToRow(row: GameHistoryRow): TransactionRow {
  return {
    key: `game:${row.id}`,
    source: 'game',
    id: row.id,
    type: row.transaction_type,
    typeLabel: gameTypeLabel(row.transaction_type),
    claimDate: row.processed_at,
    amount: row.amount,
    name: row.username,
    nickname: null,
    processDate: row.processed_at,
    point: null,
    status: 'completed',
  };
}

const timeOf = (row: TransactionRow) => {
  const time = Date.parse(row.claimDate ?? row.processDate ?? '');
  return Number.isNaN(time) ? -Infinity : time;
};

/** Spec section 7: the pages add up over the three lists, ten rows a page. */
export function transactionsTotalPages(counts: readonly number[]): number {
  const total = counts.reduce((sum, count) => sum + Math.max(0, count), 0);
  return Math.ceil(total / TRANSACTIONS_PAGE_SIZE);
}

/** The three lists' pages as one, newest first (ties keep game, money, point order). */
export function mergeTransactions(
  game: HistoryPage<GameHistoryRow>,
  money: HistoryPage<MoneyTransactionRow>,
  point: HistoryPage<PointTransactionRow>,
): TransactionsPage {
  const rows = [
    ...game.results.map(gameHistoryToRow),
    ...money.results.map(moneyTransactionToRow),
    ...point.results.map(pointTransactionToRow),
  ];
  // Array.prototype.sort is stable, so equal times keep the order above.
  rows.sort((a, b) => timeOf(b) - timeOf(a));
  return { rows, totalPages: transactionsTotalPages([game.count, money.count, point.count]) };
}

/** The three calls for one page, in parallel, merged. */
export async function getTransactionsPage(page: number, signal?: AbortSignal): Promise<TransactionsPage> {
  const [game, money, point] = await Promise.all([
    getGameHistory(page, signal),
    getMoneyTransactionHistory(page, signal),
    getPointTransactionHistory(page, signal),
  ]);
  return mergeTransactions(game, money, point);
}

export const transactionsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: walletKeys.transactionsPage(page),
    queryFn: ({ signal }) => getTransactionsPage(page, signal),
    // Spec section 8: loading transactions fails silently, only logged.
    meta: { errorLogMessage: 'Failed to fetch transactions' },
    // Keep the page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useTransactions(page: number) {
  return useQuery(transactionsQueryOptions(page));
}
