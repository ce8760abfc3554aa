import {
  translateLabel,
  type GameHistoryRow,
  type HistoryPage,
  type HistoryQuery,
  type Language,
  type MoneyTransactionRow,
  type MoneyTransactionType,
  type PointTransactionRow,
} from '@hanpan/contract';
import type { Database } from '../../db/database';
import type { Auth } from '../../plugins/auth';
import { LEDGER_KINDS, displayOf, type LedgerKind } from './ledger-kinds';
import { iso } from './wallet-rows';
import type { RowFilter, WalletRepository } from './wallet.repository';

/** A member sees their own rows; an operator everyone's, or one member's by username. */
const viewerFilter = (viewer: Auth, username: string | undefined): RowFilter =>
  viewer.role === 'admin' ? { userId: null, username } : { userId: viewer.userId };

/** A withdrawal application's type in the money history (it is no ledger kind: its hold and release are). */
const WITHDRAWAL_DISPLAY = '출금';

/** The money, points and game histories members and operators page through; types in the reader's language. */
export function createHistories(deps: { db: Database; repository: WalletRepository }) {
  const { db, repository } = deps;

  return {
    async moneyHistory(
      viewer: Auth,
      query: HistoryQuery,
      language: Language,
    ): Promise<HistoryPage<MoneyTransactionRow>> {
      const { rows, count } = await repository.moneyHistory(db, viewerFilter(viewer, query.username), query);
      return {
        count,
        results: rows.map((row) => {
          const type: MoneyTransactionType =
            row.kind === 'deposit' || row.kind === 'withdraw'
              ? row.kind
              : (LEDGER_KINDS[row.kind as LedgerKind].money as MoneyTransactionType);
          return {
            id: row.id,
            type,
            transaction_type_display:
              row.kind === 'withdraw' ? translateLabel(WITHDRAWAL_DISPLAY, language) : displayOf(row.kind, language),
            transaction_date: row.transaction_date.toISOString(),
            processed_at: iso(row.processed_at),
            money_changed: row.money_changed,
            status: row.status,
            user_info: { nickname: row.nickname, username: row.username },
          };
        }),
      };
    },

    async pointHistory(
      viewer: Auth,
      query: HistoryQuery,
      language: Language,
    ): Promise<HistoryPage<PointTransactionRow>> {
      const { rows, count } = await repository.pointHistory(db, viewerFilter(viewer, query.username), query);
      return {
        count,
        results: rows.map((row) => ({
          id: row.id,
          transaction_type_display: displayOf(row.kind, language),
          transaction_date: row.transaction_date.toISOString(),
          points_changed: row.points_changed,
          user_info: { nickname: row.nickname, username: row.username },
        })),
      };
    },

    async gameHistory(viewer: Auth, query: HistoryQuery): Promise<HistoryPage<GameHistoryRow>> {
      const { rows, count } = await repository.gameHistory(db, viewerFilter(viewer, query.username), query);
      return { count, results: rows.map((row) => ({ ...row, processed_at: row.processed_at.toISOString() })) };
    },
  };
}
