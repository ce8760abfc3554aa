import type { AgentDay } from '@hanpan/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { createSessionResponse, createUser, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/router-utils';
import { AgentDailyPage } from './agent-daily-page';

const day = (date: string, figures: Partial<AgentDay> = {}): AgentDay => ({
  day: date,
  deposits: 0,
  withdrawals: 0,
  sports_turnover: 0,
  casino_turnover: 0,
  net_loss: 0,
  ...figures,
});

const MEMBERS = {
  results: [
    {
      id: 7,
      realname: '김*수',
      nickname: 'ab***',
      phone: '010-****-1234',
      agent: { id: 5, username: 'agent01' },
      created_at: '2026-11-20T03:00:00.000Z',
    },
  ],
  count: 1,
  total_pages: 1,
};

const field = (name: string) => document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;

beforeEach(() => {
  // 16:00 UTC is already the next day in Korea: the report's days are Korean days.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T16:00:00Z'));
  sessionStore.save(createSessionResponse({ user: createUser({ role: 'agent', username: 'agent01' }) }), false);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AgentDailyPage', () => {
  it('shows the last seven Korean days with a totals row, then one member’s range when asked', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'GET /api/agent/members': jsonResponse(MEMBERS),
      'GET /api/agent/daily': ({ url }) =>
        url.searchParams.get('member_id') === '7'
          ? jsonResponse({ results: [day('2026-11-01', { deposits: 5_000 })] })
          : jsonResponse({
              results: [
                day('2026-11-20', { deposits: 100_000, sports_turnover: 50_000, net_loss: 20_000 }),
                day('2026-11-21', {
                  deposits: 30_000,
                  withdrawals: 80_000,
                  casino_turnover: 120_000,
                  net_loss: -45_000,
                }),
              ],
            }),
    });
    renderWithRouter(<AgentDailyPage />, { route: '/agent/daily' });

    expect(field('from').value).toBe('2026-11-15');
    expect(field('to').value).toBe('2026-11-21');
    const table = await screen.findByRole('table', { name: '일별 현황' });
    await within(table).findByText('2026-11-21');
    const [first] = callsTo(fetchMock, 'GET /api/agent/daily');
    expect(Object.fromEntries(first!.url.searchParams)).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    const rows = within(table).getAllByRole('row');
    expect(rows[2]!.textContent).toBe('2026-11-2130,000원80,000원0원120,000원-45,000원');
    expect(rows.at(-1)!.textContent).toBe('합계130,000원80,000원50,000원120,000원-25,000원');

    await user.selectOptions(field('member'), 'ab*** (김*수)');
    await user.clear(field('from'));
    await user.type(field('from'), '2026-11-01');
    await user.clear(field('to'));
    await user.type(field('to'), '2026-11-07');
    await user.click(screen.getByRole('button', { name: '조회' }));
    expect(await within(table).findByText('2026-11-01')).toBeTruthy();
    expect(Object.fromEntries(callsTo(fetchMock, 'GET /api/agent/daily').at(-1)!.url.searchParams)).toEqual({
      from: '2026-11-01',
      to: '2026-11-07',
      member_id: '7',
    });
  });

  it('opens on the member the members tab linked, and refuses a range longer than 31 days before asking', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'GET /api/agent/members': jsonResponse(MEMBERS),
      'GET /api/agent/daily': jsonResponse({ results: [] }),
    });
    renderWithRouter(<AgentDailyPage />, { route: '/agent/daily?member=7' });

    expect(await screen.findByRole('option', { name: 'ab*** (김*수)', selected: true })).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/agent/daily')[0]?.url.searchParams.get('member_id')).toBe('7');

    await user.clear(field('from'));
    await user.type(field('from'), '2026-10-01');
    await user.click(screen.getByRole('button', { name: '조회' }));
    expect(screen.getByText('기간은 최대 31일입니다.')).toBeTruthy();
    expect(field('to').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, 'GET /api/agent/daily')).toHaveLength(1);
  });

  it('shows the server’s refusal under the field it names', async () => {
    mockApi({
      'GET /api/agent/members': jsonResponse(MEMBERS),
      'GET /api/agent/daily': jsonResponse(
        {
          error: 'validation_error',
          message: '종료일이 시작일보다 앞설 수 없습니다.',
          fields: { to: '종료일이 시작일보다 앞설 수 없습니다.' },
        },
        400,
      ),
    });
    renderWithRouter(<AgentDailyPage />, { route: '/agent/daily' });
    expect(await screen.findByText('종료일이 시작일보다 앞설 수 없습니다.')).toBeTruthy();
    expect(field('to').getAttribute('aria-invalid')).toBe('true');
  });
});
