import type { AuditEntry } from '@hanpan/contract';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createSessionResponse, createUser, jsonResponse } from '@/testing/data-generators';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { AuditPage } from './audit-page';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  actor: { id: 1, username: 'admin' },
  action: 'member.adjustment',
  target_type: 'member',
  target_id: '12',
  before: null,
  after: null,
  reason: null,
  request_id: null,
  created_at: '2026-11-20T03:00:00.000Z',
  ...overrides,
});

beforeEach(() => {
  sessionStore.save(createSessionResponse({ user: createUser({ role: 'admin' }) }), false);
});

describe('AuditPage', () => {
  it('reads each action and its target in Korean, a code it does not know as itself', async () => {
    mockApi({
      'GET /api/admin/audit': () =>
        jsonResponse({
          results: [
            entry({ id: 1 }),
            entry({ id: 2, action: 'sports.fixture_void', target_type: 'fixture', target_id: '900' }),
            entry({ id: 3, action: 'notification.send', target_type: 'all_members', target_id: 'all' }),
            entry({ id: 4, action: 'setting.update', target_type: 'setting', target_id: 'depositAccount' }),
            entry({ id: 5, action: 'casino_provider.disable', target_type: 'casino_provider', target_id: '3' }),
            entry({ id: 6, action: 'jackpot.reset', target_type: 'jackpot', target_id: '1' }),
          ],
          count: 6,
          total_pages: 1,
        }),
    });
    renderWithProviders(
      <MemoryRouter>
        <AuditPage />
      </MemoryRouter>,
    );

    const table = await screen.findByRole('table', { name: '감사 로그' });
    await within(table).findByText('경기 취소 (적특)');
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(2, 4)
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      ['잔액 조정', '회원 #12'],
      ['경기 취소 (적특)', '경기 #900'],
      ['알림 발송', '전체 회원'],
      ['설정 변경', '설정 · 입금 계좌'],
      ['제공사 중지', '카지노 제공사 #3'],
      ['jackpot.reset', 'jackpot #1'],
    ]);
  });

  it('reads in English: the heading, the count, each action and its target', async () => {
    await i18n.changeLanguage('en');
    mockApi({
      'GET /api/admin/audit': () =>
        jsonResponse({
          results: [
            entry({ id: 1 }),
            entry({ id: 4, action: 'setting.update', target_type: 'setting', target_id: 'depositAccount' }),
            entry({ id: 6, action: 'jackpot.reset', target_type: 'jackpot', target_id: '1' }),
          ],
          count: 1204,
          total_pages: 61,
        }),
    });
    renderWithProviders(
      <MemoryRouter>
        <AuditPage />
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { name: 'Audit log' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(await screen.findByText('1,204 entries')).toBeTruthy();
    await within(table).findByText('Balance adjusted');
    expect(within(table).getByText('Member #12')).toBeTruthy();
    expect(within(table).getByText('Setting · Deposit account')).toBeTruthy();
    expect(within(table).getByText('jackpot #1')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Operator username' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });
});
