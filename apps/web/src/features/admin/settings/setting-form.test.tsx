import {
  DEFAULT_ACCOUNT_REWARDS,
  DEFAULT_MULTI_FOLDER_BONUS,
  DEFAULT_SAME_FIXTURE_COMBINATIONS,
  type AdminSettings,
} from '@hanpan/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createSessionResponse, createUser, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { SETTING_SPECS } from './setting-specs';
import { SettingForm } from './setting-form';

const specOf = (key: string) => SETTING_SPECS.find((spec) => spec.key === key)!;
const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const settings = (changes: Partial<AdminSettings>) => ({
  multiFolderBonus: DEFAULT_MULTI_FOLDER_BONUS,
  sportsbookRules: {
    cancel_window_minutes: 30,
    cancel_kickoff_buffer_minutes: 10,
    cancels_per_day: 3,
    live_acceptance_delay_ms: 3000,
    cash_out_enabled: true,
    cash_out_margin_percent: 5,
  },
  sameFixtureCombinations: DEFAULT_SAME_FIXTURE_COMBINATIONS,
  depositAccount: { bank: '국민은행', account_number: '1', account_holder: '한판' },
  contact: { channels: [], hours: '24시간' },
  accountRewards: DEFAULT_ACCOUNT_REWARDS,
  ...changes,
});

beforeEach(() => {
  sessionStore.save(createSessionResponse({ user: createUser({ role: 'admin' }) }), false);
});

describe('SettingForm', () => {
  it('checks values with the contract in Korean before sending anything', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({});
    renderWithProviders(<SettingForm spec={specOf('accountRewards')} value={DEFAULT_ACCOUNT_REWARDS} />);

    await user.clear(field('attendance_points'));
    await user.clear(field('attendance_streak_days'));
    await user.type(field('attendance_streak_days'), '1.5');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(screen.getByText('출석 포인트: 숫자를 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('연속 출석 보너스 주기: 정수로 입력해주세요.')).toBeTruthy();
    expect(field('attendance_points').getAttribute('aria-invalid')).toBe('true');

    await user.type(field('attendance_points'), '1000');
    await user.clear(field('attendance_streak_days'));
    await user.type(field('attendance_streak_days'), '1');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(screen.getByText('연속 출석 보너스 주기: 2일 이상이어야 합니다.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the whole value as numbers and says it applies now', async () => {
    const user = userEvent.setup();
    const saved = { ...DEFAULT_ACCOUNT_REWARDS, referral_reward_points: 20_000 };
    const fetchMock = mockApi({
      'PUT /api/admin/settings/accountRewards': () => jsonResponse(settings({ accountRewards: saved })),
    });
    renderWithProviders(<SettingForm spec={specOf('accountRewards')} value={DEFAULT_ACCOUNT_REWARDS} />);

    await user.clear(field('referral_reward_points'));
    await user.type(field('referral_reward_points'), '20,000');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect((await screen.findByRole('status')).textContent).toBe('저장했습니다. 지금부터 적용됩니다.');
    expect(callsTo(fetchMock, 'PUT /api/admin/settings/accountRewards')[0]?.body).toEqual(saved);
    expect(field('referral_reward_points').value).toBe('20000');
  });

  it('allows a same-fixture pair chosen from the market types, sent as their numbers', async () => {
    const user = userEvent.setup();
    const saved = { allowed_pairs: [{ first: 1, second: 2 }] };
    const fetchMock = mockApi({
      'PUT /api/admin/settings/sameFixtureCombinations': () =>
        jsonResponse(settings({ sameFixtureCombinations: saved })),
    });
    renderWithProviders(
      <SettingForm spec={specOf('sameFixtureCombinations')} value={DEFAULT_SAME_FIXTURE_COMBINATIONS} />,
    );

    await user.click(screen.getByRole('button', { name: '조합 추가' }));
    await user.selectOptions(document.querySelector<HTMLSelectElement>('[name="allowed_pairs.0.first"]')!, '승무패');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(screen.getByText('마켓 종류를 선택해주세요.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.selectOptions(document.querySelector<HTMLSelectElement>('[name="allowed_pairs.0.second"]')!, '오버언더');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect((await screen.findByRole('status')).textContent).toBe('저장했습니다. 지금부터 적용됩니다.');
    expect(callsTo(fetchMock, 'PUT /api/admin/settings/sameFixtureCombinations')[0]?.body).toEqual(saved);
  });

  it('edits list rows and shows a row’s error where it belongs, and the server’s refusal', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'PUT /api/admin/settings/multiFolderBonus': () =>
        jsonResponse(
          {
            error: 'validation_error',
            message: '같은 폴더 수의 보너스 단계가 두 번 있습니다.',
            fields: { tiers: '같은 폴더 수의 보너스 단계가 두 번 있습니다.' },
          },
          400,
        ),
    });
    renderWithProviders(<SettingForm spec={specOf('multiFolderBonus')} value={DEFAULT_MULTI_FOLDER_BONUS} />);

    await user.clear(field('tiers.1.multiplier_x100'));
    await user.type(field('tiers.1.multiplier_x100'), '250');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(screen.getByText('보너스 배당(×100): 200 이하여야 합니다.')).toBeTruthy();
    expect(field('tiers.1.multiplier_x100').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(field('tiers.1.multiplier_x100'));
    await user.type(field('tiers.1.multiplier_x100'), '105');
    await user.click(screen.getByRole('button', { name: '단계 추가' }));
    await user.type(field('tiers.3.folders'), '9');
    await user.type(field('tiers.3.multiplier_x100'), '110');
    await user.click(screen.getAllByRole('button', { name: '삭제' })[0]!);
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect((await screen.findByRole('alert')).textContent).toBe('같은 폴더 수의 보너스 단계가 두 번 있습니다.');
    expect(callsTo(fetchMock, 'PUT /api/admin/settings/multiFolderBonus')[0]?.body).toEqual({
      minimum_price_x100: 130,
      tiers: [
        { folders: 5, multiplier_x100: 105 },
        { folders: 7, multiplier_x100: 107 },
        { folders: 9, multiplier_x100: 110 },
      ],
    });
  });

  it('reads in English: the title, the labels with their units, the contract’s messages and the saved line', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    mockApi({
      'PUT /api/admin/settings/accountRewards': () => jsonResponse(settings({})),
    });
    renderWithProviders(<SettingForm spec={specOf('accountRewards')} value={DEFAULT_ACCOUNT_REWARDS} />);

    expect(screen.getByRole('heading', { name: 'Check-in · Referral rewards' })).toBeTruthy();
    expect(screen.getByLabelText('Check-in points (P)')).toBeTruthy();
    await user.clear(field('attendance_points'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter a number for the check-in points.')).toBeTruthy();

    await user.type(field('attendance_points'), String(DEFAULT_ACCOUNT_REWARDS.attendance_points));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved. The change is now live.');
  });

  it('names the market types and list buttons in English', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(
      <SettingForm spec={specOf('sameFixtureCombinations')} value={DEFAULT_SAME_FIXTURE_COMBINATIONS} />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add combination' }));
    const first = document.querySelector<HTMLSelectElement>('[name="allowed_pairs.0.first"]')!;
    expect([...first.options].map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['Match Result', 'Over/Under']),
    );
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();
  });
});
