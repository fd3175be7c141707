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

/**
 * Runs `use` on localStorage and gives its result; when storage is missing
 * or refuses (reading it, or the operation), warns once and gives `otherwise`.
 */
function withStorage<T>(key: string, use: (storage: Storage) => T, otherwise: T): T {
  if (typeof window === 'undefined') return otherwise; // server rendering: no storage, nothing to warn about
  try {
    return use(window.localStorage);
  } catch (err) {
    warnUnavailable(key, err);
    return otherwise;
  }
}

/** Test hook: the next failure warns again. */
export function resetStorageWarning(): void {
  warned = false;
}

export function createStorageSlot(key: string): StorageSlot {
  const write = (value: string | null) =>
    withStorage(
      key,
      (storage) => {
        const oldValue = storage.getItem(key);
        if (value === null) storage.removeItem(key);
        else storage.setItem(key, value);
        // The browser only tells other tabs about a change; this tab's
        // listeners hear it through a synthetic event, so both paths look the same.
        window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: storage, url: location.href }));
      },
      undefined,
    );
  return {
    get: () => withStorage(key, (storage) => storage.getItem(key), null),
    set: write,
    del: () => write(null),
    listen(fn) {
      if (typeof window === 'undefined') return () => {};
      const onStorage = (event: StorageEvent) => {
        // Only localStorage events: sessionStorage has keys of its own.
        if (event.key === key && event.storageArea === withStorage(key, (storage) => storage, null)) fn(event.newValue);
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
