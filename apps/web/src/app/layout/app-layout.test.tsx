import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { stubWindowWidth } from '@/features/casino/testing/match-media';
import { sessionStore } from '@/lib/auth/session';
import { createMyLevel, createSessionResponse, createUser, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { AppLayout } from './app-layout';

// jsdom has no EventSource; the stream itself is tested in lib/push.
vi.mock('@/lib/push/use-push-stream', () => ({ usePushStream: () => undefined }));

/** The calls every member (and operator) session makes and an agent's session is refused (403). */
const MEMBER_ONLY_CALLS = [
  'GET /api/transactions/balances/my-balance',
  'GET /api/users/notifications',
  'GET /api/levels/me',
  'GET /api/betting/cart',
];

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** The site's layout at `/` (a page that reads the member's bet limits, as the sports pages do), and the portal beside it. */
async function renderSite() {
  stubWindowWidth(400);
  const { useBetLimits } = await import('@/features/sports/api/get-bet-limits');
  function Page() {
    useBetLimits();
    return (
      <>
        <p>home page</p>
        <Location />
      </>
    );
  }
  const fetchMock = mockApi({
    'POST /api/users/login': () =>
      jsonResponse(createSessionResponse({ user: createUser({ role: 'agent', username: 'agent01' }) })),
    'GET /api/site/bet-limits': jsonResponse({
      minimum_stake: 5_000,
      single_maximum_stake: 3_000_000,
      multi_maximum_stake: 1_000_000,
      maximum_payout: 30_000_000,
    }),
    ...Object.fromEntries(
      MEMBER_ONLY_CALLS.map((call) => [
        call,
        () => jsonResponse({ error: 'forbidden', message: '권한이 없습니다.' }, 403),
      ]),
    ),
  });
  const router = createMemoryRouter([
    { element: <AppLayout />, children: [{ index: true, element: <Page /> }] },
    { path: '/agent/*', element: <p>agent portal</p> },
  ]);
  renderWithProviders(<RouterProvider router={router} />);
  const memberCalls = () =>
    fetchMock.mock.calls
      .map(([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`)
      .filter((call) => MEMBER_ONLY_CALLS.includes(call));
  return { router, fetchMock, memberCalls };
}

describe('an agent on the member site', () => {
  it('is sent to its portal once it logs in, and no member-only call is made', async () => {
    const user = userEvent.setup();
    const { router, memberCalls } = await renderSite();

    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    const dialog = await screen.findByRole('dialog', { name: '로그인' });
    await user.type(within(dialog).getByLabelText('아이디'), 'agent01');
    await user.type(within(dialog).getByLabelText('비밀번호'), 'mint7walrus');
    await user.click(within(dialog).getByRole('button', { name: '로그인' }));

    expect(await screen.findByText('agent portal')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/agent');
    expect(memberCalls()).toEqual([]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('already logged in, stays on the page it opened, with only the account menu and no member-only call', async () => {
    sessionStore.save(createSessionResponse({ user: createUser({ role: 'agent', username: 'agent01' }) }), false);
    const { fetchMock, memberCalls } = await renderSite();

    expect(await screen.findByRole('button', { name: '계정 메뉴' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(screen.queryByRole('button', { name: '입출금' })).toBeNull();
    // The guests' limits stand in for a level the agent does not have.
    await vi.waitFor(() => expect(callsTo(fetchMock, 'GET /api/site/bet-limits')).toHaveLength(1));
    expect(memberCalls()).toEqual([]);
  });

  it('a member logging in stays where they are', async () => {
    const user = userEvent.setup();
    const { router } = await renderSite();
    mockApi({
      'POST /api/users/login': () => jsonResponse(createSessionResponse()),
      'GET /api/transactions/balances/my-balance': jsonResponse({
        cash_balance: 0,
        casino_balance: 0,
        points_balance: 0,
      }),
      'GET /api/users/notifications': jsonResponse({ results: [], total_pages: 0, count: 0, unread_count: 0 }),
      'GET /api/levels/me': jsonResponse(createMyLevel()),
    });

    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    const dialog = await screen.findByRole('dialog', { name: '로그인' });
    await user.type(within(dialog).getByLabelText('아이디'), 'player01');
    await user.type(within(dialog).getByLabelText('비밀번호'), 'mint7walrus');
    await user.click(within(dialog).getByRole('button', { name: '로그인' }));

    expect(await screen.findByRole('button', { name: '계정 메뉴' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
