import { describe, expect, it } from 'vitest';
import {
  createGameHistoryRow,
  createMoneyTransaction,
  createPointTransaction,
  historyPage,
} from '@/testing/transactions-data';
import { mergeTransactions, transactionsTotalPages } from './get-transactions';

describe('transactionsTotalPages', () => {
  it('is the sum of the three counts divided by 10, rounded up', () => {
    expect(transactionsTotalPages([0, 0, 0])).toBe(0);
    expect(transactionsTotalPages([1, 0, 0])).toBe(1);
    expect(transactionsTotalPages([10, 0, 0])).toBe(1);
    expect(transactionsTotalPages([25, 3, 0])).toBe(3);
    expect(transactionsTotalPages([7, 7, 7])).toBe(3);
    expect(transactionsTotalPages([10, 10, 11])).toBe(4);
  });
});

describe('mergeTransactions', () => {
  it('maps the three kinds of rows onto the spec columns, newest first', () => {
    const merged = mergeTransactions(
      historyPage([createGameHistoryRow()]),
      historyPage(
        [
          createMoneyTransaction({
            id: 'W2',
            type: 'withdraw',
            transaction_type_display: '출금',
            transaction_date: '2024-05-04T09:00:00.000Z',
            money_changed: -30_000,
          }),
          createMoneyTransaction({ status: 'completed', processed_at: '2024-05-01T10:00:00.000Z' }),
        ],
        12,
      ),
      historyPage([createPointTransaction({ user_info: { nickname: '', username: 'player01' } })], 4),
    );

    expect(merged.totalPages).toBe(2);
    expect(merged.rows.map((row) => row.key)).toEqual(['money:W2', 'game:L9-20', 'point:L5', 'money:D1']);
    expect(merged.rows[0]).toMatchObject({
      id: 'W2',
      type: 'withdraw',
      typeLabel: '출금',
      amount: -30_000,
      point: null,
      status: 'pending',
      name: 'player01',
      nickname: '행운왕',
    });
    expect(merged.rows[1]).toMatchObject({
      source: 'game',
      type: 'casino_bet',
      typeLabel: '게임 베팅',
      claimDate: '2024-05-03T09:00:00.000Z',
      processDate: '2024-05-03T09:00:00.000Z',
      amount: -5_000,
      name: 'player01',
      nickname: null,
      point: null,
      status: 'completed',
    });
    // A point row: its points, completed; an empty nickname is none.
    expect(merged.rows[2]).toMatchObject({
      source: 'point',
      amount: null,
      point: -15_000,
      status: 'completed',
      name: 'player01',
      nickname: null,
    });
    expect(merged.rows[3]).toMatchObject({
      type: 'deposit',
      claimDate: '2024-05-01T09:00:00.000Z',
      processDate: '2024-05-01T10:00:00.000Z',
      amount: 50_000,
      status: 'completed',
    });
  });

  it('keeps rows whose ids repeat between the lists apart', () => {
    const conversion = { id: 'L5', transaction_date: '2024-05-02T09:00:00.000Z' };
    const merged = mergeTransactions(
      historyPage([]),
      historyPage([
        createMoneyTransaction({
          ...conversion,
          type: 'conversion',
          transaction_type_display: '포인트 전환',
          money_changed: 15_000,
          status: 'completed',
        }),
      ]),
      historyPage([createPointTransaction(conversion)]),
    );
    expect(new Set(merged.rows.map((row) => row.key)).size).toBe(2);
  });

  it('names every game kind in Korean, and an unknown one as the server wrote it', () => {
    const kinds = ['sports_cancel', 'sports_resettle'] as const;
    const named = mergeTransactions(
      historyPage(kinds.map((kind, index) => createGameHistoryRow({ id: `L${index}`, transaction_type: kind }))),
      historyPage([]),
      historyPage([]),
    );
    expect(named.rows.map((row) => row.typeLabel)).toEqual(['스포츠 베팅 취소', '스포츠 재정산']);

    const merged = mergeTransactions(
      historyPage([createGameHistoryRow({ transaction_type: 'jackpot' })]),
      historyPage([]),
      historyPage([]),
    );
    expect(merged.rows[0]?.typeLabel).toBe('jackpot');
  });
});
