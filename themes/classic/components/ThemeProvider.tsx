// Wraps every route and stays mounted across navigation (the runtime renders
// it around the route): the theme's app-wide state, and the browser-only
// work that starts once per visit.
import { useEffect, type ReactNode } from 'react';
import { AnnouncementBarProvider } from '../lib/announcementBar';
import { ColorModeProvider } from '../lib/colorMode';
import { InternalDocsProvider } from '../lib/internalDocsBanner';
import { NavbarMobileSidebarProvider } from '../lib/navbarMobileSidebar';
import { NavbarSecondaryMenuProvider } from '../lib/navbarSecondaryMenu';
import { startRouteProgressBar } from '../lib/progressBar';
import { useThemeConfig } from '../lib/themeConfig';
import './ThemeProvider.css';

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
    <ColorModeProvider>
      <AnnouncementBarProvider>
        <InternalDocsProvider>
          <NavbarSecondaryMenuProvider>
            <NavbarMobileSidebarProvider>{children}</NavbarMobileSidebarProvider>
          </NavbarSecondaryMenuProvider>
        </InternalDocsProvider>
      </AnnouncementBarProvider>
    </ColorModeProvider>
  );
}
