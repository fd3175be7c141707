// The root of every folio page, on the server and in the browser.
import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { RouterContext, SiteContext, type RouterState, type RouterStore } from './context';
import Root from '@theme/Root';
import ThemeProvider from '@theme/ThemeProvider';
import { ErrorBoundary } from './ErrorBoundary';
import { routeDidUpdate, routerIsLive, routerStore, takePendingDidUpdate } from './router';
import { scrollAfterNavigation } from './scroll';
import { formatTitle } from './title';
import type { SiteData } from './types';

/**
 * Renders one route; used as is by the server renderer. Root (the site's)
 * and ThemeProvider (the theme's) stay mounted across navigation; the
 * route's own boundary is keyed by path, so a crash is left behind when
 * the visitor moves on. The outer boundary catches Root and ThemeProvider.
 */
export function AppShell({ site, state, store }: { site: SiteData; state: RouterState; store: RouterStore }) {
  const { route } = state;
  const { Component } = route;
  return (
    <SiteContext.Provider value={site}>
      <RouterContext.Provider value={store}>
        <ErrorBoundary>
          <Root>
            <ThemeProvider>
              <ErrorBoundary key={route.path}>
                <Component data={route.data} content={route.content} />
              </ErrorBoundary>
            </ThemeProvider>
          </Root>
        </ErrorBoundary>
      </RouterContext.Provider>
    </SiteContext.Provider>
  );
}

/** The browser app: follows the router store. */
export function BrowserApp({ site, hydrated }: { site: SiteData; hydrated?: () => void }) {
  const state = useSyncExternalStore(routerStore.subscribe, routerStore.get, routerStore.get);

  useEffect(() => {
    document.documentElement.setAttribute('data-has-hydrated', 'true');
    routerIsLive();
    hydrated?.(); // events held for the page go to it (heldEvents.ts)
  }, []);

  // After a navigation is committed: title, scroll, then listeners.
  useLayoutEffect(() => {
    const update = takePendingDidUpdate();
    if (!update) return;
    if (update.previousLocation?.pathname !== update.location.pathname) {
      document.title = formatTitle(site.siteConfig, state.route.meta.title);
    }
    scrollAfterNavigation(update.previousLocation, update.location);
    routeDidUpdate(update);
  }, [state, site]);

  return <AppShell site={site} state={state} store={routerStore} />;
}
