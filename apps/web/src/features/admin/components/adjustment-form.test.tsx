import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createSessionResponse, createUser, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { AdjustmentForm } from './adjustment-form';

const ROUTE = 'POST /api/admin/members/7/adjustments';
const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`) as HTMLInputElement;

beforeEach(() => {
  sessionStore.save(createSessionResponse({ user: createUser({ role: 'admin' }) }), false);
});

describe('AdjustmentForm', () => {
  it('checks amount and reason with the contract before sending anything', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({});
    renderWithProviders(<AdjustmentForm memberId={7} />);

    await user.click(screen.getByRole('button', { name: '조정하기' }));
    expect(screen.getByText('금액을 숫자로 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('사유를 입력해주세요.')).toBeTruthy();

    await user.type(field('amount'), '0');
    await user.type(field('reason'), '   ');
    await user.click(screen.getByRole('button', { name: '조정하기' }));
    expect(screen.getByText('0원은 조정할 수 없습니다.')).toBeTruthy();
    expect(screen.getByText('사유를 입력해주세요.')).toBeTruthy();

    await user.clear(field('amount'));
    await user.type(field('amount'), '12.5');
    await user.click(screen.getByRole('button', { name: '조정하기' }));
    expect(screen.getByText('금액은 원 단위 정수로 입력해주세요.')).toBeTruthy();
    expect(field('amount').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a signed amount with the reason and an idempotency key after confirmation, then draws a new key', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      [ROUTE]: () =>
        jsonResponse(
          {
            transaction_id: 40,
            audit_id: 3,
            account: 'casino',
            amount: -5_000,
            balances: { cash: 0, casino: 15_000, points: 0 },
          },
          201,
        ),
    });
    renderWithProviders(<AdjustmentForm memberId={7} />);

    await user.selectOptions(field('account'), 'casino');
    await user.type(field('amount'), '-5,000');
    await user.type(field('reason'), ' 중복 지급 회수 ');
    const keyText = screen.getByText(/^요청 키:/).textContent ?? '';
    await user.click(screen.getByRole('button', { name: '조정하기' }));
    expect(await screen.findByText('카지노머니 5,000원을 차감하시겠습니까?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '확인' }));

    expect(await screen.findByText('카지노머니 차감 완료 · 잔액 15,000원')).toBeTruthy();
    const [call] = callsTo(fetchMock, ROUTE);
    expect(call?.body).toEqual({ account: 'casino', amount: -5_000, reason: '중복 지급 회수' });
    expect(`요청 키: ${call?.headers.get('Idempotency-Key') ?? ''}`).toBe(keyText);
    await waitFor(() => expect(field('amount').value).toBe(''));
    expect(screen.getByText(/^요청 키:/).textContent).not.toBe(keyText);
  });

  it('sends nothing when the operator cancels, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      [ROUTE]: () =>
        jsonResponse(
          { error: 'adjustment_below_zero', message: '조정 후 잔액이 0원 미만이 됩니다. 현재 잔액은 2,000원입니다.' },
          422,
        ),
    });
    renderWithProviders(<AdjustmentForm memberId={7} />);

    await user.type(field('amount'), '-3000');
    await user.type(field('reason'), '회수');
    await user.click(screen.getByRole('button', { name: '조정하기' }));
    await user.click(await screen.findByRole('button', { name: '취소' }));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '조정하기' }));
    await user.click(await screen.findByRole('button', { name: '확인' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '조정 후 잔액이 0원 미만이 됩니다. 현재 잔액은 2,000원입니다.',
    );
    expect(field('amount').value).toBe('-3000');
  });

  it('reads in English: the labels, the contract’s messages and the confirmation as a whole sentence', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    mockApi({});
    renderWithProviders(<AdjustmentForm memberId={7} />);

    expect(screen.getByRole('heading', { name: 'Balance adjustment' })).toBeTruthy();
    expect(screen.getByText(/^Request key: /)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Adjust balance' }));
    expect(screen.getByText('Enter the amount as a number.')).toBeTruthy();
    expect(screen.getByText('Enter a reason.')).toBeTruthy();

    await user.selectOptions(field('account'), 'casino');
    await user.type(field('amount'), '-5,000');
    await user.type(field('reason'), 'Duplicate credit');
    await user.click(screen.getByRole('button', { name: 'Adjust balance' }));
    expect(await screen.findByText('Debit ₩5,000 from Casino balance?')).toBeTruthy();
  });
});
