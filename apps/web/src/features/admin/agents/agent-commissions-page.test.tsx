import type { AgentCommission } from '@hanpan/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createSessionResponse, createUser, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { AgentCommissionsPage } from './agent-commissions-page';
import { MemberAgentForm } from './member-agent-form';

const statement = (overrides: Partial<AgentCommission>): AgentCommission => ({
  week_start: '2026-11-16',
  agent_id: 1,
  username: 'head01',
  members: 12,
  sports_turnover: 1_000_000,
  casino_turnover: 2_000_000,
  net_loss: 300_000,
  sports_rolling_percent: 1,
  casino_rolling_percent: 0.5,
  losing_percent: 30,
  sports_commission: 10_000,
  casino_commission: 10_000,
  losing_commission: 90_000,
  amount: 110_000,
  credited_at: '2026-11-23T15:10:01.000Z',
  ...overrides,
});
const WEEKS = ['2026-11-16', '2026-11-09'];
const HEAD = statement({});
const SUB = statement({
  agent_id: 2,
  username: 'sub01',
  members: 9,
  net_loss: -50_000,
  sports_commission: 4_000,
  casino_commission: 2_000,
  losing_commission: 0,
  amount: 6_000,
  credited_at: null,
});

beforeEach(() => {
  sessionStore.save(createSessionResponse({ user: createUser({ role: 'admin' }) }), false);
});

describe('AgentCommissionsPage', () => {
  it('shows the newest week’s statements with the commissions’ totals, and another week when chosen', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'GET /api/admin/agents/commissions': ({ url }) =>
        url.searchParams.get('week') === '2026-11-09'
          ? jsonResponse({ weeks: WEEKS, week: '2026-11-09', results: [] })
          : jsonResponse({ weeks: WEEKS, week: '2026-11-16', results: [HEAD, SUB] }),
    });
    renderWithProviders(
      <MemoryRouter>
        <AgentCommissionsPage />
      </MemoryRouter>,
    );
    const table = await screen.findByRole('table', { name: '총판 정산 목록' });
    await within(table).findByText('sub01');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('head0112');
    expect(rows[1]!.textContent).toContain('1% / 0.5% / 30%');
    expect(rows[2]!.textContent).toContain('-50,000원');
    expect(rows[2]!.textContent).toContain('적립 대기');
    // Commissions add up; a subtree's turnover, counted again under its parent, is not summed.
    const totals = rows.at(-1)!;
    expect(totals.textContent).toBe('합계14,000원12,000원90,000원116,000원');
    expect(screen.getByText('총판 2명 · 합계 116,000원')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: '주' }), '2026-11-09 주');
    expect(await screen.findByText('총판 0명 · 합계 0원')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/admin/agents/commissions').at(-1)?.url.searchParams.get('week')).toBe(
      '2026-11-09',
    );
  });

  it('says when no week has been worked out yet', async () => {
    mockApi({ 'GET /api/admin/agents/commissions': jsonResponse({ weeks: [], week: null, results: [] }) });
    renderWithProviders(
      <MemoryRouter>
        <AgentCommissionsPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('아직 정산한 주가 없습니다.')).toBeTruthy();
  });
});

