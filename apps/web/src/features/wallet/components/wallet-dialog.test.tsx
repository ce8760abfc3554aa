import { DEFAULT_DEPOSIT_BONUS_RATES } from '@hanpan/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createMyLevel, createSessionResponse, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { openWalletDialog, resetWalletDialogs } from '../stores/wallet-dialogs';
import { DIALOG_RESET_DELAY_MS } from '../utils/wallet-form';
import { WalletDialog } from './wallet-dialog';
import { WalletDialogs } from './wallet-dialogs';

const balances = { cash_balance: 1_000_000, casino_balance: 200_000, points_balance: 15_000 };
const account = { bank: '국민은행', account_number: '123-456-789012', account_holder: '(주)한판' };
const userInfo = { nickname: '행운왕', username: 'player01' };
const deposit = (amount: number, bonus = 'none') => ({
  id: 7,
  amount,
  bonus,
  bonus_amount: 0,
  rollover_percent: 100,
  depositor_name: '김철수',
  status: 'pending',
  reason: null,
  created_at: '2024-05-01T09:00:00.000Z',
  processed_at: null,
  user_info: userInfo,
});
const withdrawal = (amount: number) => ({
  id: 3,
  amount,
  bank: '신한은행',
  account_number: '110123456789',
  account_holder: '김철수',
  status: 'pending',
  reason: null,
  created_at: '2024-05-01T09:00:00.000Z',
  processed_at: null,
  user_info: userInfo,
});

/** Spec sections 5 and 9: the withdrawal rules shown to the member. */
const WITHDRAWAL_RULES = [
  '1회 최소 출금 금액은 10,000원이며, 최대 출금 금액 제한은 없습니다.',
  '출금은 회원가입 시 등록한 본인 명의 계좌로만 가능합니다.',
  '출금 신청은 접수된 순서대로 처리되며, 처리까지 최대 30분이 소요될 수 있습니다.',
];

/** The member's level's rates (not the spec's defaults for slots), as the server answers them. */
const bonusRates = {
  ...DEFAULT_DEPOSIT_BONUS_RATES,
  slot: { firstDepositPercent: 15, eachDepositPercent: 5, rolloverPercent: 400, offered: true },
};

/** The member's level, with these deposit bonus rates. */
const levelWith = (depositBonuses: typeof bonusRates) => {
  const level = createMyLevel();
  return { ...level, benefits: { ...level.benefits, deposit_bonuses: depositBonuses } };
};

const baseRoutes = {
  'GET /api/transactions/balances/my-balance': () => jsonResponse(balances),
  'GET /api/transactions/deposit-account': () => jsonResponse(account),
  'GET /api/levels/me': () => jsonResponse(levelWith(bonusRates)),
};

async function openDialog(tab: 'deposit' | 'withdraw' = 'deposit') {
  const user = userEvent.setup();
  const onSubmitted = vi.fn();
  renderWithProviders(<WalletDialogs onApplicationSubmitted={onSubmitted} />);
  act(() => openWalletDialog(tab));
  const dialog = await screen.findByRole('dialog', { name: '입출금' });
  return { user, onSubmitted, dialog: within(dialog) };
}

const amountInput = (dialog: ReturnType<typeof within>) => dialog.getByRole('spinbutton') as HTMLInputElement;
const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

beforeEach(() => {
  sessionStore.save(createSessionResponse(), false);
});

afterEach(() => {
  act(() => resetWalletDialogs());
});

