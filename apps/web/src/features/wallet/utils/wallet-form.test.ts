import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_QUICK_UNITS,
  initialWalletForm,
  isAmountAboveZero,
  totalWonOf,
  walletFormReducer,
  WITHDRAW_QUICK_UNITS,
  type WalletFormAction,
  type WalletFormState,
} from './wallet-form';

const run = (actions: WalletFormAction[], state: WalletFormState = initialWalletForm()) =>
  actions.reduce(walletFormReducer, state);

describe('wallet form', () => {
  it('has the spec quick-add units', () => {
    expect(DEPOSIT_QUICK_UNITS).toEqual([1, 3, 5, 10, 50, 100, 300, 500, 1000]);
    expect(WITHDRAW_QUICK_UNITS).toEqual([2, 5, 10, 50, 100, 500]);
  });

  it('sums quick-adds onto the typed amount, and the reset clears it', () => {
    let state = run([
      { type: 'addUnits', units: 1 },
      { type: 'addUnits', units: 3 },
      { type: 'addUnits', units: 1000 },
    ]);
    expect(state.depositUnits).toBe('1004');
    expect(totalWonOf(state.depositUnits)).toBe(10_040_000);

    state = run(
      [
        { type: 'setUnits', value: '7' },
        { type: 'addUnits', units: 50 },
      ],
      state,
    );
    expect(state.depositUnits).toBe('57');

    state = run([{ type: 'clearUnits' }], state);
    expect(state.depositUnits).toBe('');
    expect(totalWonOf(state.depositUnits)).toBe(0);
  });

  it('treats an unusable typed amount as 0 when adding', () => {
    expect(
      run([
        { type: 'setUnits', value: '-4' },
        { type: 'addUnits', units: 5 },
      ]).depositUnits,
    ).toBe('5');
  });

  it('moves the amount of the tab on screen only', () => {
    const state = run([
      { type: 'switchTab', tab: 'withdraw' },
      { type: 'addUnits', units: 2 },
      { type: 'addUnits', units: 500 },
    ]);
    expect(state.withdrawUnits).toBe('502');
    expect(state.depositUnits).toBe('');
  });

  it('knows when the amount is above 0', () => {
    expect(isAmountAboveZero('')).toBe(false);
    expect(isAmountAboveZero('0')).toBe(false);
    expect(isAmountAboveZero('-1')).toBe(false);
    expect(isAmountAboveZero('abc')).toBe(false);
    expect(isAmountAboveZero('1')).toBe(true);
  });

  it('goes to step 2 only with an amount above 0, and back to step 1', () => {
    expect(run([{ type: 'next' }]).step).toBe(1);
    expect(run([{ type: 'setUnits', value: '0' }, { type: 'next' }]).step).toBe(1);

    const stepTwo = run([{ type: 'setUnits', value: '5' }, { type: 'next' }, { type: 'requestAccount' }]);
    expect(stepTwo).toMatchObject({ step: 2, accountRequested: true });

    const back = run([{ type: 'back' }], stepTwo);
    expect(back).toMatchObject({ step: 1, accountRequested: false, depositUnits: '5' });
  });

  it('resets every field, the step and the bonus when the tab changes', () => {
    const busy = run([
      { type: 'setBonus', bonus: 'slot' },
      { type: 'setUnits', value: '30' },
      { type: 'next' },
      { type: 'requestAccount' },
      { type: 'keyIssued', key: 'key-12345678' },
      { type: 'failed', message: '오류', refused: true },
    ]);

    expect(run([{ type: 'switchTab', tab: 'withdraw' }], busy)).toEqual(initialWalletForm('withdraw'));
    const withdrawing = run(
      [
        { type: 'switchTab', tab: 'withdraw' },
        { type: 'setUnits', value: '9' },
      ],
      busy,
    );
    expect(run([{ type: 'switchTab', tab: 'deposit' }], withdrawing)).toEqual(initialWalletForm('deposit'));
    // Selecting the tab already on screen changes nothing.
    expect(run([{ type: 'switchTab', tab: 'deposit' }], busy)).toBe(busy);
  });

  it('keeps the idempotency key for a repeat of the same application, and drops it on any change or refusal', () => {
    const issued = run([
      { type: 'setUnits', value: '5' },
      { type: 'next' },
      { type: 'keyIssued', key: 'key-12345678' },
    ]);
    expect(run([{ type: 'failed', message: '네트워크 오류', refused: false }], issued).idempotencyKey).toBe(
      'key-12345678',
    );
    // A refusal is the key's answer for good: the next submit is a new application.
    expect(
      run([{ type: 'failed', message: '대기 중인 입금 신청이 있습니다.', refused: true }], issued).idempotencyKey,
    ).toBeNull();
    expect(run([{ type: 'back' }, { type: 'next' }], issued).idempotencyKey).toBe('key-12345678');

    expect(run([{ type: 'setBonus', bonus: 'casino' }], issued).idempotencyKey).toBeNull();
    expect(run([{ type: 'addUnits', units: 1 }], issued).idempotencyKey).toBeNull();
    expect(run([{ type: 'clearUnits' }], issued).idempotencyKey).toBeNull();
    expect(run([{ type: 'reset' }], issued)).toEqual(initialWalletForm());
  });
});