describe('MemberAgentForm', () => {
  const agents = [
    { ...HEAD, id: 1, nickname: '본사', parent_id: null, depth: 0 },
    { ...SUB, id: 2, nickname: '하위', parent_id: 1, depth: 1 },
  ].map((entry) => ({
    id: entry.id,
    username: entry.username,
    nickname: entry.nickname,
    parent_id: entry.parent_id,
    depth: entry.depth,
    referral_code: `CODE${entry.id}`,
    status: 'active',
    sports_rolling_percent: 1,
    casino_rolling_percent: 0.5,
    losing_percent: 30,
    direct_members: 0,
    subtree_members: 0,
    balance: 0,
    created_at: '2026-11-20T03:00:00.000Z',
  }));

  it('needs an agent (or none) and a reason, then moves the member', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'GET /api/admin/agents': jsonResponse({ results: agents }),
      'POST /api/admin/members/7/agent': ({ body }) =>
        jsonResponse({ user_id: 7, agent_id: (body as { agent_id: number | null }).agent_id }),
    });
    renderWithProviders(<MemberAgentForm member={{ id: 7, agent: null }} />);
    const form = await screen.findByRole('form', { name: '총판 변경' });
    const select = within(form).getByRole<HTMLSelectElement>('combobox', { name: '변경할 총판' });
    await within(form).findByRole('option', { name: /sub01/ });

    await user.click(within(form).getByRole('button', { name: '총판 변경' }));
    expect(within(form).getByText('총판을 선택해주세요.')).toBeTruthy();
    expect(within(form).getByText('사유를 입력해주세요.')).toBeTruthy();

    await user.selectOptions(select, '2');
    await user.type(within(form).getByRole('textbox', { name: '사유' }), '총판 요청');
    await user.click(within(form).getByRole('button', { name: '총판 변경' }));
    expect((await within(form).findByRole('status')).textContent).toBe('소속 총판을 변경했습니다: sub01');
    expect(callsTo(fetchMock, 'POST /api/admin/members/7/agent')[0]?.body).toEqual({
      agent_id: 2,
      reason: '총판 요청',
    });

    // "None" makes the member the house's own.
    await user.selectOptions(select, 'house');
    await user.type(within(form).getByRole('textbox', { name: '사유' }), '본사 이관');
    await user.click(within(form).getByRole('button', { name: '총판 변경' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/admin/members/7/agent')[1]?.body).toEqual({
        agent_id: null,
        reason: '본사 이관',
      }),
    );
    expect(await within(form).findByText('소속 총판을 변경했습니다: 없음 (본사 회원)')).toBeTruthy();
  });

  it('shows the server’s refusal when the member already belongs to that agent', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/admin/agents': jsonResponse({ results: agents }),
      'POST /api/admin/members/7/agent': () =>
        jsonResponse({ error: 'agent_unchanged', message: '이미 그 총판의 회원입니다.' }, 409),
    });
    renderWithProviders(<MemberAgentForm member={{ id: 7, agent: { id: 1, username: 'head01' } }} />);
    const form = await screen.findByRole('form', { name: '총판 변경' });
    await within(form).findByRole('option', { name: /head01/ });
    await user.selectOptions(within(form).getByRole('combobox', { name: '변경할 총판' }), '1');
    await user.type(within(form).getByRole('textbox', { name: '사유' }), '확인');
    await user.click(within(form).getByRole('button', { name: '총판 변경' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('이미 그 총판의 회원입니다.');
  });

  it('names the member’s agent now and marks it among the choices', async () => {
    mockApi({ 'GET /api/admin/agents': jsonResponse({ results: agents }) });
    const { unmount } = renderWithProviders(
      <MemberAgentForm member={{ id: 7, agent: { id: 2, username: 'sub01' } }} />,
    );
    let form = await screen.findByRole('form', { name: '총판 변경' });
    expect(within(form).getByText('현재: sub01')).toBeTruthy();
    expect(await within(form).findByRole('option', { name: /sub01 \(하위\) \(현재\)$/ })).toBeTruthy();
    expect(within(form).getByRole('option', { name: '없음 (본사 회원)' })).toBeTruthy();
    // Nothing is chosen for the operator: moving to the current agent is refused.
    expect(within(form).getByRole<HTMLSelectElement>('combobox', { name: '변경할 총판' }).value).toBe('');
    unmount();

    renderWithProviders(<MemberAgentForm member={{ id: 7, agent: null }} />);
    form = await screen.findByRole('form', { name: '총판 변경' });
    expect(within(form).getByText('현재: 본사 회원')).toBeTruthy();
    expect(within(form).getByRole('option', { name: '없음 (본사 회원) (현재)' })).toBeTruthy();
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en');
    mockApi({ 'GET /api/admin/agents': jsonResponse({ results: agents }) });
    renderWithProviders(<MemberAgentForm member={{ id: 7, agent: { id: 1, username: 'head01' } }} />);
    const form = await screen.findByRole('form', { name: 'Change agent' });
    expect(within(form).getByText('Now: head01')).toBeTruthy();
    expect(await within(form).findByRole('option', { name: /head01 \(본사\) \(current\)$/ })).toBeTruthy();
  });
});
