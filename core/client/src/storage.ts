// The one door to localStorage. Storage can be missing or refuse access
// (private browsing, blocked site data, a full quota): then reads give null,
// writes are dropped and one warning is logged, so a preference is lost but
// the page keeps working (SPEC §8).

export interface StorageSlot {
  get(): string | null;
  set(value: string): void;
  del(): void;
  /**
   * Calls fn when the value changes in another tab, or through this slot in
   * this tab. Returns a function that stops listening.
   */
  listen(fn: (newValue: string | null) => void): () => void;
}

let warned = false;

function warnUnavailable(key: string, err: unknown): void {
  if (warned) return;
  warned = true;
  console.warn(`folio: local storage is unavailable, so "${key}" and other preferences will not be remembered.`, err);
}

function localStorageOrNull(key: string): Storage | null {
  if (typeof window === 'undefined') return null; // server rendering: no storage, nothing to warn about
  try {
    return window.localStorage;
  } catch (err) {
    warnUnavailable(key, err);
    return null;
  }
}

/** Test hook: the next failure warns again. */
export function resetStorageWarning(): void {
  warned = false;
}

export function createStorageSlot(key: string): StorageSlot {
  // The browser only tells other tabs about a change; this tab's listeners
  // hear it through a synthetic event, so both paths look the same.
  const announce = (storage: Storage, oldValue: string | null, newValue: string | null) => {
    window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: storage, url: location.href }));
  };
  return {
    get() {
      const storage = localStorageOrNull(key);
      if (!storage) return null;
      try {
        return storage.getItem(key);
      } catch (err) {
        warnUnavailable(key, err);
        return null;
      }
    },
    set(value) {
      const storage = localStorageOrNull(key);
      if (!storage) return;
      try {
        const old = storage.getItem(key);
        storage.setItem(key, value);
        announce(storage, old, value);
      } catch (err) {
        warnUnavailable(key, err);
      }
    },
    del() {
      const storage = localStorageOrNull(key);
      if (!storage) return;
      try {
        const old = storage.getItem(key);
        storage.removeItem(key);
        announce(storage, old, null);
      } catch (err) {
        warnUnavailable(key, err);
      }
    },
    listen(fn) {
      if (typeof window === 'undefined') return () => {};
      const onStorage = (event: StorageEvent) => {
        if (event.key !== key) return;
        // Only localStorage events: sessionStorage has keys of its own.
        if (event.storageArea !== localStorageOrNull(key)) return;
        fn(event.newValue);
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
