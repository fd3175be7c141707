import { createContext, useContext, useSyncExternalStore } from 'react';
import type { LoadedRoute, Location, SiteData } from './types';

export const SiteContext = createContext<SiteData | null>(null);

export interface RouterState {
  location: Location;
  route: LoadedRoute;
}

/**
 * The router's state reaches components through a store, not as a context
 * value: a new state (an anchor followed) re-renders only the components
 * that read it. A changed context value would also reach the parts of the
 * page still waiting for their code, and React would throw their served
 * HTML away.
 */
export interface RouterStore {
  get(): RouterState;
  subscribe(listener: () => void): () => void;
}
export const RouterContext = createContext<RouterStore | null>(null);

/** The store of one state that does not change: the server renderer's. */
export function fixedRouterStore(state: RouterState): RouterStore {
  return { get: () => state, subscribe: () => () => {} };
}

function inApp<T>(value: T | null): T {
  if (!value) throw new Error('folio: a hook was used outside the folio app');
  return value;
}

export function useSiteData(): SiteData {
  return inApp(useContext(SiteContext));
}

export function useRouterState(): RouterState {
  const store = inApp(useContext(RouterContext));
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
