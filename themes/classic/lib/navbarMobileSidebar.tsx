// The mobile sidebar (the navbar at 996 px and below): open or closed. It
// closes when the window reaches desktop width, after navigation, and on
// back navigation, which it swallows: the back button closes the menu
// instead of leaving the page. The page behind it does not scroll while it
// is open.
import { useEffect } from 'react';
import { useHistoryPopHandler, useLocation } from '@folio/client';
import { showSecondaryMenu, useHasSecondaryMenu } from './navbarSecondaryMenu';
import { createStore, useStore } from './store';
import { useThemeConfig } from './themeConfig';
import { useWindowSize } from './windowSize';

export interface NavbarMobileSidebarState {
  /** Nothing to show: no navbar items and no secondary menu. */
  disabled: boolean;
  shown: boolean;
  toggle: () => void;
  close: () => void;
}

const shownStore = createStore(false);

function close(): void {
  shownStore.set(false);
}

function toggle(): void {
  // Opening starts on the page's own menu when it has one.
  if (!shownStore.get()) showSecondaryMenu();
  shownStore.set(!shownStore.get());
}

export function useNavbarMobileSidebar(): NavbarMobileSidebarState {
  const { navbar } = useThemeConfig();
  const hasSecondaryMenu = useHasSecondaryMenu();
  const disabled = (navbar?.items ?? []).length === 0 && !hasSecondaryMenu;
  const shown = useStore(shownStore, false);
  return { disabled, shown: shown && !disabled, toggle, close };
}

/** Renders nothing; mounted once by ThemeProvider. */
export function NavbarMobileSidebarController(): null {
  const shown = useStore(shownStore, false);
  const windowSize = useWindowSize();
  const { pathname } = useLocation();

  useHistoryPopHandler(() => {
    if (!shownStore.get()) return;
    close();
    return false;
  });

  useEffect(() => {
    if (windowSize === 'desktop') close();
  }, [windowSize]);

  useEffect(close, [pathname]);

  useEffect(() => {
    if (!shown) return;
    const { style } = document.body;
    const previous = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous;
    };
  }, [shown]);

  return null;
}
