import { useSyncExternalStore } from 'react';

/**
 * In-page alerts and confirmations (never window.alert): any code may ask, one host renders
 * them one at a time, in order.
 */
export interface AlertRequest {
  id: number;
  kind: 'alert' | 'confirm';
  message: string;
  /** `true` when the member confirmed (an alert always settles with `true`). */
  settle: (confirmed: boolean) => void;
}

let queue: readonly AlertRequest[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function setQueue(next: readonly AlertRequest[]) {
  queue = next;
  for (const listener of listeners) listener();
}

function enqueue(kind: AlertRequest['kind'], message: string): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextId++;
    let settled = false;
    // Closing a dialog can report twice (button, then open-change); only the first answer counts.
    const settle = (confirmed: boolean) => {
      if (settled) return;
      settled = true;
      setQueue(queue.filter((request) => request.id !== id));
      resolve(confirmed);
    };
    setQueue([...queue, { id, kind, message, settle }]);
  });
}

/** Shows a message; resolves when the member dismisses it. */
export async function showAlert(message: string): Promise<void> {
  await enqueue('alert', message);
}

/** Asks the member to confirm; resolves `true` for 확인, `false` for 취소 or dismissal. */
export function confirmAction(message: string): Promise<boolean> {
  return enqueue('confirm', message);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The alert on screen now, if any. */
export function useCurrentAlert(): AlertRequest | undefined {
  return useSyncExternalStore(subscribe, () => queue[0]);
}

/** Drops every pending alert without settling it; for tests. */
export function resetAlerts() {
  setQueue([]);
}
