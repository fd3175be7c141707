// Wraps every route and stays mounted across navigation (the runtime renders
// it around the route): the browser-only work that starts once per visit.
// The theme's app-wide state lives in small stores (lib/store.ts), not in
// context providers here, so a change re-renders only what reads it.
import { useEffect, type ReactNode } from 'react';
import { lazyComponent } from '@folio/client';
import { ColorModeController } from '../lib/colorMode';
import { InternalDocsController } from '../lib/internalDocsBanner';
import { useThemeConfig } from '../lib/themeConfig';

// They matter once the visitor acts: a navigation, opening the mobile
// sidebar. Their code loads at the first interaction (and the router waits
// for it before a navigation starts).
const RouteProgressBar = lazyComponent(() => import('../lib/progressBar'), { hydrate: 'interaction' });
const NavbarMobileSidebarController = lazyComponent(() => import('../lib/navbarMobileSidebarController'), { hydrate: 'interaction' });

function useAnalytics(): void {
  const { analytics } = useThemeConfig();
  const trackingID = analytics?.trackingID;
  useEffect(() => {
    if (!trackingID) return;
    // Its own chunk: sites without analytics never download it.
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('../lib/analytics').then(({ trackPageViewsAndCopies }) => {
      if (!cancelled) stop = trackPageViewsAndCopies();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [trackingID]);
}

export default function ThemeProvider({ children }: { children: ReactNode }) {
  useAnalytics();
  return (
    <>
      <ColorModeController />
      <RouteProgressBar />
      <NavbarMobileSidebarController />
      <InternalDocsController />
      {children}
    </>
  );
}
