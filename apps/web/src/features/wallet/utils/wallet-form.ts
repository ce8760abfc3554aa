import { AMOUNT_UNIT_WON, type DepositBonusKind } from '@hanpan/contract';
import type { WalletTab } from '../stores/wallet-dialogs';

/** Spec section 5: deposit quick-add buttons, in units of 10,000 won. */
export const DEPOSIT_QUICK_UNITS = [1, 3, 5, 10, 50, 100, 300, 500, 1000] as const;
/** Spec section 5: withdraw quick-add buttons, in units of 10,000 won. */
export const WITHDRAW_QUICK_UNITS = [2, 5, 10, 50, 100, 500] as const;
/** Spec section 9: the dialog's fields reset this long after it closes. */
export const DIALOG_RESET_DELAY_MS = 300;

/** Everything the deposit/withdraw dialog holds; reset on tab switch and after closing. */
export interface WalletFormState {
  tab: WalletTab;
  /** Deposit step: 1 bonus and amount, 2 account request and submit. */
  step: 1 | 2;
  bonus: DepositBonusKind;
  /** Amounts as typed, in units of 10,000 won ('' when empty). */
  depositUnits: string;
  withdrawUnits: string;
  /** The account request button was pressed in this pass through step 2. */
  accountRequested: boolean;
  /**
   * The idempotency key of the application on screen: issued at the first submit and reused by
   * every repeat of that same application (a double click, a retry after no answer); any change
   * to what would be sent, or a refusal (the server keeps it as the key's answer), drops
   * it, so the next submit is a new application.
   */
  idempotencyKey: string | null;
  /** The last failure, shown in the dialog. */
  error: string | null;
}

export type WalletFormAction =
  | { type: 'reset'; tab?: WalletTab }
  | { type: 'switchTab'; tab: WalletTab }
  | { type: 'setBonus'; bonus: DepositBonusKind }
  | { type: 'setUnits'; value: string }
  | { type: 'addUnits'; units: number }
  | { type: 'clearUnits' }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'requestAccount' }
  | { type: 'keyIssued'; key: string }
  /** `refused`: the server said no (the key is spent); otherwise the call may have happened and is resent with it. */
  | { type: 'failed'; message: string; refused: boolean };

export function initialWalletForm(tab: WalletTab = 'deposit'): WalletFormState {
  return {
    tab,
    step: 1,
    bonus: 'none',
    depositUnits: '',
    withdrawUnits: '',
    accountRequested: false,
    idempotencyKey: null,
    error: null,
  };
}

/** The amount typed, as a number of units; NaN when empty or not a number. */
export function unitsOf(value: string): number {
  return value.trim() === '' ? Number.NaN : Number(value);
}

/** Spec section 5: Next and submit are disabled when the amount is empty or not above 0. */
export function isAmountAboveZero(value: string): boolean {
  return unitsOf(value) > 0;
}

/** The displayed total: units × 10,000 won (0 while nothing sensible is typed). */
export function totalWonOf(value: string): number {
  const units = unitsOf(value);
  return Number.isFinite(units) && units > 0 ? Math.round(units * AMOUNT_UNIT_WON) : 0;
}

const amountField = (tab: WalletTab) => (tab === 'deposit' ? 'depositUnits' : 'withdrawUnits');

/** A change to what would be sent: the old key and message no longer apply. */
function edited(state: WalletFormState, changes: Partial<WalletFormState>): WalletFormState {
  return { ...state, ...changes, idempotencyKey: null, error: null };
}

export function walletFormReducer(state: WalletFormState, action: WalletFormAction): WalletFormState {
  switch (action.type) {
    case 'reset':
      return initialWalletForm(action.tab ?? 'deposit');
    case 'switchTab':
      // Spec section 4: switching tab resets every field, the step and the bonus.
      return action.tab === state.tab ? state : initialWalletForm(action.tab);
    case 'setBonus':
      return edited(state, { bonus: action.bonus });
    case 'setUnits':
      return edited(state, { [amountField(state.tab)]: action.value });
    case 'addUnits': {
      const current = unitsOf(state[amountField(state.tab)]);
      const base = Number.isFinite(current) && current > 0 ? Math.trunc(current) : 0;
      return edited(state, { [amountField(state.tab)]: String(base + action.units) });
    }
    case 'clearUnits':
      return edited(state, { [amountField(state.tab)]: '' });
    case 'next':
      return state.tab === 'deposit' && isAmountAboveZero(state.depositUnits)
        ? { ...state, step: 2, error: null }
        : state;
    case 'back':
      return { ...state, step: 1, accountRequested: false, error: null };
    case 'requestAccount':
      return { ...state, accountRequested: true, error: null };
    case 'keyIssued':
      return { ...state, idempotencyKey: action.key, error: null };
    case 'failed':
      return { ...state, error: action.message, ...(action.refused ? { idempotencyKey: null } : {}) };
  }
}
