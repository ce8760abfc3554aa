import { useSyncExternalStore } from 'react';

export type WalletTab = 'deposit' | 'withdraw';

export interface WalletDialogsState {
  /** The deposit/withdraw dialog. */
  transfer: { open: boolean; tab: WalletTab; /** Bumped on every opening. */ openCount: number };
  /** The cash → casino money dialog. */
  casinoTopUp: { open: boolean };
}

let state: WalletDialogsState = {
  transfer: { open: false, tab: 'deposit', openCount: 0 },
  casinoTopUp: { open: false },
};
const listeners = new Set<() => void>();

function setState(next: WalletDialogsState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Opens the deposit/withdraw dialog on a tab; any member control may call it (header, menus). */
export function openWalletDialog(tab: WalletTab = 'deposit') {
  setState({ ...state, transfer: { open: true, tab, openCount: state.transfer.openCount + 1 } });
}

export function closeWalletDialog() {
  if (state.transfer.open) setState({ ...state, transfer: { ...state.transfer, open: false } });
}

export function openCasinoTopUp() {
  setState({ ...state, casinoTopUp: { open: true } });
}

export function closeCasinoTopUp() {
  if (state.casinoTopUp.open) setState({ ...state, casinoTopUp: { open: false } });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useWalletDialogs(): WalletDialogsState {
  return useSyncExternalStore(subscribe, () => state);
}

/** Closes both; for tests and logout. */
export function resetWalletDialogs() {
  setState({ transfer: { open: false, tab: 'deposit', openCount: 0 }, casinoTopUp: { open: false } });
}
