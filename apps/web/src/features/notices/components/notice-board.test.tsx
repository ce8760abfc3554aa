import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthDialog } from '@/lib/auth/auth-dialogs';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createSessionResponse, createUser, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { READ_NOTICES_STORAGE_KEY } from '../stores/notice-marks';
import { NoticeBoard } from './notice-board';

const posts = [
  {
    id: 12,
    title: '[공지] 입금 · 출금 이용 안내',
    created_at: '2024-05-03T09:00:00.000Z',
    view_count: 1234,
    like_count: 5,
  },
  { id: 11, title: '[공지] 한판 오픈 안내', created_at: '2024-05-01T09:00:00.000Z', view_count: 8, like_count: 0 },
];
const listPage = { results: posts, total_pages: 3, count: 25 };
const postBody = (id: number, overrides: Record<string, unknown> = {}) => ({
  ...posts.find((post) => post.id === id),
  board: 'notice',
  body: '## 입금\n\n**1만원** 단위 <script>window.pwned = true</script> [나쁜 링크](javascript:alert(1))',
  view_count: 1235,
  ...overrides,
});

function AuthDialogProbe() {
  return <output data-testid="auth-dialog">{useAuthDialog() ?? 'none'}</output>;
}

function Page() {
  const [page, setPage] = useState(1);
  return (
    <>
      <NoticeBoard page={page} onPageChange={setPage} />
      <AuthDialogProbe />
    </>
  );
}

const routes = {
  'GET /api/boards/posts': () => jsonResponse(listPage),
  'GET /api/boards/posts/12': () => jsonResponse(postBody(12)),
  'GET /api/boards/posts/11': () => jsonResponse(postBody(11, { view_count: 9 })),
};

beforeEach(() => {
  window.localStorage.clear();
});

