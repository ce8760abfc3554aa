import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createSessionResponse, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import {
  createGameHistoryRow,
  createMoneyTransaction,
  createPointTransaction,
  historyPage,
} from '@/testing/transactions-data';
import { TransactionsTable } from './transactions-table';

const moneyPage = historyPage(
  [
    createMoneyTransaction({
      id: 'W2',
      type: 'withdraw',
      transaction_type_display: '출금',
      transaction_date: '2024-05-04T09:00:00.000Z',
      money_changed: -30_000,
    }),
    createMoneyTransaction({ processed_at: '2024-05-01T10:00:00.000Z', money_changed: 1_250_000, status: 'completed' }),
    createMoneyTransaction({
      id: 'D0',
      transaction_date: '2024-04-30T09:00:00.000Z',
      processed_at: '2024-04-30T10:00:00.000Z',
      money_changed: 10_000,
      status: 'rejected',
    }),
  ],
  25,
);
const pointPage = historyPage([createPointTransaction()], 6);
const gamePage = historyPage([createGameHistoryRow()]);

type Answer = Parameters<typeof mockApi>[0][string];

/** Answers the three lists the table merges: by default no game rows, the money page and the point page. */
function mockTransactionLists({
  game = jsonResponse(historyPage([])),
  money = jsonResponse(moneyPage),
  point = jsonResponse(pointPage),
}: { game?: Answer; money?: Answer; point?: Answer } = {}) {
  return mockApi({
    'GET /api/transactions/admin/game-history': game,
    'GET /api/transactions/admin/money-transaction-history': money,
    'GET /api/transactions/admin/point-transaction-history': point,
  });
}

function Page() {
  const [page, setPage] = useState(1);
  return <TransactionsTable page={page} onPageChange={setPage} />;
}

beforeEach(() => {
  sessionStore.save(createSessionResponse(), false);
});

describe('transactions table', () => {
  it('merges the three lists into one table with the spec columns, badges and pages', async () => {
    const fetchMock = mockTransactionLists();
    renderWithProviders(<Page />);

    const table = screen.getByRole('table', { name: 'Transactions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'Type', 'Claim Date', 'Amount', 'Name', 'Process Date', 'Point', 'Status', '상세']);
    expect(within(table).getByText('LOADING...')).toBeTruthy();

    const withdrawRow = await within(table).findByRole('row', { name: /W2/ });
    const cells = within(withdrawRow).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'W2',
      '출금',
      expect.stringMatching(/^2024-05-0\d \d\d:\d\d$/),
      '-30,000원',
      'player01',
      '-',
      '-',
      '대기',
      '',
    ]);
    expect(within(withdrawRow).getByText('출금')).toMatchObject({ dataset: { tone: 'red', variant: 'outline' } });
    expect(within(withdrawRow).getByText('대기').dataset.tone).toBe('yellow');

    const depositRow = within(table).getByRole('row', { name: /D1/ });
    expect(within(depositRow).getByText('입금')).toMatchObject({ dataset: { tone: 'green', variant: 'outline' } });
    expect(within(depositRow).getByText('1,250,000원')).toBeTruthy();
    expect(within(depositRow).getByText('완료').dataset.tone).toBe('green');
    expect(within(table).getByText('반려').dataset.tone).toBe('red');

    const pointRow = within(table).getByRole('row', { name: /L5/ });
    expect(within(pointRow).getByText('-15,000원')).toBeTruthy();
    expect(within(pointRow).getByText('완료')).toBeTruthy();

    // Newest first.
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent),
    ).toEqual(['W2', 'L5', 'D1', 'D0']);
    // (0 + 25 + 6) / 10 → 4 pages.
    expect(screen.getByRole('button', { name: '4' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '5' })).toBeNull();
    for (const path of ['game-history', 'money-transaction-history', 'point-transaction-history']) {
      expect(callsTo(fetchMock, `GET /api/transactions/admin/${path}`)[0]?.url.search).toBe('?page=1&size=10');
    }
  });

  it('asks for the page chosen, expands a row for its details', async () => {
    const user = userEvent.setup();
    const fetchMock = mockTransactionLists();
    renderWithProviders(<Page />);

    const row = await screen.findByRole('row', { name: /D1/ });
    await user.click(row);
    expect(screen.getByText('머니 내역')).toBeTruthy();
    expect(screen.getByText('player01 (행운왕)')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '다음 페이지' }));
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET /api/transactions/admin/money-transaction-history').map((call) =>
          call.url.searchParams.get('page'),
        ),
      ).toEqual(['1', '2']),
    );
  });

  it('names the member by username on every row, game rows and money rows alike', async () => {
    mockTransactionLists({ game: jsonResponse(gamePage) });
    renderWithProviders(<Page />);

    const table = screen.getByRole('table', { name: 'Transactions' });
    await within(table).findByRole('row', { name: /L9-20/ });
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[4]?.textContent);
    expect(new Set(names)).toEqual(new Set(['player01']));
  });

  it('says NO TRANSACTIONS when all three lists are empty', async () => {
    const empty = jsonResponse(historyPage([]));
    mockTransactionLists({ game: empty, money: empty, point: empty });
    renderWithProviders(<Page />);

    expect(await screen.findByText('NO TRANSACTIONS')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '페이지 이동' })).toBeNull();
  });

  it('only logs a failed load and keeps the rows it showed', async () => {
    const user = userEvent.setup();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockTransactionLists({
      money: ({ url }) =>
        url.searchParams.get('page') === '1'
          ? jsonResponse(moneyPage)
          : jsonResponse({ error: 'boom', message: 'boom' }, 500),
    });
    renderWithProviders(<Page />);
    await screen.findByRole('row', { name: /W2/ });

    await user.click(screen.getByRole('button', { name: '2' }));

    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Failed to fetch transactions', expect.anything()));
    expect(screen.getByRole('row', { name: /W2/ })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('speaks English: the status words, the game types and the details', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    mockTransactionLists({ game: jsonResponse(gamePage) });
    renderWithProviders(<Page />);

    const table = screen.getByRole('table', { name: 'Transactions' });
    const withdrawRow = await within(table).findByRole('row', { name: /W2/ });
    expect(within(withdrawRow).getByText('Pending').dataset.tone).toBe('yellow');
    expect(within(withdrawRow).getByText('-₩30,000')).toBeTruthy();
    expect(within(table).getByText('Rejected').dataset.tone).toBe('red');
    const gameRow = within(table).getByRole('row', { name: /L9-20/ });
    expect(within(gameRow).getByText('Game bet')).toBeTruthy();

    await user.click(within(table).getByRole('row', { name: /D1/ }));
    expect(screen.getByText('Money history')).toBeTruthy();
    expect(screen.getByText('Member')).toBeTruthy();
  });
});
