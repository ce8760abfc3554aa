import type { Agent, AgentPortal } from '@hanpan/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAuthDialog } from '@/lib/auth/auth-dialogs';
import { sessionStore } from '@/lib/auth/session';
import { createQueryClient } from '@/lib/query-client';
import { createSessionResponse, createUser, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { AgentPage } from './agent';

function OpenDialogProbe() {
  return <output data-testid="open-dialog">{useAuthDialog() ?? 'none'}</output>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home page</p> },
      { path: '/agent/*', element: <AgentPage /> },
    ],
    { initialEntries: ['/', path], initialIndex: 1 },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <OpenDialogProbe />
    </QueryClientProvider>,
  );
  return router;
}

const AGENT: Agent = {
  id: 5,
  username: 'agent01',
  nickname: '총판왕',
  parent_id: null,
  depth: 0,
  referral_code: 'AGT5CODE',
  status: 'active',
  sports_rolling_percent: 1,
  casino_rolling_percent: 0.5,
  losing_percent: 30,
  direct_members: 4,
  subtree_members: 11,
  balance: 123_400,
  created_at: '2026-11-20T03:00:00.000Z',
};
const PORTAL: AgentPortal = {
  agent: AGENT,
  sub_agents: [
    {
      ...AGENT,
      id: 6,
      username: 'sub01',
      nickname: '하위',
      parent_id: 5,
      depth: 1,
      referral_code: 'SUB6CODE',
      losing_percent: 20,
      subtree_members: 7,
    },
  ],
};

describe('/agent', () => {
  // The portal is a lazy chunk; transforming it once up front keeps each test's wait short.
  beforeAll(async () => {
    await import('@/features/agent/components/agent-portal');
  });

  it('sends a visitor home with the login dialog and asks the server for nothing', async () => {
    const fetchMock = mockApi({});
    renderAt('/agent');

    expect(await screen.findByText('home page')).toBeTruthy();
    expect(screen.getByTestId('open-dialog').textContent).toBe('login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a member the forbidden page, without loading the portal', async () => {
    sessionStore.save(createSessionResponse(), false);
    const fetchMock = mockApi({});
    renderAt('/agent/members');

    expect(await screen.findByRole('heading', { name: '권한이 없습니다.' })).toBeTruthy();
    expect(screen.getByText('총판만 이용할 수 있는 페이지입니다.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '총판 메뉴' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows an operator the forbidden page too', async () => {
    sessionStore.save(createSessionResponse({ user: createUser({ role: 'admin' }) }), false);
    mockApi({});
    renderAt('/agent');

    expect(await screen.findByRole('heading', { name: '권한이 없습니다.' })).toBeTruthy();
  });

  it('shows an agent its portal: its name and balance, code, rates, members and sub-agents', async () => {
    sessionStore.save(createSessionResponse({ user: createUser({ role: 'agent', username: 'agent01' }) }), false);
    const fetchMock = mockApi({ 'GET /api/agent/me': jsonResponse(PORTAL) });
    renderAt('/agent');

    const nav = await screen.findByRole('navigation', { name: '총판 메뉴' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['요약', '회원', '일별 현황', '정산 내역', '하위 총판']);
    expect(screen.getByText('agent01 총판')).toBeTruthy();
    expect(await screen.findByText('정산 잔액 123,400원')).toBeTruthy();
    expect(screen.getByTestId('referral-code').textContent).toBe('AGT5CODE');
    expect(screen.getByText('11명')).toBeTruthy();
    expect(screen.getByText('30%')).toBeTruthy();
    const subAgents = screen.getByRole('table', { name: '하위 총판 목록' });
    expect(within(subAgents).getAllByRole('row')[1]!.textContent).toContain('sub01하위SUB6CODE1%0.5%20%7');
    expect(callsTo(fetchMock, 'GET /api/agent/me').length).toBeGreaterThan(0);
  });
});
