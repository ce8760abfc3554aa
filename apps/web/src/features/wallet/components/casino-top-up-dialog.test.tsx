import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createSessionResponse, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { openCasinoTopUp, resetWalletDialogs } from '../stores/wallet-dialogs';
import { WalletDialogs } from './wallet-dialogs';

const before = { cash_balance: 1_000_000, casino_balance: 200_000, points_balance: 15_000 };

async function openTopUp() {
  const user = userEvent.setup();
  renderWithProviders(<WalletDialogs onApplicationSubmitted={vi.fn()} />);
  act(() => openCasinoTopUp());
  const dialog = within(await screen.findByRole('dialog', { name: '카지노머니 충전' }));
  await dialog.findByText('1,000,000원');
  return { user, dialog };
}

// The dialog loads lazily on first opening; a cold load of its code can outlast findByRole's wait.
beforeAll(() => import('./casino-top-up-dialog'));

beforeEach(() => {
  sessionStore.save(createSessionResponse(), false);
});

afterEach(() => {
  act(() => resetWalletDialogs());
});

describe('casino money top-up', () => {
  it('moves the amount typed or added from cash into casino money, then alerts and closes', async () => {
    const fetchMock = mockApi({
      'GET /api/transactions/balances/my-balance': () => jsonResponse(before),
      'POST /api/transactions/balances/convert-cash-to-casino': () =>
        jsonResponse({ cash_balance: 850_000, casino_balance: 350_000, points_balance: 15_000 }),
    });
    const { user, dialog } = await openTopUp();
    const submit = dialog.getByRole<HTMLButtonElement>('button', { name: '충전하기' });

    expect(submit.disabled).toBe(true);
    await user.type(dialog.getByLabelText('충전 금액 (원)'), '50,000');
    await user.click(dialog.getByRole('button', { name: '+10만' }));
    expect(dialog.getByLabelText<HTMLInputElement>('충전 금액 (원)').value).toBe('150,000');
    await user.click(submit);

    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('전환이 완료되었습니다.');
    expect(alert.textContent).toContain('카지노머니: 350,000원');
    const [call] = callsTo(fetchMock, 'POST /api/transactions/balances/convert-cash-to-casino');
    expect(call?.body).toEqual({ amount: 150_000 });
    expect(call?.headers.get('Idempotency-Key')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '카지노머니 충전' })).toBeNull());
  });

  it('fills the whole cash with 전액, and alerts a refusal while staying open', async () => {
    mockApi({
      'GET /api/transactions/balances/my-balance': () => jsonResponse(before),
      'POST /api/transactions/balances/convert-cash-to-casino': () =>
        jsonResponse({ error: 'insufficient_funds', message: '보유머니가 부족합니다.' }, 422),
    });
    const { user, dialog } = await openTopUp();

    await user.click(dialog.getByRole('button', { name: '전액' }));
    expect(dialog.getByLabelText<HTMLInputElement>('충전 금액 (원)').value).toBe('1,000,000');
    await user.click(dialog.getByRole('button', { name: '충전하기' }));

    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('보유머니가 부족합니다.');
    await user.click(within(alert).getByRole('button', { name: '확인' }));
    expect(screen.getByRole('dialog', { name: '카지노머니 충전' })).toBeTruthy();
  });

  it('speaks English: the title, the amount, the quick amounts and the button', async () => {
    await i18n.changeLanguage('en');
    mockApi({ 'GET /api/transactions/balances/my-balance': () => jsonResponse(before) });
    const user = userEvent.setup();
    renderWithProviders(<WalletDialogs onApplicationSubmitted={vi.fn()} />);
    act(() => openCasinoTopUp());
    const dialog = within(await screen.findByRole('dialog', { name: 'Top up casino balance' }));
    await dialog.findByText('₩1,000,000');

    await user.click(dialog.getByRole('button', { name: '+₩500K' }));
    await user.click(dialog.getByRole('button', { name: '+₩10K' }));
    expect(dialog.getByLabelText<HTMLInputElement>('Top-up amount (KRW)').value).toBe('510,000');
    await user.click(dialog.getByRole('button', { name: 'Max' }));
    expect(dialog.getByLabelText<HTMLInputElement>('Top-up amount (KRW)').value).toBe('1,000,000');
    expect(dialog.getByRole<HTMLButtonElement>('button', { name: 'Top up' }).disabled).toBe(false);
  });
});
