import type { GameHistoryRow, HistoryPage, MoneyTransactionRow, PointTransactionRow } from '@hanpan/contract';
import { createUser } from './data-generators';

/** The rows' member: the logged-in member of the tests (createUser). */
const { username, nickname } = createUser();
const userInfo = { username, nickname };

/** A row of the money list: D1, a pending 50,000-won deposit, unless told otherwise. */
export function createMoneyTransaction(overrides: Partial<MoneyTransactionRow> = {}): MoneyTransactionRow {
  return {
    id: 'D1',
    type: 'deposit',
    transaction_type_display: '입금',
    transaction_date: '2024-05-01T09:00:00.000Z',
    processed_at: null,
    money_changed: 50_000,
    status: 'pending',
    user_info: userInfo,
    ...overrides,
  };
}

/** A row of the point list: L5, 15,000 points converted, unless told otherwise. */
export function createPointTransaction(overrides: Partial<PointTransactionRow> = {}): PointTransactionRow {
  return {
    id: 'L5',
    transaction_type_display: '포인트 전환',
    transaction_date: '2024-05-02T09:00:00.000Z',
    points_changed: -15_000,
    user_info: userInfo,
    ...overrides,
  };
}

/** A row of the game history: L9-20, a 5,000-won casino bet, unless told otherwise. */
export function createGameHistoryRow(overrides: Partial<GameHistoryRow> = {}): GameHistoryRow {
  return {
    id: 'L9-20',
    provider_id: 'hanpan',
    transaction_type: 'casino_bet',
    processed_at: '2024-05-03T09:00:00.000Z',
    amount: -5_000,
    username,
    ...overrides,
  };
}

/** One page of a history list: these rows, of `count` in the whole list (by default just these). */
export function historyPage<Row>(results: Row[], count = results.length): HistoryPage<Row> {
  return { results, count };
}