describe('NoticeBoard', () => {
  it('lists the notices of the page with title, date, views and likes', async () => {
    const fetchMock = mockApi(routes);
    renderWithProviders(<Page />);

    expect(screen.getByRole('heading', { level: 1, name: 'Notice' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Notice' });
    expect(within(table).getByText('LOADING...')).toBeTruthy();
    const row = await within(table).findByRole('row', { name: /입금 · 출금/ });

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Title', 'Date', 'Views', 'Likes', '상세']);
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      expect.stringMatching(/^읽지 않음, \[공지\] 입금 · 출금 이용 안내2024-05-0\d \d\d:\d\d · 조회 1,234 · 좋아요 5$/),
      expect.stringMatching(/^2024-05-0\d \d\d:\d\d$/),
      '1,234',
      '5',
      '',
    ]);
    expect(callsTo(fetchMock, 'GET /api/boards/posts')[0]?.url.search).toBe('?board=notice&page=1&size=10');
    expect(screen.getByRole('button', { name: '3' })).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: '2' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/boards/posts').map((call) => call.url.searchParams.get('page'))).toEqual([
        '1',
        '2',
      ]),
    );
  });

  it('opens a notice: fetches it once (a view), shows its markdown inert, marks it read and keeps that', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(routes);
    renderWithProviders(<Page />);
    const row = await screen.findByRole('row', { name: /입금 · 출금/ });

    await user.click(row);

    expect(await screen.findByRole('heading', { level: 2, name: '입금' })).toBeTruthy();
    expect(screen.getByText('1만원').tagName).toBe('STRONG');
    expect(screen.getByText(/<script>window.pwned = true<\/script>/)).toBeTruthy();
    expect(document.querySelector('table script')).toBeNull();
    expect(screen.getByText('나쁜 링크').getAttribute('href')).toBe('');
    // The list shows the counted view.
    expect(within(row).getByText('1,235')).toBeTruthy();
    expect(within(row).queryByText(/읽지 않음/)).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(READ_NOTICES_STORAGE_KEY) ?? '[]')).toEqual([12]);

    await user.click(row);
    await user.click(row);
    await screen.findByRole('heading', { level: 2, name: '입금' });
    expect(callsTo(fetchMock, 'GET /api/boards/posts/12')).toHaveLength(1);
  });

  it('Mark as read marks every listed notice read, in storage', async () => {
    const user = userEvent.setup();
    mockApi(routes);
    renderWithProviders(<Page />);
    await screen.findByRole('row', { name: /입금 · 출금/ });
    expect(screen.getAllByText('읽지 않음,')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Mark as read' }));

    expect(screen.queryByText('읽지 않음,')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(READ_NOTICES_STORAGE_KEY) ?? '[]')).toEqual([12, 11]);
    expect(screen.getByRole('button', { name: 'Mark as read' })).toHaveProperty('disabled', true);
  });

  it('starts from the read state kept in storage', async () => {
    window.localStorage.setItem(READ_NOTICES_STORAGE_KEY, JSON.stringify([11]));
    mockApi(routes);
    renderWithProviders(<Page />);

    const read = await screen.findByRole('row', { name: /오픈 안내/ });
    expect(within(read).queryByText('읽지 않음,')).toBeNull();
    expect(within(screen.getByRole('row', { name: /입금 · 출금/ })).getByText('읽지 않음,')).toBeTruthy();
  });

  it('Clear All empties the list on screen only', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(routes);
    renderWithProviders(<Page />);
    await screen.findByRole('row', { name: /입금 · 출금/ });

    await user.click(screen.getByRole('button', { name: 'Clear All' }));

    expect(screen.getByText('NO DATA')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '페이지 이동' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Clear All' })).toHaveProperty('disabled', true);
    expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });

  it('asks a visitor to log in to like', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(routes);
    renderWithProviders(<Page />);
    await user.click(await screen.findByRole('row', { name: /입금 · 출금/ }));

    await user.click(await screen.findByRole('button', { name: '좋아요 5' }));

    expect(screen.getByTestId('auth-dialog').textContent).toBe('login');
    expect(callsTo(fetchMock, 'POST /api/boards/posts/12/like')).toHaveLength(0);
  });

  it('lets a member like once, showing the new count', async () => {
    const user = userEvent.setup();
    sessionStore.save(createSessionResponse({ user: createUser({ id: 7 }) }), false);
    const fetchMock = mockApi({
      ...routes,
      'POST /api/boards/posts/12/like': () => jsonResponse({ liked: true, like_count: 6 }),
    });
    renderWithProviders(<Page />);
    const row = await screen.findByRole('row', { name: /입금 · 출금/ });
    await user.click(row);

    await user.click(await screen.findByRole('button', { name: '좋아요 5' }));

    const liked = await screen.findByRole('button', { name: '좋아요 6' });
    expect(liked.getAttribute('aria-pressed')).toBe('true');
    expect(liked).toHaveProperty('disabled', true);
    expect(within(row).getAllByRole('cell')[3]?.textContent).toBe('6');
    expect(callsTo(fetchMock, 'POST /api/boards/posts/12/like')[0]?.headers.get('Authorization')).toBe(
      'Bearer token-abc',
    );
  });

  it('only logs a failed load', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /api/boards/posts': () => jsonResponse({ error: 'internal', message: '오류' }, 500) });
    renderWithProviders(<Page />);

    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Failed to fetch notices', expect.anything()));
    expect(await screen.findByText('NO DATA')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('NoticeBoard in English', () => {
  it('shows the board, the row facts and the opened notice in English, leaving the notices as written', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    sessionStore.save(createSessionResponse({ user: createUser({ id: 7 }) }), false);
    mockApi({
      ...routes,
      'POST /api/boards/posts/12/like': () => new Response('', { status: 500 }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<Page />);

    expect(screen.getByRole('heading', { level: 1, name: 'Notice' })).toBeTruthy();
    expect(screen.getByText('The latest announcements and updates from Hanpan.')).toBeTruthy();
    const row = await screen.findByRole('row', { name: /입금 · 출금/ });
    expect(within(row).getAllByRole('cell')[0]?.textContent).toMatch(
      /^Unread, \[공지\] 입금 · 출금 이용 안내2024-05-0\d \d\d:\d\d · Views 1,234 · Likes 5$/,
    );
    expect(screen.getByRole('button', { name: 'Mark as read' })).toBeTruthy();

    await user.click(row);
    expect(await screen.findByText('Views 1,235')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Like (5)' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      "Couldn't register your like. Please try again shortly.",
    );
  });
});
