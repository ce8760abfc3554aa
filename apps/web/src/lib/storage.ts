/** The part of the Web Storage API the app uses; lets tests pass plain in-memory stores. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Wraps a browser storage so that a blocked or full storage (private mode, disabled cookies,
 * quota) degrades to "nothing stored" instead of crashing the app.
 */
export function createSafeStorage(getStorage: () => Storage): KeyValueStorage {
  const attempt = <T>(action: (storage: Storage) => T, fallback: T): T => {
    try {
      return action(getStorage());
    } catch {
      return fallback;
    }
  };
  return {
    getItem: (key) => attempt((storage) => storage.getItem(key), null),
    setItem: (key, value) => attempt((storage) => storage.setItem(key, value), undefined),
    removeItem: (key) => attempt((storage) => storage.removeItem(key), undefined),
  };
}

/** Survives browser restarts. */
export const persistentStorage = createSafeStorage(() => window.localStorage);

/** Lasts for the tab only. */
export const tabStorage = createSafeStorage(() => window.sessionStorage);
