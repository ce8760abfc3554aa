import type { Agent } from '@hanpan/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createSessionResponse, createUser, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { AgentsPage } from './agents-page';

function agent(overrides: Partial<Agent> & Pick<Agent, 'id' | 'username'>): Agent {
  return {
    nickname: `${overrides.username}닉`,
    parent_id: null,
    depth: 0,
    referral_code: `CODE${overrides.id}`,
    status: 'active',
    sports_rolling_percent: 1,
    casino_rolling_percent: 0.5,
    losing_percent: 30,
    direct_members: 0,
    subtree_members: 0,
    balance: 0,
    created_at: '2026-11-20T03:00:00.000Z',
    ...overrides,
  };
}

/** A head with a sub-agent and its own sub-agent, and another head: each after its parent. */
const TREE: Agent[] = [
  agent({ id: 1, username: 'head01', direct_members: 3, subtree_members: 12, balance: 150_000 }),
  agent({
    id: 2,
    username: 'sub01',
    parent_id: 1,
    depth: 1,
    sports_rolling_percent: 0.6,
    casino_rolling_percent: 0.2,
    losing_percent: 20,
    direct_members: 7,
    subtree_members: 9,
    balance: 48_500,
  }),
  agent({
    id: 3,
    username: 'subsub01',
    parent_id: 2,
    depth: 2,
    sports_rolling_percent: 0.3,
    casino_rolling_percent: 0.1,
    losing_percent: 10,
    direct_members: 2,
    subtree_members: 2,
  }),
  agent({ id: 4, username: 'head02', losing_percent: 10, status: 'suspended' }),
];

const field = (name: string, scope: ParentNode = document) =>
  scope.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`[name="${name}"]`)!;

function renderPage() {
  return renderWithProviders(
    <MemoryRouter>
      <AgentsPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  sessionStore.save(createSessionResponse({ user: createUser({ role: 'admin' }) }), false);
});

