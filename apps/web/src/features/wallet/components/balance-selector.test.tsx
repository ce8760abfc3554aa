import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createSessionResponse, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { conversionSuccessText } from '../hooks/use-conversions';
import { resetWalletDialogs, useWalletDialogs } from '../stores/wallet-dialogs';
import { BalanceSelector } from './balance-selector';

const before = { cash_balance: 1_000_000, casino_balance: 200_000, points_balance: 15_000 };
const afterPoints = { cash_balance: 1_015_000, casino_balance: 200_000, points_balance: 0 };

// Spec sections 2 and 8: the conversions' questions and fallback alerts.
const CONFIRM_POINTS_TO_CASH = '현재 포인트를 보유머니로 전환하시겠습니까?';
const CONFIRM_CASINO_TO_CASH = '카지노머니를 보유머니로 전환하시겠습니까?';
const CONVERSION_FAILED = '전환 중 오류가 발생했습니다.';
const CONVERSION_NETWORK_ERROR = '네트워크 오류가 발생했습니다.';

function DialogProbe() {
  const { transfer } = useWalletDialogs();
  return <output data-testid="wallet-dialog">{transfer.open ? transfer.tab : 'closed'}</output>;
}

async function openMenu() {
  const user = userEvent.setup();
  const view = renderWithProviders(
    <>
      <BalanceSelector />
      <DialogProbe />
    </>,
  );
  const trigger = await screen.findByRole('button', { name: '잔액 선택: 보유머니 1,000,000원' });
  await user.click(trigger);
  return { user, ...view };
}

/** The alert or confirmation on screen: its text without the title and buttons. */
async function currentAlert() {
  const alert = await screen.findByRole('alertdialog');
  return { alert, text: alert.querySelector('p')?.textContent };
}

beforeEach(() => {
  sessionStore.save(createSessionResponse(), false);
});

afterEach(() => {
  act(() => resetWalletDialogs());
});

describe('balance selector', () => {
  it('shows cash by default and switches to game or point money', async () => {
    mockApi({ 'GET /api/transactions/balances/my-balance': () => jsonResponse(before) });
    const { user } = await openMenu();

    await user.click(screen.getByRole('menuitemradio', { name: /포인트/ }));

    expect(await screen.findByRole('button', { name: '잔액 선택: 포인트 15,000원' })).toBeTruthy();
  });

  it('converts points after confirmation, alerts the new balances and refreshes them', async () => {
    let current = before;
    const fetchMock = mockApi({
      'GET /api/transactions/balances/my-balance': () => jsonResponse(current),
      'POST /api/transactions/balances/convert-points-to-cash': () => {
        current = afterPoints;
        return jsonResponse(afterPoints);
      },
    });
    const { user } = await openMenu();

    await user.click(screen.getByRole('menuitem', { name: '포인트 전환' }));
    const confirm = await currentAlert();
    expect(confirm.text).toBe(CONFIRM_POINTS_TO_CASH);
    expect(callsTo(fetchMock, 'POST /api/transactions/balances/convert-points-to-cash')).toHaveLength(0);
    await user.click(within(confirm.alert).getByRole('button', { name: '확인' }));

    await waitFor(async () =>
      expect((await currentAlert()).text).toBe(
        '전환이 완료되었습니다.\n보유머니: 1,015,000원\n포인트: 0원\n카지노머니: 200,000원',
      ),
    );
    const [call] = callsTo(fetchMock, 'POST /api/transactions/balances/convert-points-to-cash');
    expect(call?.body).toBeUndefined();
    expect(call?.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    await user.click(within((await currentAlert()).alert).getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('button', { name: '잔액 선택: 보유머니 1,015,000원' })).toBeTruthy();
  });

  it('does nothing when the member cancels', async () => {
    const fetchMock = mockApi({ 'GET /api/transactions/balances/my-balance': () => jsonResponse(before) });
    const { user } = await openMenu();

    await user.click(screen.getByRole('menuitem', { name: '카지노머니 전환' }));
    const confirm = await currentAlert();
    expect(confirm.text).toBe(CONFIRM_CASINO_TO_CASH);
    await user.click(within(confirm.alert).getByRole('button', { name: '취소' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(fetchMock, 'POST /api/transactions/balances/convert-casino-to-cash')).toHaveLength(0);
  });

  it('alerts the server’s message when a conversion is refused', async () => {
    mockApi({
      'GET /api/transactions/balances/my-balance': () => jsonResponse(before),
      'POST /api/transactions/balances/convert-casino-to-cash': () =>
        jsonResponse({ error: 'nothing_to_convert', message: '전환할 카지노머니가 없습니다.' }, 422),
    });
    const { user } = await openMenu();

    await user.click(screen.getByRole('menuitem', { name: '카지노머니 전환' }));
    await user.click(within((await currentAlert()).alert).getByRole('button', { name: '확인' }));

    await waitFor(async () => expect((await currentAlert()).text).toBe('전환할 카지노머니가 없습니다.'));
  });

  it('falls back to the spec text when a refusal has no message', async () => {
    mockApi({
      'GET /api/transactions/balances/my-balance': () => jsonResponse(before),
      'POST /api/transactions/balances/convert-points-to-cash': () => new Response(null, { status: 500 }),
    });
    const { user } = await openMenu();

    await user.click(screen.getByRole('menuitem', { name: '포인트 전환' }));
    await user.click(within((await currentAlert()).alert).getByRole('button', { name: '확인' }));

    await waitFor(async () => expect((await currentAlert()).text).toBe(CONVERSION_FAILED));
  });

  it('alerts a network error after retrying once with the same key, and logs it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = mockApi({
      'GET /api/transactions/balances/my-balance': () => jsonResponse(before),
      'POST /api/transactions/balances/convert-points-to-cash': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = await openMenu();

    await user.click(screen.getByRole('menuitem', { name: '포인트 전환' }));
    await user.click(within((await currentAlert()).alert).getByRole('button', { name: '확인' }));

    await waitFor(async () => expect((await currentAlert()).text).toBe(CONVERSION_NETWORK_ERROR));
    const keys = callsTo(fetchMock, 'POST /api/transactions/balances/convert-points-to-cash').map((call) =>
      call.headers.get('Idempotency-Key'),
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(consoleError).toHaveBeenCalledWith('Conversion network error', expect.anything());
  });

  it('opens the deposit/withdraw dialog on the chosen tab', async () => {
    mockApi({ 'GET /api/transactions/balances/my-balance': () => jsonResponse(before) });
    const { user } = await openMenu();

    await user.click(screen.getByRole('menuitem', { name: '출금' }));

    expect(screen.getByTestId('wallet-dialog').textContent).toBe('withdraw');
  });

  it('speaks English: the balance on show, the menu, the question and the result', async () => {
    await i18n.changeLanguage('en');
    mockApi({ 'GET /api/transactions/balances/my-balance': () => jsonResponse(before) });
    const user = userEvent.setup();
    renderWithProviders(<BalanceSelector />);

    await user.click(await screen.findByRole('button', { name: 'Choose balance: Cash ₩1,000,000' }));
    expect(screen.getByRole('menuitemradio', { name: /Casino/ })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Top up casino balance' })).toBeTruthy();
    await user.click(screen.getByRole('menuitem', { name: 'Convert points' }));
    expect((await currentAlert()).text).toBe('Convert your current points to cash?');

    expect(conversionSuccessText(afterPoints)).toBe(
      'Conversion complete.\nCash: ₩1,015,000\nPoints: ₩0\nCasino: ₩200,000',
    );
  });
});
