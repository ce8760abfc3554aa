import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createSessionResponse, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { ReferralsPage } from './referrals-page';

const REFERRALS_EMPTY_TEXT = '아직 내 추천 코드로 가입한 회원이 없습니다.';

const list = {
  referral_code: 'LUCKY01',
  reward_points: 10000,
  total_earned: 10000,
  count: 2,
  total_pages: 1,
  results: [
    { nickname: '달빛***', joined_at: '2026-11-02T09:00:00.000Z', reward_points: 0, rewarded_at: null },
    {
      nickname: 'ab***',
      joined_at: '2026-11-01T09:00:00.000Z',
      reward_points: 10000,
      rewarded_at: '2026-11-03T09:00:00.000Z',
    },
  ],
};

beforeEach(() => {
  sessionStore.save(createSessionResponse(), false);
});

describe('ReferralsPage', () => {
  it('lists masked members with what each earned, and the totals', async () => {
    const fetchMock = mockApi({ 'GET /api/account/referrals': jsonResponse(list) });
    renderWithProviders(<ReferralsPage page={1} onPageChange={() => undefined} />);

    expect(await screen.findByRole('row', { name: /ab\*\*\*.*\+10,000P/ })).toBeTruthy();
    expect(screen.getByRole('row', { name: /달빛\*\*\*.*첫 입금 대기/ })).toBeTruthy();
    expect(screen.getByText('2명')).toBeTruthy();
    expect(screen.getByText('10,000P')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/account/referrals')[0]?.url.search).toBe('?page=1&size=10');
  });

  it('copies the referral code', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    mockApi({ 'GET /api/account/referrals': jsonResponse(list) });
    renderWithProviders(<ReferralsPage page={1} onPageChange={() => undefined} />);

    await waitFor(() => expect(screen.getByTestId('referral-code').textContent).toBe('LUCKY01'));
    await user.click(screen.getByRole('button', { name: '복사' }));
    expect(writeText).toHaveBeenCalledWith('LUCKY01');
    expect(await screen.findByRole('button', { name: '복사됨' })).toBeTruthy();
  });

  it('says so when nobody joined with the code yet', async () => {
    mockApi({
      'GET /api/account/referrals': jsonResponse({ ...list, count: 0, total_pages: 0, total_earned: 0, results: [] }),
    });
    renderWithProviders(<ReferralsPage page={1} onPageChange={() => undefined} />);
    expect(await screen.findByText(REFERRALS_EMPTY_TEXT)).toBeTruthy();
  });

  it('speaks English: the reward, the totals with a plural, the table and the copy button', async () => {
    await i18n.changeLanguage('en');
    mockApi({ 'GET /api/account/referrals': jsonResponse(list) });
    renderWithProviders(<ReferralsPage page={1} onPageChange={() => undefined} />);

    expect(await screen.findByRole('row', { name: /ab\*\*\*.*\+10,000 pts/ })).toBeTruthy();
    expect(screen.getByRole('row', { name: /달빛\*\*\*.*Awaiting first deposit/ })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Joined' })).toBeTruthy();
    expect(
      screen.getByText(
        'Earn 10,000 points when a member you referred has their first deposit approved (once per member).',
      ),
    ).toBeTruthy();
    expect(screen.getByText('2 members')).toBeTruthy();
    expect(screen.getByText('10,000 pts')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });
});
