import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createMyLevel, createSessionResponse, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { MyPage } from './my-page';

const NO_WAGERING_TEXT = '남은 롤링 조건이 없습니다. 보유머니를 바로 출금 신청할 수 있습니다.';
const PASSWORD_CHANGED_TEXT = '비밀번호가 변경되었습니다. 다른 기기의 로그인은 모두 종료되었습니다.';

const profile = {
  username: 'player01',
  nickname: '행운왕',
  realname: '홍길동',
  phone: '010-****-5678',
  bank: '국민은행',
  account_number: '****5678',
  referral_code: 'LUCKY01',
  created_at: '2024-05-01T09:00:00.000Z',
  wagering: { remaining: 0, obligations: [] },
};

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`) as HTMLInputElement;

beforeEach(() => {
  sessionStore.save(createSessionResponse(), false);
});

describe('MyPage', () => {
  it('shows the profile as the server masked it', async () => {
    mockApi({ 'GET /api/account/profile': jsonResponse(profile) });
    renderWithProviders(<MyPage />);
    expect(await screen.findByText('홍길동')).toBeTruthy();
    expect(screen.getByText('010-****-5678')).toBeTruthy();
    expect(screen.getByText('국민은행 ****5678')).toBeTruthy();
    expect(screen.getByText('LUCKY01')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '마이페이지' })).toBeTruthy();
  });

  it("shows the member's level, the limits it gives and where it sits among the levels", async () => {
    const levels = [
      { id: 1, rank: 1, name: '브론즈', colour: '#9ca3af' },
      { id: 2, rank: 2, name: '실버', colour: '#84cc16' },
      { id: 3, rank: 3, name: '골드', colour: '#f59e0b' },
    ];
    const limits = {
      minimum_stake: 1_000,
      single_maximum_stake: 7_000_000,
      multi_maximum_stake: 12_000_000,
      maximum_payout: 50_000_000,
    };
    mockApi({
      'GET /api/account/profile': jsonResponse(profile),
      'GET /api/levels/me': jsonResponse({
        level: levels[1],
        benefits: {
          ...createMyLevel(limits).benefits,
          losing_points_percent: 1.5,
          withdrawals_per_day: 3,
          withdrawal_daily_amount: null,
        },
        levels,
        pinned: false,
        next: {
          level: levels[2],
          requirements: { deposits: 1_000_000, turnover: null, active_days: 5, window_days: 30 },
          progress: { deposits: 250_000, turnover: 90_000, active_days: 7 },
        },
      }),
    });
    renderWithProviders(<MyPage />);
    const card = (await screen.findByRole('heading', { name: '회원 등급' })).closest('section')!;
    await waitFor(() => expect(card.textContent).toContain('7,000,000원'));
    expect(card.textContent).toContain('최소 베팅금액1,000원');
    expect(card.textContent).toContain('최대 당첨금액50,000,000원');
    expect(card.textContent).toContain('낙첨 포인트베팅금의 1.5%');
    expect(card.textContent).toContain('하루 출금3회');
    const ladder = screen.getByRole('list', { name: '전체 등급' });
    expect(ladder.querySelector('[aria-current="true"]')?.textContent).toBe('실버');
    // The way up: only the thresholds the next level sets, each with how far the member is.
    const next = within(card).getByRole('heading', { name: '다음 등급' }).parentElement!.parentElement!;
    expect(next.textContent).toContain('골드');
    expect(next.textContent).toContain('최근 30일 실적');
    expect(next.textContent).toContain('승인된 입금250,000원 / 1,000,000원');
    expect(next.textContent).toContain('활동일7일 / 5일');
    expect(next.textContent).not.toContain('정산된 베팅');
    expect(within(next).getByRole<HTMLProgressElement>('progressbar', { name: '활동일' }).value).toBe(5);
  });

  it("lists the member's weekly paybacks with each week's net loss and rate, or that there are none", async () => {
    mockApi({
      'GET /api/account/profile': jsonResponse(profile),
      'GET /api/levels/me': jsonResponse({
        ...createMyLevel(),
        benefits: { ...createMyLevel().benefits, payback_percent: 5 },
      }),
      'GET /api/levels/me/paybacks': jsonResponse({
        results: [
          {
            week_start: '2026-11-16',
            net_loss: 250_000,
            rate_percent: 5,
            amount: 12_500,
            credited_at: '2026-11-22T15:10:00.000Z',
          },
        ],
        count: 1,
      }),
    });
    renderWithProviders(<MyPage />);
    const card = (await screen.findByRole('heading', { name: '페이백' })).closest('section')!;
    await waitFor(() => expect(card.textContent).toContain('2026-11-16 주12,500P (순손실 250,000원의 5%)'));
    const level = screen.getByRole('heading', { name: '회원 등급' }).closest('section')!;
    await waitFor(() => expect(level.textContent).toContain('주간 페이백순손실의 5%'));
  });

  it('says a pinned level is not adjusted by activity, and shows no way up', async () => {
    mockApi({
      'GET /api/account/profile': jsonResponse(profile),
      'GET /api/levels/me': jsonResponse({ ...createMyLevel(), pinned: true, next: null }),
    });
    renderWithProviders(<MyPage />);
    const card = (await screen.findByRole('heading', { name: '회원 등급' })).closest('section')!;
    expect(
      await within(card).findByText('운영자가 정한 등급입니다. 실적에 따라 자동으로 바뀌지 않습니다.'),
    ).toBeTruthy();
    expect(within(card).queryByRole('heading', { name: '다음 등급' })).toBeNull();
  });

  it('shows each open wagering requirement and the total still to bet, or that none is left', async () => {
    const wagering = {
      remaining: 340_000,
      obligations: [
        { deposit_id: 12, required: 330_000, wagered: 0, remaining: 330_000, opened_at: '2024-05-02T03:00:00.000Z' },
        { deposit_id: 15, required: 20_000, wagered: 10_000, remaining: 10_000, opened_at: '2024-05-03T03:00:00.000Z' },
      ],
    };
    mockApi({ 'GET /api/account/profile': jsonResponse({ ...profile, wagering }) });
    const { unmount } = renderWithProviders(<MyPage />);
    expect(await screen.findByRole('heading', { name: '롤링 조건' })).toBeTruthy();
    expect(screen.getByText('340,000원')).toBeTruthy();
    expect(screen.getByText('남은 금액 330,000원')).toBeTruthy();
    expect(screen.getByText('베팅 10,000원 / 조건 20,000원')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '입금 #15 롤링 진행률' }).getAttribute('aria-valuenow')).toBe('50');
    unmount();

    mockApi({ 'GET /api/account/profile': jsonResponse(profile) });
    renderWithProviders(<MyPage />);
    expect(await screen.findByText(NO_WAGERING_TEXT)).toBeTruthy();
  });

  it('checks the new password with the contract before sending anything', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ 'GET /api/account/profile': jsonResponse(profile) });
    renderWithProviders(<MyPage />);

    await user.type(field('new_password'), 'short');
    await user.type(field('confirm_password'), 'other');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));

    expect(screen.getByText('현재 비밀번호를 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('비밀번호는 8자 이상이어야 합니다.')).toBeTruthy();
    expect(screen.getByText('새 비밀번호가 일치하지 않습니다.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/account/password')).toHaveLength(0);
  });

  it('sends the change, clears the form and says other sessions ended', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'GET /api/account/profile': jsonResponse(profile),
      'POST /api/account/password': jsonResponse({ ended_sessions: 2 }),
    });
    renderWithProviders(<MyPage />);

    await user.type(field('current_password'), 'mint7walrus');
    await user.type(field('new_password'), 'newpass456');
    await user.type(field('confirm_password'), 'newpass456');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));

    expect(await screen.findByText(PASSWORD_CHANGED_TEXT)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/account/password')[0]?.body).toEqual({
      current_password: 'mint7walrus',
      new_password: 'newpass456',
      confirm_password: 'newpass456',
    });
    expect(field('current_password').value).toBe('');
  });

  it("shows the server's field error for a wrong current password, keeping the session", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/account/profile': jsonResponse(profile),
      'POST /api/account/password': jsonResponse(
        {
          error: 'wrong_password',
          message: '현재 비밀번호가 올바르지 않습니다.',
          fields: { current_password: '현재 비밀번호가 올바르지 않습니다.' },
        },
        422,
      ),
    });
    renderWithProviders(<MyPage />);

    await user.type(field('current_password'), 'wrong1234');
    await user.type(field('new_password'), 'newpass456');
    await user.type(field('confirm_password'), 'newpass456');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));

    expect(await screen.findByText('현재 비밀번호가 올바르지 않습니다.')).toBeTruthy();
    await waitFor(() => expect(field('current_password').getAttribute('aria-invalid')).toBe('true'));
    expect(sessionStore.getToken()).toBe('token-abc');
  });

  it('speaks English: headings, the profile with the bank in English, the password form and its check', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    mockApi({ 'GET /api/account/profile': jsonResponse(profile) });
    renderWithProviders(<MyPage />);

    expect(await screen.findByText('KB Kookmin Bank ****5678')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    expect(screen.getByText('Withdrawal account')).toBeTruthy();
    expect(screen.getByText('Member since')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Wagering requirements' })).toBeTruthy();
    expect(
      screen.getByText('You have no wagering requirements left. You can request a withdrawal of your cash right away.'),
    ).toBeTruthy();

    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Enter your current password.')).toBeTruthy();
  });
});
