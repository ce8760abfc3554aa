import { DEFAULT_BET_LIMITS, DEFAULT_DEPOSIT_BONUS_RATES, type AdminLevel, type MemberDetail } from '@hanpan/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createSessionResponse, createUser, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { LevelsPage } from './levels-page';
import { MemberLevelForm } from './member-level-form';

const LEVELS: AdminLevel[] = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  rank: index + 1,
  name: `LV.${index + 1}`,
  colour: '#9ca3af',
  bet_limits: DEFAULT_BET_LIMITS,
  losing_points_percent: 1,
  payback_percent: 0,
  withdrawals_per_day: index === 0 ? 3 : null,
  withdrawal_daily_amount: null,
  deposit_bonuses: DEFAULT_DEPOSIT_BONUS_RATES,
  rules:
    index === 2
      ? { deposits: 1_000_000, turnover: null, active_days: 5, window_days: 30, demote_when_unmet: true }
      : { deposits: null, turnover: null, active_days: null, window_days: null, demote_when_unmet: false },
  members: index === 0 ? 12 : 0,
  updated_at: '2026-11-20T03:00:00.000Z',
}));

const field = (form: HTMLElement, name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const firstForm = async () => (await screen.findByRole('form', { name: 'LV.1' })) as HTMLFormElement;

beforeEach(() => {
  sessionStore.save(createSessionResponse({ user: createUser({ role: 'admin' }) }), false);
});

describe('LevelsPage', () => {
  it('lists the levels in rank order with their members and limits', async () => {
    mockApi({ 'GET /api/admin/levels': jsonResponse(LEVELS) });
    renderWithProviders(<LevelsPage />);
    const table = await screen.findByRole('table', { name: '등급 목록' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(rows[0]!.textContent).toContain('LV.1');
    expect(rows[0]!.textContent).toContain('12명');
    expect(rows[0]!.textContent).toContain('30,000,000원');
    expect(rows[0]!.textContent).toContain('3회');
    expect(rows[1]!.textContent).toContain('제한 없음');
    expect(rows[1]!.textContent).toContain('수동 지정만');
    expect(rows[2]!.textContent).toContain('입금 1,000,000원 · 활동 5일 · 최근 30일 · 강등 있음');
    expect((within(rows[0]!).getByRole('button', { name: 'LV.1 위로' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('checks a level with the contract in Korean before sending anything', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ 'GET /api/admin/levels': jsonResponse(LEVELS) });
    renderWithProviders(<LevelsPage />);
    const form = await firstForm();

    await user.clear(field(form, 'bet_limits.minimum_stake'));
    await user.clear(field(form, 'bet_limits.maximum_payout'));
    await user.type(field(form, 'bet_limits.maximum_payout'), '1.5');
    await user.clear(field(form, 'colour'));
    await user.type(field(form, 'colour'), 'red');
    await user.clear(field(form, 'losing_points_percent'));
    await user.type(field(form, 'losing_points_percent'), '1.234');
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(within(form).getByText('낙첨 포인트 적립률: 소수 둘째 자리까지 입력해주세요.')).toBeTruthy();
    expect(within(form).getByText('최소 베팅 금액: 숫자를 입력해주세요.')).toBeTruthy();
    expect(within(form).getByText('최대 당첨 금액: 정수로 입력해주세요.')).toBeTruthy();
    expect(within(form).getByText('색상은 #rrggbb 형식(소문자)이어야 합니다.')).toBeTruthy();

    await user.type(field(form, 'bet_limits.minimum_stake'), '6000000');
    await user.clear(field(form, 'bet_limits.maximum_payout'));
    await user.type(field(form, 'bet_limits.maximum_payout'), '30000000');
    await user.clear(field(form, 'colour'));
    await user.type(field(form, 'colour'), '#9ca3af');
    await user.clear(field(form, 'losing_points_percent'));
    await user.type(field(form, 'losing_points_percent'), '1');
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(within(form).getByText('최소 베팅 금액은 최대 베팅 금액보다 클 수 없습니다.')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/admin/levels/1')).toHaveLength(0);
  });

  it('saves the whole level as numbers and says it applies now', async () => {
    const user = userEvent.setup();
    const saved = {
      name: '브론즈',
      colour: '#9ca3af',
      bet_limits: { ...DEFAULT_BET_LIMITS, minimum_stake: 10_000 },
      losing_points_percent: 1.5,
      payback_percent: 0,
      withdrawals_per_day: null,
      withdrawal_daily_amount: 2_000_000,
      deposit_bonuses: {
        ...DEFAULT_DEPOSIT_BONUS_RATES,
        slot: { ...DEFAULT_DEPOSIT_BONUS_RATES.slot, firstDepositPercent: 20 },
        casino: { ...DEFAULT_DEPOSIT_BONUS_RATES.casino, offered: false },
      },
      rules: { deposits: 300_000, turnover: null, active_days: null, window_days: 30, demote_when_unmet: true },
    };
    const fetchMock = mockApi({
      'GET /api/admin/levels': jsonResponse(LEVELS),
      'PUT /api/admin/levels/1': () =>
        jsonResponse([{ ...LEVELS[0]!, ...saved, updated_at: '2026-11-21T03:00:00.000Z' }, ...LEVELS.slice(1)]),
    });
    renderWithProviders(<LevelsPage />);
    const form = await firstForm();

    await user.clear(field(form, 'name'));
    await user.type(field(form, 'name'), '브론즈');
    await user.clear(field(form, 'bet_limits.minimum_stake'));
    await user.type(field(form, 'bet_limits.minimum_stake'), '10,000');
    await user.clear(field(form, 'losing_points_percent'));
    await user.type(field(form, 'losing_points_percent'), '1.5');
    // Blank is no limit; a figure is one.
    await user.clear(field(form, 'withdrawals_per_day'));
    await user.type(field(form, 'withdrawal_daily_amount'), '2,000,000');
    await user.clear(field(form, 'deposit_bonuses.slot.firstDepositPercent'));
    await user.type(field(form, 'deposit_bonuses.slot.firstDepositPercent'), '20');
    await user.click(within(form).getByRole('checkbox', { name: '카지노 보너스 제공' }));
    // "No bonus" is offered at every level: the form has no box for it.
    expect(within(form).getAllByRole('checkbox')).toHaveLength(4);
    await user.type(field(form, 'rules.deposits'), '300,000');
    await user.type(field(form, 'rules.window_days'), '30');
    await user.click(within(form).getByRole('checkbox', { name: '조건을 채우지 못하면 강등' }));
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(callsTo(fetchMock, 'PUT /api/admin/levels/1')[0]?.body).toEqual(saved);
    expect((await within(form).findByRole('status')).textContent).toBe('저장했습니다. 지금부터 적용됩니다.');
    const renamed = await screen.findByRole('form', { name: '브론즈' });
    expect(field(renamed, 'bet_limits.minimum_stake').value).toBe('10000');
  });

  it('moves a level down by swapping it with the next one', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'GET /api/admin/levels': jsonResponse(LEVELS),
      'PUT /api/admin/levels/order': () =>
        jsonResponse([{ ...LEVELS[1]!, rank: 1 }, { ...LEVELS[0]!, rank: 2 }, ...LEVELS.slice(2)]),
    });
    renderWithProviders(<LevelsPage />);
    await user.click(await screen.findByRole('button', { name: 'LV.1 아래로' }));
    expect(callsTo(fetchMock, 'PUT /api/admin/levels/order')[0]?.body).toEqual({
      ids: [2, 1, 3, 4, 5, 6, 7, 8, 9, 10],
    });
    expect(await screen.findByRole('button', { name: 'LV.2 위로' })).toHaveProperty('disabled', true);
  });

  it('reads in English: the labels with their units and the contract’s messages', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    mockApi({ 'GET /api/admin/levels': jsonResponse(LEVELS) });
    renderWithProviders(<LevelsPage />);
    const form = await firstForm();
    expect(within(form).getByLabelText('Minimum stake (₩)')).toBeTruthy();
    await user.clear(field(form, 'bet_limits.minimum_stake'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Enter a number for the minimum stake.')).toBeTruthy();
  });
});

describe('MemberLevelForm', () => {
  const member = {
    id: 7,
    username: 'member07',
    level: { id: 1, rank: 1, name: 'LV.1', colour: '#9ca3af' },
    level_pinned: false,
    agent: null,
  } as MemberDetail;

  it('needs a level and a reason, then moves the member and shows the history', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'GET /api/admin/levels': jsonResponse(LEVELS),
      'GET /api/admin/members/7/level-history': jsonResponse([
        {
          id: 1,
          from_level: LEVELS[0],
          to_level: LEVELS[2],
          actor: 'admin01',
          pinned: true,
          reason: '이벤트 당첨',
          at: '2026-11-20T03:00:00.000Z',
        },
        {
          id: 2,
          from_level: LEVELS[2],
          to_level: LEVELS[1],
          actor: null,
          pinned: false,
          reason: '자동 강등',
          at: '2026-11-21T03:00:00.000Z',
        },
      ]),
      'POST /api/admin/members/7/level': () =>
        jsonResponse({ level: LEVELS[4], benefits: { bet_limits: DEFAULT_BET_LIMITS }, levels: LEVELS }),
    });
    renderWithProviders(<MemberLevelForm member={member} />);
    expect(await screen.findByText(/LV\.1 → LV\.3 \(admin01: 이벤트 당첨\) · 고정됨/)).toBeTruthy();
    expect(screen.getByText(/LV\.3 → LV\.2 \(자동 평가: 자동 강등\)/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '등급 변경' }));
    expect(screen.getByText('등급을 선택해주세요.')).toBeTruthy();
    expect(screen.getByText('사유를 입력해주세요.')).toBeTruthy();
    const select = screen.getByRole('combobox', { name: '변경할 등급' }) as HTMLSelectElement;
    // The member's own level is offered, marked: pinning it is a change of its own.
    expect([...select.options].map((option) => option.textContent)).toContain('LV.1 (현재)');

    await user.selectOptions(select, 'LV.5');
    await user.click(screen.getByRole('checkbox', { name: '자동 승급·강등에서 제외 (등급 고정)' }));
    await user.type(screen.getByRole('textbox', { name: '사유' }), '우수 회원');
    await user.click(screen.getByRole('button', { name: '등급 변경' }));
    expect(callsTo(fetchMock, 'POST /api/admin/members/7/level')[0]?.body).toEqual({
      level_id: 5,
      pinned: true,
      reason: '우수 회원',
    });
  });
});
