// The hooks themes read site and route data with.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useSiteData, useRouterState } from './context';
import { withBaseUrl } from './paths';
import { onHistoryPop } from './router';
import type { Location, RouteMeta, SiteConfig } from './types';

export function useSiteConfig(): SiteConfig {
  return useSiteData().siteConfig;
}

/** Data a plugin published for every page (a version list, ...). */
export function useGlobalData<T = unknown>(key: string): T | undefined {
  return useSiteData().globalData[key] as T | undefined;
}

export function useLocation(): Location {
  return useRouterState().location;
}

export function useRoute(): { path: string; meta: RouteMeta } {
  const { route } = useRouterState();
  return { path: route.path, meta: route.meta };
}

/** Data shared by many routes (a sidebar), loaded with the route. */
export function useSharedData<T = unknown>(key: string): T | undefined {
  return useRouterState().route.shared[key] as T | undefined;
}

export function useBaseUrl(path: string): string {
  return withBaseUrl(useSiteConfig().baseUrl, path);
}

const subscribeNever = () => () => {};

/**
 * False on the server and while the page hydrates, true afterwards: render
 * browser-only state (a stored preference) without a hydration mismatch.
 */
export function useIsBrowser(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * Calls handler on back/forward while the component is mounted; returning
 * false keeps the visitor on the page (a menu closes instead).
 */
export function useHistoryPopHandler(handler: () => boolean | void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onHistoryPop(() => latest.current()), []);
}
