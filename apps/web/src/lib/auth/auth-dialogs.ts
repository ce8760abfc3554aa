import { useSyncExternalStore } from 'react';

/** Which auth dialog is open; any code may open one (game cards, route guard, header). */
export type AuthDialog = 'login' | 'register' | null;

let openDialog: AuthDialog = null;
const listeners = new Set<() => void>();

function setOpenDialog(next: AuthDialog) {
  if (next === openDialog) return;
  openDialog = next;
  for (const listener of listeners) listener();
}

export const openLogin = () => setOpenDialog('login');
export const openRegister = () => setOpenDialog('register');
export const closeAuthDialog = () => setOpenDialog(null);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useAuthDialog(): AuthDialog {
  return useSyncExternalStore(subscribe, () => openDialog);
}
