import type { MemberSummary } from '@hanpan/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createAdminLevel, createSessionResponse, createUser, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { MembersPage } from './members-page';

const MEMBERS = 'GET /api/admin/members';

const member = (overrides: Partial<MemberSummary>): MemberSummary => ({
  id: 1,
  username: 'member01',
  nickname: '회원일',
  realname: '김철수',
  phone: '01012345678',
  status: 'active',
  created_at: '2026-11-20T03:00:00.000Z',
  last_login_at: null,
  balances: { cash: 0, casino: 0, points: 0 },
  shares_identity: false,
  level: { id: 1, rank: 1, name: 'LV.1', colour: '#9ca3af' },
  level_pinned: false,
  ...overrides,
});

beforeEach(() => {
  sessionStore.save(createSessionResponse({ user: createUser({ role: 'admin' }) }), false);
});

describe('MembersPage', () => {
  it('marks members who share a phone or bank account, and lists only them on request', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      [MEMBERS]: () =>
        jsonResponse({
          results: [member({ id: 1 }), member({ id: 2, username: 'twin02', shares_identity: true })],
          count: 2,
          total_pages: 1,
        }),
    });
    renderWithProviders(
      <MemoryRouter>
        <MembersPage />
      </MemoryRouter>,
    );
    const twin = await screen.findByRole('row', { name: /twin02/ });
    expect(within(twin).getByText('중복 의심')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /member01/ })).queryByText('중복 의심')).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: '가입 확인' }), 'shared');
    await waitFor(() => expect(callsTo(fetchMock, MEMBERS).at(-1)?.url.searchParams.get('identity')).toBe('shared'));
    expect(callsTo(fetchMock, MEMBERS).at(-1)?.url.searchParams.get('page')).toBe('1');
  });

  it('lists the members of one level on request', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      [MEMBERS]: () => jsonResponse({ results: [member({ id: 1 })], count: 1, total_pages: 1 }),
      'GET /api/admin/levels': jsonResponse([createAdminLevel(1, 'LV.1'), createAdminLevel(2, '실버')]),
    });
    renderWithProviders(
      <MemoryRouter>
        <MembersPage />
      </MemoryRouter>,
    );
    await screen.findByRole('row', { name: /member01/ });
    await user.selectOptions(await screen.findByRole('combobox', { name: '등급' }), '실버');
    await waitFor(() => expect(callsTo(fetchMock, MEMBERS).at(-1)?.url.searchParams.get('level_id')).toBe('2'));
  });

  it('reads in English: the heading, the member count, the columns and the badges', async () => {
    await i18n.changeLanguage('en');
    mockApi({
      [MEMBERS]: () =>
        jsonResponse({
          results: [member({ id: 2, username: 'twin02', shares_identity: true, status: 'suspended' })],
          count: 1,
          total_pages: 1,
        }),
    });
    renderWithProviders(
      <MemoryRouter>
        <MembersPage />
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { name: 'Members' })).toBeTruthy();
    expect(await screen.findByText('1 member')).toBeTruthy();
    const twin = await screen.findByRole('row', { name: /twin02/ });
    expect(within(twin).getByText('Possible duplicate')).toBeTruthy();
    expect(within(twin).getByText('Suspended')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Last login' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Sign-up check' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Possible duplicates only' })).toBeTruthy();
  });
});
