// Wraps every route and stays mounted across navigation (the runtime renders
// it around the route): the browser-only work that starts once per visit.
// The theme's app-wide state lives in small stores (lib/store.ts), not in
// context providers here, so a change re-renders only what reads it.
import { useEffect, type ReactNode } from 'react';
import { ColorModeController } from '../lib/colorMode';
import { InternalDocsController } from '../lib/internalDocsBanner';
import { NavbarMobileSidebarController } from '../lib/navbarMobileSidebar';
import { startRouteProgressBar } from '../lib/progressBar';
import { useThemeConfig } from '../lib/themeConfig';

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
  useEffect(() => startRouteProgressBar(), []);
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
