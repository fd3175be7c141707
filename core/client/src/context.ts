import { createContext, useContext } from 'react';
import type { LoadedRoute, Location, SiteData } from './types';

export const SiteContext = createContext<SiteData | null>(null);

export interface RouterState {
  location: Location;
  route: LoadedRoute;
}
export const RouterContext = createContext<RouterState | null>(null);

export function useSiteData(): SiteData {
  const v = useContext(SiteContext);
  if (!v) throw new Error('folio: a hook was used outside the folio app');
  return v;
}

export function useRouterState(): RouterState {
  const v = useContext(RouterContext);
  if (!v) throw new Error('folio: a hook was used outside the folio app');
  return v;
}