describe('AgentsPage', () => {
  it('lists the tree indented by tier, with each agent’s code, rates, members and balance', async () => {
    mockApi({ 'GET /api/admin/agents': jsonResponse({ results: TREE }) });
    renderPage();

    const table = await screen.findByRole('table', { name: '총판 목록' });
    await within(table).findByText('head01');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(rows.map((row) => row.querySelector('[data-depth]')?.getAttribute('data-depth'))).toEqual([
      '0',
      '1',
      '2',
      '0',
    ]);
    const indents = rows.map((row) => row.querySelector<HTMLElement>('[data-depth]')!.style.paddingInlineStart);
    expect(indents).toEqual(['0rem', '1.25rem', '2.5rem', '0rem']);
    expect(rows[0]!.textContent).toContain('head01');
    expect(rows[0]!.textContent).toContain('CODE1');
    expect(rows[0]!.textContent).toContain('1%0.5%30%');
    expect(rows[0]!.textContent).toContain('3명12명150,000원');
    expect(rows[1]!.textContent).toContain('sub01head01의 하위 총판');
    expect(rows[1]!.textContent).toContain('0.6%0.2%20%7명9명48,500원');
    expect(rows[3]!.textContent).toContain('정지');
  });

  it('registers a sub-agent with the contract’s body, and shows the server’s refusal under the rate it names', async () => {
    const user = userEvent.setup();
    const refusal = '스포츠 롤링 요율은 상위 총판의 요율(0.6%)보다 높을 수 없습니다.';
    const fetchMock = mockApi({
      'GET /api/admin/agents': jsonResponse({ results: TREE }),
      'POST /api/admin/agents': () =>
        jsonResponse(
          { error: 'rate_above_parent', message: refusal, fields: { sports_rolling_percent: refusal } },
          422,
        ),
    });
    renderPage();
    const form = await screen.findByRole('form', { name: '새 총판 등록' });
    await within(form).findByRole('option', { name: /subsub01/ });

    // The contract speaks first: nothing is sent while a field is wrong.
    await user.click(within(form).getByRole('button', { name: '총판 등록' }));
    expect(within(form).getByText('아이디를 입력해주세요.')).toBeTruthy();
    expect(within(form).getByText('스포츠 롤링: 숫자를 입력해주세요.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/agents')).toHaveLength(0);

    await user.selectOptions(field('parent_id', form), '2');
    // The chosen parent's rates are the maximums.
    expect(within(form).getByText('최대 0.6% (상위 총판의 요율)')).toBeTruthy();
    await user.type(field('username', form), 'newsub01');
    await user.type(field('password', form), 'mint7walrus');
    await user.type(field('nickname', form), '새총판');
    await user.type(field('realname', form), '김총판');
    await user.type(field('phone', form), '010-2222-3333');
    await user.selectOptions(field('bank', form), '신한은행');
    await user.type(field('account', form), '110123456789');
    await user.type(field('sports_rolling_percent', form), '0.8');
    await user.type(field('casino_rolling_percent', form), '0.15');
    await user.type(field('losing_percent', form), '15');
    await user.click(within(form).getByRole('button', { name: '총판 등록' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/admin/agents')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /api/admin/agents')[0]?.body).toEqual({
      username: 'newsub01',
      password: 'mint7walrus',
      nickname: '새총판',
      realname: '김총판',
      phone: '010-2222-3333',
      bank: '신한은행',
      account: '110123456789',
      sports_rolling_percent: 0.8,
      casino_rolling_percent: 0.15,
      losing_percent: 15,
      parent_id: 2,
    });
    const rate = field('sports_rolling_percent', form);
    expect(await within(form).findByText(refusal)).toBeTruthy();
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    expect(rate.getAttribute('aria-describedby')).toContain('error');
    // What was typed stays, to be corrected.
    expect(rate.value).toBe('0.8');
  });

  it('registers a head agent with no parent and says so with its code', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'GET /api/admin/agents': jsonResponse({ results: TREE }),
      'POST /api/admin/agents': ({ body }) =>
        jsonResponse(agent({ id: 9, username: (body as Agent).username, referral_code: 'NEWHEAD9' }), 201),
    });
    renderPage();
    const form = await screen.findByRole('form', { name: '새 총판 등록' });
    await user.type(field('username', form), 'head09');
    await user.type(field('password', form), 'mint7walrus');
    await user.type(field('nickname', form), '본사총판');
    await user.type(field('realname', form), '이본사');
    await user.type(field('phone', form), '01044445555');
    await user.selectOptions(field('bank', form), '국민은행');
    await user.type(field('account', form), '1234567890');
    await user.type(field('sports_rolling_percent', form), '1');
    await user.type(field('casino_rolling_percent', form), '0.5');
    await user.type(field('losing_percent', form), '40');
    await user.click(within(form).getByRole('button', { name: '총판 등록' }));

    expect((await within(form).findByRole('status')).textContent).toBe(
      'head09 총판을 등록했습니다. 추천 코드: NEWHEAD9',
    );
    expect(callsTo(fetchMock, 'POST /api/admin/agents')[0]?.body).toMatchObject({
      parent_id: null,
      losing_percent: 40,
    });
    expect(field('username', form).value).toBe('');
  });

  it('pays an agent out with an Idempotency-Key after confirmation, and draws a new key after', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'GET /api/admin/agents': jsonResponse({ results: TREE }),
      'POST /api/admin/agents/2/payouts': () => jsonResponse({ agent_id: 2, amount: 40_000, balance: 8_500 }, 201),
    });
    renderPage();
    await user.click(await screen.findByText('sub01'));
    const payout = await screen.findByRole('form', { name: '수수료 지급' });
    expect(within(payout).getByText('정산 잔액 48,500원')).toBeTruthy();

    await user.type(field('amount', payout), '40,000');
    await user.type(field('reason', payout), '11월 3주차 지급');
    const keyText = within(payout).getByText(/^요청 키:/).textContent ?? '';
    await user.click(within(payout).getByRole('button', { name: '지급하기' }));
    expect(await screen.findByText('sub01 총판에게 40,000원을 지급하시겠습니까?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '확인' }));

    expect(await within(payout).findByText('40,000원 지급 완료 · 남은 정산 잔액 8,500원')).toBeTruthy();
    const [call] = callsTo(fetchMock, 'POST /api/admin/agents/2/payouts');
    expect(call?.body).toEqual({ amount: 40_000, reason: '11월 3주차 지급' });
    const key = call?.headers.get('Idempotency-Key') ?? '';
    expect(key).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    expect(`요청 키: ${key}`).toBe(keyText);
    expect(within(payout).getByText(/^요청 키:/).textContent).not.toBe(keyText);
  });

  it('shows a payout above the balance under the amount', async () => {
    const user = userEvent.setup();
    const refusal = '지급액이 정산 잔액(48,500원)보다 많습니다.';
    mockApi({
      'GET /api/admin/agents': jsonResponse({ results: TREE }),
      'POST /api/admin/agents/2/payouts': () =>
        jsonResponse({ error: 'payout_above_balance', message: refusal, fields: { amount: refusal } }, 422),
    });
    renderPage();
    await user.click(await screen.findByText('sub01'));
    const payout = await screen.findByRole('form', { name: '수수료 지급' });
    await user.type(field('amount', payout), '50000');
    await user.type(field('reason', payout), '지급');
    await user.click(within(payout).getByRole('button', { name: '지급하기' }));
    await user.click(await screen.findByRole('button', { name: '확인' }));

    expect(await within(payout).findByText(refusal)).toBeTruthy();
    expect(field('amount', payout).getAttribute('aria-invalid')).toBe('true');
  });

  it('saves an agent’s rates, each shown with the bounds its parent and sub-agents set', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'GET /api/admin/agents': jsonResponse({ results: TREE }),
      'PUT /api/admin/agents/2': ({ body }) => jsonResponse({ ...TREE[1]!, ...(body as object) }),
    });
    renderPage();
    await user.click(await screen.findByText('sub01'));
    const rates = await screen.findByRole('form', { name: '요율 변경' });
    // At most head01's, at least subsub01's.
    expect(within(rates).getByText('0.3% ~ 1%')).toBeTruthy();
    expect(within(rates).getByText('10% ~ 30%')).toBeTruthy();

    await user.clear(field('losing_percent', rates));
    await user.type(field('losing_percent', rates), '25');
    await user.click(within(rates).getByRole('button', { name: '요율 저장' }));

    expect((await within(rates).findByRole('status')).textContent).toBe('저장했습니다. 이번 주 정산부터 적용됩니다.');
    expect(callsTo(fetchMock, 'PUT /api/admin/agents/2')[0]?.body).toEqual({
      sports_rolling_percent: 0.6,
      casino_rolling_percent: 0.2,
      losing_percent: 25,
    });
  });

  it('suspends an agent after confirmation, with the reason, and reads the tree again', async () => {
    const user = userEvent.setup();
    let suspended = false;
    const fetchMock = mockApi({
      'GET /api/admin/agents': () =>
        jsonResponse({
          results: TREE.map((entry) => (entry.id === 2 && suspended ? { ...entry, status: 'suspended' } : entry)),
        }),
      'PUT /api/admin/agents/2/status': () => {
        suspended = true;
        return jsonResponse({ ...TREE[1]!, status: 'suspended' });
      },
    });
    renderPage();
    await user.click(await screen.findByText('sub01'));
    const form = await screen.findByRole('form', { name: '이용 상태' });
    expect(within(form).getByText('정상')).toBeTruthy();

    // The contract speaks first: a reason is needed.
    await user.click(within(form).getByRole('button', { name: '이용 정지' }));
    expect(within(form).getByText('사유를 입력해주세요.')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/admin/agents/2/status')).toHaveLength(0);

    await user.type(field('status-reason', form), '부정 가입 유도');
    await user.click(within(form).getByRole('button', { name: '이용 정지' }));
    expect(
      await screen.findByText(
        'sub01 총판을 이용 정지하시겠습니까? 접속 중인 세션이 모두 끝나고 추천 코드로 가입할 수 없게 됩니다.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '확인' }));

    expect((await within(form).findByRole('status')).textContent).toBe('sub01 총판을 이용 정지했습니다.');
    expect(callsTo(fetchMock, 'PUT /api/admin/agents/2/status')[0]?.body).toEqual({
      status: 'suspended',
      reason: '부정 가입 유도',
    });
    // The tree is read again: the row and the form now say suspended, and offer to reinstate.
    expect(await within(form).findByRole('button', { name: '정지 해제' })).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/admin/agents').length).toBeGreaterThan(1);
  });

  it('does not suspend when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ 'GET /api/admin/agents': jsonResponse({ results: TREE }) });
    renderPage();
    await user.click(await screen.findByText('sub01'));
    const form = await screen.findByRole('form', { name: '이용 상태' });
    await user.type(field('status-reason', form), '확인');
    await user.click(within(form).getByRole('button', { name: '이용 정지' }));
    await user.click(await screen.findByRole('button', { name: '취소' }));
    expect(callsTo(fetchMock, 'PUT /api/admin/agents/2/status')).toHaveLength(0);
  });

  it('reinstates a suspended agent without a confirmation, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const refusal = '이미 그 상태인 총판입니다.';
    const fetchMock = mockApi({
      'GET /api/admin/agents': jsonResponse({ results: TREE }),
      'PUT /api/admin/agents/4/status': () => jsonResponse({ error: 'agent_status_unchanged', message: refusal }, 409),
    });
    renderPage();
    await user.click(await screen.findByText('head02'));
    const form = await screen.findByRole('form', { name: '이용 상태' });
    await user.type(field('status-reason', form), '소명 완료');
    await user.click(within(form).getByRole('button', { name: '정지 해제' }));

    expect((await within(form).findByRole('alert')).textContent).toBe(refusal);
    expect(callsTo(fetchMock, 'PUT /api/admin/agents/4/status')[0]?.body).toEqual({
      status: 'active',
      reason: '소명 완료',
    });
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en');
    mockApi({ 'GET /api/admin/agents': jsonResponse({ results: TREE }) });
    renderPage();

    const table = await screen.findByRole('table', { name: 'Agents' });
    await within(table).findByText('head01');
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('3 members12 members₩150,000');
    expect(screen.getByRole('form', { name: 'New agent' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    // The shared fields read in English too.
    const form = screen.getByRole('form', { name: 'New agent' });
    expect(within(form).getByLabelText('Sports rolling (%)')).toBeTruthy();
    expect(within(form).getByRole('combobox', { name: 'Bank' })).toBeTruthy();

    await userEvent.setup().click(within(table).getByText('head01'));
    const status = await screen.findByRole('form', { name: 'Account status' });
    expect(within(status).getByRole('button', { name: 'Suspend' })).toBeTruthy();
  });
});
