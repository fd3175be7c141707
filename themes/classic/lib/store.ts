// A value components subscribe to without a context provider: setting it
// re-renders only the components that read it. The theme keeps its
// app-wide state this way (colour mode, the mobile sidebar, its secondary
// menu) because a context change re-renders, or worse, re-creates, parts of
// the page that are still waiting for lazily loaded code: React discards
// server HTML it has not hydrated yet when an update reaches it.
import { useSyncExternalStore } from 'react';

export interface Store<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The store's value. While the page hydrates (and on the server) it is
 * `serverValue` when given, so the first render matches the served HTML.
 */
export function useStore<T>(store: Store<T>, serverValue?: T): T {
  return useSyncExternalStore(store.subscribe, store.get, serverValue === undefined ? store.get : () => serverValue);
}
