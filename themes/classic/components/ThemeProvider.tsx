// Wraps every route and stays mounted across navigation (the runtime renders
// it around the route): the browser-only work that starts once per visit.
// The theme's app-wide state lives in small stores (lib/store.ts), not in
// context providers here, so a change re-renders only what reads it.
import { useEffect, type ReactNode } from 'react';
import { lazyComponent } from '@folio/client';
import { ColorModeController } from '../lib/colorMode';
import { InternalDocsController } from '../lib/internalDocsBanner';
import { startRouteProgressBar } from '../lib/progressBar';
import { captureSearch } from '../lib/searchCapture';
import { useThemeConfig } from '../lib/themeConfig';

// From first paint, before anything hydrates: the search button and keys
// (nothing typed is lost), and the progress bar of a navigation asked for
// by a link clicked that early.
if (typeof window !== 'undefined') {
  captureSearch();
  startRouteProgressBar();
}

// It matters once the visitor acts (opening the mobile sidebar): its code
// loads at the first interaction (and the router waits for it before a
// navigation ends).
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
      <NavbarMobileSidebarController />
      <InternalDocsController />
      {children}
    </>
  );
}
