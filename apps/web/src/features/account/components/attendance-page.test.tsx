import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createSessionResponse, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { AttendancePage } from './attendance-page';

const rewards = { attendance_points: 1000, attendance_streak_days: 7, attendance_streak_bonus_points: 5000 };
const month = (
  year: number,
  monthNumber: number,
  days: { date: string; points: number; streak: number }[],
  checkedIn = false,
) => ({
  year,
  month: monthNumber,
  today: '2026-11-20',
  checked_in_today: checkedIn,
  current_streak: days.at(-1)?.streak ?? 0,
  days,
  rewards,
});

beforeEach(() => {
  sessionStore.save(createSessionResponse(), false);
  // Friday 2026-11-20, noon in Korea.
  vi.useFakeTimers({ now: new Date('2026-11-20T03:00:00Z'), toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AttendancePage', () => {
  it("shows this month's check-ins, the streak, and checks in once", async () => {
    const user = userEvent.setup();
    let checkedIn = false;
    const november = [
      { date: '2026-11-18', points: 1000, streak: 1 },
      { date: '2026-11-19', points: 1000, streak: 2 },
    ];
    const fetchMock = mockApi({
      'GET /api/account/attendance': ({ url }) =>
        jsonResponse(
          url.searchParams.get('month') === '11'
            ? month(
                2026,
                11,
                checkedIn ? [...november, { date: '2026-11-20', points: 1000, streak: 3 }] : november,
                checkedIn,
              )
            : month(2026, Number(url.searchParams.get('month')), []),
        ),
      'POST /api/account/attendance/check-in': () => {
        checkedIn = true;
        return jsonResponse(
          { date: '2026-11-20', points: 1000, streak: 3, bonus_points: 0, points_balance: 3000 },
          201,
        );
      },
      'GET /api/transactions/balances/my-balance': jsonResponse({
        cash_balance: 0,
        casino_balance: 0,
        points_balance: 3000,
      }),
    });
    renderWithProviders(<AttendancePage />);

    const calendar = await screen.findByRole('list', { name: '2026년 11월 출석' });
    expect(await within(calendar).findByLabelText('19일 출석, 1,000P')).toBeTruthy();
    expect(within(calendar).getByLabelText('20일')).toBeTruthy();
    expect(screen.getByTestId('current-streak').textContent).toBe('2일');
    expect(callsTo(fetchMock, 'GET /api/account/attendance')[0]?.url.search).toBe('?year=2026&month=11');

    await user.click(screen.getByRole('button', { name: '출석하기' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('출석 완료! 1,000 포인트가 적립되었습니다.')).toBeTruthy();
    const [checkIn] = callsTo(fetchMock, 'POST /api/account/attendance/check-in');
    expect(checkIn?.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '오늘 출석 완료' })).toHaveProperty('disabled', true),
    );
    expect(within(calendar).getByLabelText('20일 출석, 1,000P')).toBeTruthy();
    expect(screen.getByTestId('current-streak').textContent).toBe('3일');
  });

  it('moves to the previous month and back, never past this month', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'GET /api/account/attendance': ({ url }) =>
        jsonResponse(
          url.searchParams.get('month') === '10'
            ? month(2026, 10, [{ date: '2026-10-31', points: 6000, streak: 7 }])
            : month(2026, 11, []),
        ),
    });
    renderWithProviders(<AttendancePage />);
    await screen.findByRole('list', { name: '2026년 11월 출석' });
    await waitFor(() => expect(screen.getByRole('button', { name: '다음 달' })).toHaveProperty('disabled', true));

    await user.click(screen.getByRole('button', { name: '이전 달' }));
    const october = await screen.findByRole('list', { name: '2026년 10월 출석' });
    expect(await within(october).findByLabelText('31일 출석, 6,000P')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/account/attendance').map((call) => call.url.search)).toContain(
      '?year=2026&month=10',
    );

    await user.click(screen.getByRole('button', { name: '다음 달' }));
    expect(await screen.findByRole('list', { name: '2026년 11월 출석' })).toBeTruthy();
  });

  it('tells the member when today was already taken', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/account/attendance': jsonResponse(month(2026, 11, [])),
      'POST /api/account/attendance/check-in': jsonResponse(
        { error: 'already_checked_in', message: '오늘은 이미 출석했습니다. 내일 다시 출석해주세요.' },
        409,
      ),
      'GET /api/transactions/balances/my-balance': jsonResponse({
        cash_balance: 0,
        casino_balance: 0,
        points_balance: 0,
      }),
    });
    renderWithProviders(<AttendancePage />);
    await user.click(await screen.findByRole('button', { name: '출석하기' }));
    expect(
      within(await screen.findByRole('alertdialog')).getByText('오늘은 이미 출석했습니다. 내일 다시 출석해주세요.'),
    ).toBeTruthy();
  });

  it('speaks English: the month and weekdays, the rewards, the streak, the days and the check-in alert', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    mockApi({
      'GET /api/account/attendance': jsonResponse(
        month(2026, 11, [
          { date: '2026-11-18', points: 1000, streak: 1 },
          { date: '2026-11-19', points: 1000, streak: 2 },
        ]),
      ),
      'POST /api/account/attendance/check-in': jsonResponse(
        { date: '2026-11-20', points: 6000, streak: 7, bonus_points: 5000, points_balance: 8000 },
        201,
      ),
      'GET /api/transactions/balances/my-balance': jsonResponse({
        cash_balance: 0,
        casino_balance: 0,
        points_balance: 8000,
      }),
    });
    renderWithProviders(<AttendancePage />);

    const calendar = await screen.findByRole('list', { name: 'November 2026 check-ins' });
    expect(await within(calendar).findByLabelText('Day 19, checked in, 1,000 pts')).toBeTruthy();
    expect(within(calendar).getByLabelText('Day 20')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Attendance' })).toBeTruthy();
    expect(
      screen.getByText('Check in every day for 1,000 points, plus 5,000 bonus points for every 7-day streak.'),
    ).toBeTruthy();
    expect(screen.getByText('Sun')).toBeTruthy();
    expect(screen.getByTestId('current-streak').textContent).toBe('2 days');
    expect(screen.getByText('2 check-ins this month')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(
      within(await screen.findByRole('alertdialog')).getByText(
        'Checked in! 6,000 points have been added (including a 5,000-point streak bonus).',
      ),
    ).toBeTruthy();
  });
});
