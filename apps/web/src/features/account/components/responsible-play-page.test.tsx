import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createSessionResponse, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { ResponsiblePlayPage } from './responsible-play-page';

const LIMITS_SAVED_TEXT = '입금 한도를 저장했습니다.';

const status = {
  limits: [
    { period: 'day', amount: 100000, used: 30000, pending: null },
    {
      period: 'week',
      amount: 300000,
      used: 30000,
      pending: { amount: 500000, applies_at: '2026-11-21T03:00:00.000Z' },
    },
    { period: 'month', amount: null, used: 30000, pending: null },
  ],
  restriction: null,
};

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`) as HTMLInputElement;

beforeEach(() => {
  sessionStore.save(createSessionResponse(), false);
});

describe('ResponsiblePlayPage', () => {
  it('shows each limit with its usage and a pending raise with when it applies', async () => {
    mockApi({ 'GET /api/account/responsible-play': jsonResponse(status) });
    renderWithProviders(<ResponsiblePlayPage />);

    const day = await screen.findByTestId('limit-day');
    expect(within(day).getByText('100,000원')).toBeTruthy();
    expect(within(day).getByText(/남은 한도 70,000원/)).toBeTruthy();
    expect(within(screen.getByTestId('limit-week')).getByText(/500,000원으로 변경 예정/)).toBeTruthy();
    expect(within(screen.getByTestId('limit-month')).getByText('제한 없음')).toBeTruthy();
    // The form shows what the member asked for last: the pending raise, and no limit as empty.
    expect(field('day').value).toBe('100,000');
    expect(field('week').value).toBe('500,000');
    expect(field('month').value).toBe('');
  });

  it('sends all three limits, empty as none, and refuses an amount off the 10,000 won unit', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'GET /api/account/responsible-play': jsonResponse(status),
      'POST /api/account/responsible-play/deposit-limits': jsonResponse(status),
    });
    renderWithProviders(<ResponsiblePlayPage />);
    await screen.findByTestId('limit-day');

    await user.clear(field('day'));
    await user.type(field('day'), '15,000');
    await user.click(screen.getByRole('button', { name: '한도 저장' }));
    expect(screen.getByText('한도는 1만원 단위로 입력해주세요.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/account/responsible-play/deposit-limits')).toHaveLength(0);

    await user.clear(field('day'));
    await user.type(field('day'), '50,000');
    await user.click(screen.getByRole('button', { name: '한도 저장' }));
    expect(within(await screen.findByRole('alertdialog')).getByText(LIMITS_SAVED_TEXT)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/account/responsible-play/deposit-limits')[0]?.body).toEqual({
      day: 50000,
      week: 500000,
      month: null,
    });
  });

  it('starts a cool-off only after the member confirms, then shows it', async () => {
    const user = userEvent.setup();
    const restricted = {
      ...status,
      restriction: {
        kind: 'cool_off',
        option: 'cool_off_7d',
        starts_at: '2026-11-20T03:00:00.000Z',
        ends_at: '2026-11-27T03:00:00.000Z',
      },
    };
    const fetchMock = mockApi({
      'GET /api/account/responsible-play': jsonResponse(status),
      'POST /api/account/responsible-play/restriction': jsonResponse(restricted, 201),
    });
    renderWithProviders(<ResponsiblePlayPage />);
    await screen.findByTestId('limit-day');

    await user.click(screen.getByRole('radio', { name: '7일' }));
    await user.click(screen.getByRole('button', { name: '이용 제한 시작' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/7일 쿨오프 기간을 시작할까요\?/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: '확인' }));

    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/account/responsible-play/restriction')[0]?.body).toEqual({
        option: 'cool_off_7d',
      }),
    );
    expect(await screen.findByText('쿨오프 중')).toBeTruthy();
    expect(screen.getByRole('button', { name: '기간 연장' })).toBeTruthy();
  });

  it('sends nothing when the member cancels', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ 'GET /api/account/responsible-play': jsonResponse(status) });
    renderWithProviders(<ResponsiblePlayPage />);
    await screen.findByTestId('limit-day');
    await user.click(screen.getByRole('radio', { name: '1년' }));
    await user.click(screen.getByRole('button', { name: '이용 제한 시작' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '취소' }));
    expect(callsTo(fetchMock, 'POST /api/account/responsible-play/restriction')).toHaveLength(0);
  });

  it('speaks English: the limits with their usage and pending change, the options and the confirmation', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    mockApi({ 'GET /api/account/responsible-play': jsonResponse(status) });
    renderWithProviders(<ResponsiblePlayPage />);

    const day = await screen.findByTestId('limit-day');
    expect(within(day).getByText('Daily limit')).toBeTruthy();
    expect(within(day).getByText('Requested today (since midnight): ₩30,000 · ₩70,000 left')).toBeTruthy();
    expect(within(screen.getByTestId('limit-week')).getByText(/^Changing to ₩500,000 · from /)).toBeTruthy();
    expect(within(screen.getByTestId('limit-month')).getByText('No limit')).toBeTruthy();
    expect(screen.getByLabelText('Monthly limit (KRW)')).toBeTruthy();
    expect(screen.getByText(/takes effect after 24 hours/)).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: '6 months' }));
    await user.click(screen.getByRole('button', { name: 'Start restriction' }));
    expect(within(await screen.findByRole('alertdialog')).getByText(/^Self-exclude for 6 months\?/)).toBeTruthy();
  });
});
