// The mobile sidebar (the navbar at 996 px and below): open or closed. It
// closes when the window reaches desktop width, after navigation, and on
// back navigation, which it swallows: the back button closes the menu
// instead of leaving the page. The page behind it does not scroll while it
// is open.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useHistoryPopHandler, useLocation } from '@folio/client';
import { useNavbarSecondaryMenu } from './navbarSecondaryMenu';
import { useThemeConfig } from './themeConfig';
import { useWindowSize } from './windowSize';

export interface NavbarMobileSidebarState {
  /** Nothing to show: no navbar items and no secondary menu. */
  disabled: boolean;
  shown: boolean;
  toggle: () => void;
  close: () => void;
}

const MobileSidebarContext = createContext<NavbarMobileSidebarState>({
  disabled: true,
  shown: false,
  toggle: () => {},
  close: () => {},
});

export function NavbarMobileSidebarProvider({ children }: { children: ReactNode }) {
  const { navbar } = useThemeConfig();
  const secondaryMenu = useNavbarSecondaryMenu();
  const disabled = (navbar?.items ?? []).length === 0 && !secondaryMenu.content;
  const [shown, setShown] = useState(false);
  const windowSize = useWindowSize();
  const { pathname } = useLocation();
  const { show: showSecondary } = secondaryMenu;

  const close = useCallback(() => setShown(false), []);
  const toggle = useCallback(() => {
    // Opening starts on the page's own menu when it has one.
    if (!shown) showSecondary();
    setShown(!shown);
  }, [shown, showSecondary]);

  useHistoryPopHandler(() => {
    if (!shown) return;
    setShown(false);
    return false;
  });

  useEffect(() => {
    if (windowSize === 'desktop') setShown(false);
  }, [windowSize]);

  useEffect(() => setShown(false), [pathname]);

  useEffect(() => {
    if (!shown) return;
    const { style } = document.body;
    const previous = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous;
    };
  }, [shown]);

  const value = useMemo(() => ({ disabled, shown: shown && !disabled, toggle, close }), [disabled, shown, toggle, close]);
  return <MobileSidebarContext.Provider value={value}>{children}</MobileSidebarContext.Provider>;
}

export function useNavbarMobileSidebar(): NavbarMobileSidebarState {
  return useContext(MobileSidebarContext);
}
