import type { AgentMember } from '@hanpan/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createSessionResponse, createUser, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/router-utils';
import { AgentMembersPage } from './agent-members-page';

const member = (id: number, overrides: Partial<AgentMember> = {}): AgentMember => ({
  id,
  realname: '김*수',
  nickname: 'ab***',
  phone: '010-****-1234',
  agent: { id: 5, username: 'agent01' },
  created_at: '2026-11-20T03:00:00.000Z',
  ...overrides,
});

beforeEach(() => {
  sessionStore.save(createSessionResponse({ user: createUser({ role: 'agent', username: 'agent01' }) }), false);
});

describe('AgentMembersPage', () => {
  it('lists the subtree’s members masked, with the agent each joined through, a page at a time', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'GET /api/agent/members': ({ url }) =>
        url.searchParams.get('page') === '2'
          ? jsonResponse({ results: [member(3, { nickname: 'cd***', realname: '이*' })], count: 21, total_pages: 2 })
          : jsonResponse({
              results: [member(1), member(2, { nickname: 'xy***', agent: { id: 6, username: 'sub01' } })],
              count: 21,
              total_pages: 2,
            }),
    });
    renderWithRouter(<AgentMembersPage />, { route: '/agent/members' });

    const table = await screen.findByRole('table', { name: '회원 목록' });
    await within(table).findByText('xy***');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('ab***김*수010-****-1234agent01');
    expect(rows[2]!.textContent).toContain('xy***김*수010-****-1234sub01');
    // Each member's link opens the daily figures filtered to them.
    expect(within(rows[2]!).getByRole('link', { name: 'xy*** 일별 현황' }).getAttribute('href')).toBe(
      '/agent/daily?member=2',
    );
    expect(callsTo(fetchMock, 'GET /api/agent/members')[0]?.url.searchParams.get('size')).toBe('20');

    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await within(table).findByText('cd***')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/agent/members?page=2');
  });

  it('says when no member has joined yet, in English too', async () => {
    await i18n.changeLanguage('en');
    mockApi({ 'GET /api/agent/members': jsonResponse({ results: [], count: 0, total_pages: 0 }) });
    renderWithRouter(<AgentMembersPage />, { route: '/agent/members' });
    expect(await screen.findByText('No members have registered yet.')).toBeTruthy();
  });
});