describe('deposit/withdraw dialog', () => {
  it('has the two tabs, deposit first, and the four bonus choices with none chosen', async () => {
    mockApi(baseRoutes);
    const { dialog } = await openDialog();

    expect(dialog.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['입금', '출금']);
    expect(dialog.getByRole('tab', { name: '입금' }).getAttribute('aria-selected')).toBe('true');
    // Each choice described with the rates the server applies.
    await dialog.findByText('첫충 15%, 매충 5% · 롤링 400%');
    const descriptions = {
      '보너스 없음': '보너스 없이 입금합니다. 롤링 100%',
      '슬롯 보너스': '첫충 15%, 매충 5% · 롤링 400%',
      카지노: '보너스 없음 · 롤링 100%',
      '미니게임 보너스': '첫충 5%, 매충 5% · 롤링 300%',
    };
    for (const [title, description] of Object.entries(descriptions)) {
      const radio = dialog.getByRole('radio', { name: title });
      expect(document.getElementById(radio.getAttribute('aria-describedby')!)?.textContent).toBe(description);
    }
    expect(dialog.getByRole<HTMLInputElement>('radio', { name: '보너스 없음' }).checked).toBe(true);
  });

  it("greys out a bonus the member's level does not offer, saying why, and keeps the others", async () => {
    mockApi({
      ...baseRoutes,
      'GET /api/levels/me': () =>
        jsonResponse(levelWith({ ...bonusRates, minigame: { ...bonusRates.minigame, offered: false } })),
    });
    const { dialog } = await openDialog();
    await dialog.findByText('첫충 15%, 매충 5% · 롤링 400%');
    const minigame = dialog.getByRole<HTMLInputElement>('radio', { name: '미니게임 보너스' });
    expect(minigame.disabled).toBe(true);
    expect(document.getElementById(minigame.getAttribute('aria-describedby')!)?.textContent).toBe(
      '현재 등급에서는 선택할 수 없습니다.',
    );
    expect(dialog.getByRole<HTMLInputElement>('radio', { name: '슬롯 보너스' }).disabled).toBe(false);
  });

  it('holds each description’s place until the rates arrive, the choices usable meanwhile', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({
      ...baseRoutes,
      'GET /api/levels/me': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user, dialog } = await openDialog();
    expect(dialog.getAllByRole('img', { name: '보너스 조건을 불러오는 중...' })).toHaveLength(4);
    await user.click(dialog.getByRole('radio', { name: '슬롯 보너스' }));
    expect(dialog.getByRole<HTMLInputElement>('radio', { name: '슬롯 보너스' }).checked).toBe(true);

    answer(jsonResponse(levelWith(bonusRates)));
    expect(await dialog.findByText('첫충 15%, 매충 5% · 롤링 400%')).toBeTruthy();
    expect(dialog.queryByRole('img', { name: '보너스 조건을 불러오는 중...' })).toBeNull();
  });

  it('adds the quick amounts in units of 10,000 won, shows the total and resets', async () => {
    mockApi(baseRoutes);
    const { user, dialog } = await openDialog();

    expect(
      Array.from(
        dialog.getByRole('group', { name: '금액 빠른 추가' }).querySelectorAll('button'),
        (button) => button.textContent,
      ),
    ).toEqual(['+1만', '+3만', '+5만', '+10만', '+50만', '+100만', '+300만', '+500만', '+1000만']);

    await user.click(dialog.getByRole('button', { name: '+1만' }));
    await user.click(dialog.getByRole('button', { name: '+50만' }));
    await user.click(dialog.getByRole('button', { name: '+1000만' }));
    expect(amountInput(dialog).value).toBe('1051');
    expect(dialog.getByRole('status').textContent).toBe('10,510,000원');

    await user.click(dialog.getByRole('button', { name: '초기화' }));
    expect(amountInput(dialog).value).toBe('');
    expect(dialog.getByRole('status').textContent).toBe('0원');
  });

  it('disables Next until the amount is above 0', async () => {
    mockApi(baseRoutes);
    const { user, dialog } = await openDialog();
    const next = dialog.getByRole('button', { name: '다음' });

    expect(isDisabled(next)).toBe(true);
    await user.type(amountInput(dialog), '0');
    expect(isDisabled(next)).toBe(true);
    await user.clear(amountInput(dialog));
    await user.type(amountInput(dialog), '3');
    expect(isDisabled(next)).toBe(false);
  });

  it('explains a fractional amount instead of going on', async () => {
    mockApi(baseRoutes);
    const { user, dialog } = await openDialog();

    await user.type(amountInput(dialog), '1.5');
    await user.click(dialog.getByRole('button', { name: '다음' }));

    expect(dialog.getByRole('alert').textContent).toBe('금액은 1만원 단위로 입력해주세요.');
    expect(dialog.getByRole('button', { name: '다음' })).toBeTruthy();
  });

  it('asks for the account in step 2 before the application can go, then submits it with an idempotency key', async () => {
    const fetchMock = mockApi({
      ...baseRoutes,
      'POST /api/transactions/deposits': ({ body }) =>
        jsonResponse(deposit((body as { amount: number }).amount, 'slot'), 201),
    });
    const { user, dialog, onSubmitted } = await openDialog();

    await user.click(dialog.getByRole('radio', { name: '슬롯 보너스' }));
    await user.click(dialog.getByRole('button', { name: '+5만' }));
    await user.click(dialog.getByRole('button', { name: '다음' }));

    const submit = dialog.getByRole('button', { name: '입금 신청' });
    expect(isDisabled(submit)).toBe(true);
    expect(dialog.getByText('50,000원')).toBeTruthy();
    expect(dialog.getByText('슬롯 보너스')).toBeTruthy();
    expect(dialog.queryByText(account.account_number)).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/transactions/deposit-account')).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: '계좌 요청' }));
    expect(await dialog.findByText(account.account_number)).toBeTruthy();
    expect(dialog.getByText(account.bank)).toBeTruthy();
    expect(dialog.getByText(account.account_holder)).toBeTruthy();
    expect(isDisabled(dialog.getByRole('button', { name: '입금 신청' }))).toBe(false);

    await user.click(dialog.getByRole('button', { name: '입금 신청' }));

    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '입출금' })).toBeNull());
    const [call] = callsTo(fetchMock, 'POST /api/transactions/deposits');
    expect(call?.body).toEqual({ amount: 50_000, bonus: 'slot' });
    expect(call?.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
  });

  it('returns to step 1 with Back, keeping the amount', async () => {
    mockApi(baseRoutes);
    const { user, dialog } = await openDialog();

    await user.click(dialog.getByRole('button', { name: '+3만' }));
    await user.click(dialog.getByRole('button', { name: '다음' }));
    await user.click(dialog.getByRole('button', { name: '이전' }));

    expect(amountInput(dialog).value).toBe('3');
    expect(dialog.getByRole('button', { name: '다음' })).toBeTruthy();
  });

  it('sends a retry of the same application with the same idempotency key', async () => {
    let attempts = 0;
    const fetchMock = mockApi({
      ...baseRoutes,
      'POST /api/transactions/deposits': () => {
        attempts += 1;
        // The first attempt gets no answer (the connection dropped); the retry does.
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return jsonResponse(deposit(10_000), 201);
      },
    });
    const { user, dialog, onSubmitted } = await openDialog();

    await user.click(dialog.getByRole('button', { name: '+1만' }));
    await user.click(dialog.getByRole('button', { name: '다음' }));
    await user.click(dialog.getByRole('button', { name: '계좌 요청' }));
    await user.click(await dialog.findByRole('button', { name: '입금 신청' }));

    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    const keys = callsTo(fetchMock, 'POST /api/transactions/deposits').map((call) =>
      call.headers.get('Idempotency-Key'),
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('keeps the key when the member presses submit again after a 503: the first attempt may have committed', async () => {
    let attempts = 0;
    const fetchMock = mockApi({
      ...baseRoutes,
      'POST /api/transactions/deposits': () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse(
              { error: 'service_unavailable', message: '잠시 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.' },
              503,
            )
          : jsonResponse(deposit(10_000), 201);
      },
    });
    const { user, dialog, onSubmitted } = await openDialog();

    await user.click(dialog.getByRole('button', { name: '+1만' }));
    await user.click(dialog.getByRole('button', { name: '다음' }));
    await user.click(dialog.getByRole('button', { name: '계좌 요청' }));
    await user.click(await dialog.findByRole('button', { name: '입금 신청' }));
    await dialog.findByRole('alert');
    await user.click(dialog.getByRole('button', { name: '입금 신청' }));

    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    const keys = callsTo(fetchMock, 'POST /api/transactions/deposits').map((call) =>
      call.headers.get('Idempotency-Key'),
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('sends a new key when the member presses submit again after a refusal, and a new application gets a new key', async () => {
    let answer = jsonResponse(
      { error: 'deposit_pending', message: '처리 대기 중인 입금 신청이 있습니다. 처리된 뒤 다시 신청해주세요.' },
      409,
    );
    const fetchMock = mockApi({ ...baseRoutes, 'POST /api/transactions/deposits': () => answer.clone() });
    const { user, dialog, onSubmitted } = await openDialog();

    await user.click(dialog.getByRole('button', { name: '+1만' }));
    await user.click(dialog.getByRole('button', { name: '다음' }));
    await user.click(dialog.getByRole('button', { name: '계좌 요청' }));
    await user.dblClick(await dialog.findByRole('button', { name: '입금 신청' }));

    expect((await dialog.findByRole('alert')).textContent).toBe(
      '처리 대기 중인 입금 신청이 있습니다. 처리된 뒤 다시 신청해주세요.',
    );
    expect(onSubmitted).not.toHaveBeenCalled();

    answer = jsonResponse(deposit(10_000), 201);
    await user.click(dialog.getByRole('button', { name: '입금 신청' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());

    // The server keeps a refusal as its key's answer: the same key would be refused again.
    const keys = callsTo(fetchMock, 'POST /api/transactions/deposits').map((call) =>
      call.headers.get('Idempotency-Key'),
    );
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(keys.length);

    // A new opening is a new application: a new key.
    act(() => openWalletDialog('deposit'));
    const again = within(await screen.findByRole('dialog', { name: '입출금' }));
    await user.click(again.getByRole('button', { name: '+1만' }));
    await user.click(again.getByRole('button', { name: '다음' }));
    await user.click(again.getByRole('button', { name: '계좌 요청' }));
    await user.click(await again.findByRole('button', { name: '입금 신청' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(2));
    const allKeys = callsTo(fetchMock, 'POST /api/transactions/deposits').map((call) =>
      call.headers.get('Idempotency-Key'),
    );
    expect(new Set(allKeys).size).toBe(keys.length + 1);
  });

  it('withdraws: quick-adds, rules text, disabled submit, and the application', async () => {
    const fetchMock = mockApi({
      ...baseRoutes,
      'POST /api/transactions/withdrawals': ({ body }) =>
        jsonResponse(withdrawal((body as { amount: number }).amount), 201),
    });
    const { user, dialog, onSubmitted } = await openDialog('withdraw');

    expect(dialog.getByRole('tab', { name: '출금' }).getAttribute('aria-selected')).toBe('true');
    for (const rule of WITHDRAWAL_RULES) expect(dialog.getByText(rule)).toBeTruthy();
    expect(
      Array.from(
        dialog.getByRole('group', { name: '금액 빠른 추가' }).querySelectorAll('button'),
        (button) => button.textContent,
      ),
    ).toEqual(['+2만', '+5만', '+10만', '+50만', '+100만', '+500만']);
    expect(await dialog.findByText('1,000,000원')).toBeTruthy();

    const submit = dialog.getByRole('button', { name: '출금 신청' });
    expect(isDisabled(submit)).toBe(true);
    await user.click(dialog.getByRole('button', { name: '+2만' }));
    await user.click(dialog.getByRole('button', { name: '+10만' }));
    expect(dialog.getByRole('status').textContent).toBe('120,000원');
    expect(isDisabled(submit)).toBe(false);

    await user.click(submit);

    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    const [call] = callsTo(fetchMock, 'POST /api/transactions/withdrawals');
    expect(call?.body).toEqual({ amount: 120_000 });
    expect(call?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it("adds the member's level's daily withdrawal limits to the rules when it has any", async () => {
    const level = levelWith(bonusRates);
    mockApi({
      ...baseRoutes,
      'GET /api/levels/me': () =>
        jsonResponse({
          ...level,
          benefits: { ...level.benefits, withdrawals_per_day: 3, withdrawal_daily_amount: 2_000_000 },
        }),
    });
    const { dialog } = await openDialog('withdraw');
    expect(await dialog.findByText('LV.1 등급의 하루 출금 한도: 3회 · 2,000,000원')).toBeTruthy();
    for (const rule of WITHDRAWAL_RULES) expect(dialog.getByText(rule)).toBeTruthy();
  });

  it('shows the rollover message of a refused withdrawal and stays open', async () => {
    const message = '롤링 조건이 충족되지 않았습니다. 30,000원을 더 베팅하면 출금할 수 있습니다.';
    mockApi({
      ...baseRoutes,
      'POST /api/transactions/withdrawals': () => jsonResponse({ error: 'rollover_unmet', message }, 422),
    });
    const { user, dialog, onSubmitted } = await openDialog('withdraw');

    await user.click(dialog.getByRole('button', { name: '+5만' }));
    await user.click(dialog.getByRole('button', { name: '출금 신청' }));

    expect((await dialog.findByRole('alert')).textContent).toBe(message);
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: '입출금' })).toBeTruthy();
  });

  it('resets every field, the step and the bonus when the tab changes', async () => {
    mockApi(baseRoutes);
    const { user, dialog } = await openDialog();

    await user.click(dialog.getByRole('radio', { name: '미니게임 보너스' }));
    await user.click(dialog.getByRole('button', { name: '+10만' }));
    await user.click(dialog.getByRole('button', { name: '다음' }));
    await user.click(dialog.getByRole('tab', { name: '출금' }));
    await user.click(dialog.getByRole('button', { name: '+2만' }));
    await user.click(dialog.getByRole('tab', { name: '입금' }));

    expect(dialog.getByRole('button', { name: '다음' })).toBeTruthy();
    expect(amountInput(dialog).value).toBe('');
    expect(dialog.getByRole<HTMLInputElement>('radio', { name: '보너스 없음' }).checked).toBe(true);
    await user.click(dialog.getByRole('tab', { name: '출금' }));
    expect(amountInput(dialog).value).toBe('');
  });

  it('keeps the fields for 300 ms after closing, then resets everything', async () => {
    mockApi(baseRoutes);
    const user = userEvent.setup();
    const props = {
      tab: 'deposit' as const,
      openCount: 1,
      onOpenChange: () => undefined,
      onSubmitted: () => undefined,
    };
    const { rerender } = renderWithProviders(<WalletDialog open {...props} />);
    const wrap = (open: boolean) => <WalletDialog open={open} {...props} />;
    let dialog = within(await screen.findByRole('dialog', { name: '입출금' }));
    await user.click(dialog.getByRole('radio', { name: '카지노' }));
    await user.click(dialog.getByRole('button', { name: '+3만' }));
    await user.click(dialog.getByRole('button', { name: '다음' }));

    vi.useFakeTimers();
    try {
      rerender(wrap(false));
      expect(screen.queryByRole('dialog')).toBeNull();
      act(() => vi.advanceTimersByTime(DIALOG_RESET_DELAY_MS - 1));
      rerender(wrap(true));
      // Not yet reset: still step 2 with the amount and bonus chosen.
      dialog = within(screen.getByRole('dialog', { name: '입출금' }));
      expect(dialog.getByRole('button', { name: '계좌 요청' })).toBeTruthy();
      expect(dialog.getByText('30,000원')).toBeTruthy();

      rerender(wrap(false));
      act(() => vi.advanceTimersByTime(DIALOG_RESET_DELAY_MS));
      rerender(wrap(true));
      dialog = within(screen.getByRole('dialog', { name: '입출금' }));
      expect(dialog.getByRole('button', { name: '다음' })).toBeTruthy();
      expect(dialog.getByRole<HTMLInputElement>('spinbutton').value).toBe('');
      expect(dialog.getByRole<HTMLInputElement>('radio', { name: '보너스 없음' }).checked).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts from step 1 and empty fields when reopened after the reset delay', async () => {
    mockApi(baseRoutes);
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('button', { name: '+3만' }));
    await user.click(dialog.getByRole('button', { name: '다음' }));

    await user.click(dialog.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openWalletDialog('deposit'));
    const reopened = within(await screen.findByRole('dialog', { name: '입출금' }));
    expect(reopened.getByRole('button', { name: '다음' })).toBeTruthy();
    expect(reopened.getByRole<HTMLInputElement>('spinbutton').value).toBe('');
  });

  it('speaks English: tabs, bonuses with their rates, quick amounts, the validation and the rules', async () => {
    await i18n.changeLanguage('en');
    mockApi(baseRoutes);
    const user = userEvent.setup();
    renderWithProviders(<WalletDialogs onApplicationSubmitted={vi.fn()} />);
    act(() => openWalletDialog('deposit'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cashier' }));

    expect(dialog.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Deposit', 'Withdraw']);
    expect(dialog.getByRole('radio', { name: 'Slots bonus' })).toBeTruthy();
    expect(await dialog.findByText('15% on first deposit, 5% on every deposit · 400% rollover')).toBeTruthy();
    expect(
      Array.from(
        dialog.getByRole('group', { name: 'Quick amounts' }).querySelectorAll('button'),
        (button) => button.textContent,
      ),
    ).toEqual(['+₩10K', '+₩30K', '+₩50K', '+₩100K', '+₩500K', '+₩1M', '+₩3M', '+₩5M', '+₩10M']);
    await user.click(dialog.getByRole('button', { name: '+₩50K' }));
    expect(dialog.getByRole('status').textContent).toBe('₩50,000');

    await user.clear(amountInput(dialog));
    await user.type(amountInput(dialog), '1.5');
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    expect(dialog.getByRole('alert').textContent).toBe('Please enter the amount in multiples of ₩10,000.');

    await user.click(dialog.getByRole('tab', { name: 'Withdraw' }));
    expect(dialog.getByText('The minimum withdrawal is ₩10,000 per request, with no maximum.')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Request withdrawal' })).toBeTruthy();
  });
});
