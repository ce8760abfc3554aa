import type { Agent } from '@hanpan/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createSessionResponse, createUser, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/router-utils';
import { SubAgentsPage } from './sub-agents-page';

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

const field = (form: HTMLElement, name: string) =>
  form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;

async function fillIn(form: HTMLElement, losing: string) {
  const user = userEvent.setup();
  await user.type(field(form, 'username'), 'mysub01');
  await user.type(field(form, 'password'), 'mint7walrus');
  await user.type(field(form, 'nickname'), '내하위');
  await user.type(field(form, 'realname'), '박하위');
  await user.type(field(form, 'phone'), '010-3333-4444');
  await user.selectOptions(field(form, 'bank'), '우리은행');
  await user.type(field(form, 'account'), '1002123456789');
  await user.type(field(form, 'sports_rolling_percent'), '0.5');
  await user.type(field(form, 'casino_rolling_percent'), '0.25');
  await user.type(field(form, 'losing_percent'), losing);
  await user.click(within(form).getByRole('button', { name: '하위 총판 등록' }));
}

beforeEach(() => {
  sessionStore.save(createSessionResponse({ user: createUser({ role: 'agent', username: 'agent01' }) }), false);
});

describe('SubAgentsPage', () => {
  it('shows the agent’s own rates as the maximums, and the server’s refusal under the rate it names', async () => {
    const refusal = '루징 요율은 상위 총판의 요율(30%)보다 높을 수 없습니다.';
    const fetchMock = mockApi({
      'GET /api/agent/me': jsonResponse({ agent: AGENT, sub_agents: [] }),
      'POST /api/agent/sub-agents': () =>
        jsonResponse({ error: 'rate_above_parent', message: refusal, fields: { losing_percent: refusal } }, 422),
    });
    renderWithRouter(<SubAgentsPage />, { route: '/agent/sub-agents' });
    const form = await screen.findByRole('form', { name: '하위 총판 등록' });
    expect(await within(form).findByText('최대 1% (내 요율)')).toBeTruthy();
    expect(within(form).getByText('최대 0.5% (내 요율)')).toBeTruthy();
    expect(within(form).getByText('최대 30% (내 요율)')).toBeTruthy();

    await fillIn(form, '35');
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/agent/sub-agents')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /api/agent/sub-agents')[0]?.body).toEqual({
      username: 'mysub01',
      password: 'mint7walrus',
      nickname: '내하위',
      realname: '박하위',
      phone: '010-3333-4444',
      bank: '우리은행',
      account: '1002123456789',
      sports_rolling_percent: 0.5,
      casino_rolling_percent: 0.25,
      losing_percent: 35,
    });
    expect(await within(form).findByText(refusal)).toBeTruthy();
    expect(field(form, 'losing_percent').getAttribute('aria-invalid')).toBe('true');
  });

  it('registers the sub-agent, says so with its code, and lists it', async () => {
    let created = false;
    const sub: Agent = { ...AGENT, id: 8, username: 'mysub01', parent_id: 5, depth: 1, referral_code: 'SUB8CODE' };
    mockApi({
      'GET /api/agent/me': () => jsonResponse({ agent: AGENT, sub_agents: created ? [sub] : [] }),
      'POST /api/agent/sub-agents': () => {
        created = true;
        return jsonResponse(sub, 201);
      },
    });
    renderWithRouter(<SubAgentsPage />, { route: '/agent/sub-agents' });
    const form = await screen.findByRole('form', { name: '하위 총판 등록' });
    await fillIn(form, '20');

    expect((await within(form).findByRole('status')).textContent).toBe(
      'mysub01 하위 총판을 등록했습니다. 추천 코드: SUB8CODE',
    );
    const table = screen.getByRole('table', { name: '하위 총판 목록' });
    expect(await within(table).findByText('SUB8CODE')).toBeTruthy();
  });

  it('checks the form with the contract, in English too, before sending anything', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    const fetchMock = mockApi({ 'GET /api/agent/me': jsonResponse({ agent: AGENT, sub_agents: [] }) });
    renderWithRouter(<SubAgentsPage />, { route: '/agent/sub-agents' });
    const form = await screen.findByRole('form', { name: 'New sub-agent' });
    expect(await within(form).findByText('At most 30% (your rate)')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Register sub-agent' }));
    expect(within(form).getByText('Enter a number for the losing rate.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/agent/sub-agents')).toHaveLength(0);
  });
});
