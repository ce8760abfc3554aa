import { useSyncExternalStore } from 'react';
import { persistentStorage, type KeyValueStorage } from '@/lib/storage';

/** Spec section 4: a notice's read state is the browser's own; so is the memory of a like. */
export const READ_NOTICES_STORAGE_KEY = 'hanpan.notices.read';
export const likedNoticesStorageKey = (userId: number) => `hanpan.notices.liked.${userId}`;

/** The newest ids are kept; older notices fall off the list long before this fills. */
const MAX_REMEMBERED = 500;

export interface IdSetStore {
  has(id: number): boolean;
  add(ids: readonly number[]): void;
  subscribe(listener: () => void): () => void;
  /** The stored text: changes exactly when the set does (for useSyncExternalStore). */
  snapshot(): string | null;
}

/** A set of ids kept in storage under `key`; unreadable stored data counts as empty. */
export function createIdSetStore(key: string, storage: KeyValueStorage = persistentStorage): IdSetStore {
  const listeners = new Set<() => void>();
  let parsedFrom: string | null | undefined;
  let ids = new Set<number>();

  const read = (): Set<number> => {
    const raw = storage.getItem(key);
    if (raw === parsedFrom) return ids;
    parsedFrom = raw;
    let stored: unknown = [];
    try {
      stored = JSON.parse(raw ?? '[]');
    } catch {
      // Unreadable: start over.
    }
    ids = new Set(Array.isArray(stored) ? stored.filter((id): id is number => Number.isInteger(id)) : []);
    return ids;
  };

  const notify = () => {
    for (const listener of listeners) listener();
  };
  // Another tab marked something: show it here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify();
  };

  return {
    has: (id) => read().has(id),
    add(newIds) {
      const current = read();
      if (newIds.every((id) => current.has(id))) return;
      const kept = [...new Set([...current, ...newIds])].slice(-MAX_REMEMBERED);
      storage.setItem(key, JSON.stringify(kept));
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
    snapshot: () => storage.getItem(key),
  };
}

/** Notices read in this browser. */
export const readNotices = createIdSetStore(READ_NOTICES_STORAGE_KEY);

const likedStores = new Map<number, IdSetStore>();
/** Notices this member liked from this browser. */
export function likedNoticesOf(userId: number): IdSetStore {
  let store = likedStores.get(userId);
  if (!store) likedStores.set(userId, (store = createIdSetStore(likedNoticesStorageKey(userId))));
  return store;
}

/** Re-renders when the store changes; ask `store.has(id)` during render. */
export function useIdSet(store: IdSetStore): IdSetStore {
  useSyncExternalStore(store.subscribe, store.snapshot);
  return store;
}
