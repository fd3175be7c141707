// The mobile sidebar (the navbar at 996 px and below): open or closed. It
// closes when the window reaches desktop width, after navigation, and on
// back navigation, which it swallows: the back button closes the menu
// instead of leaving the page. The page behind it does not scroll while it
// is open.
import { showSecondaryMenu, useHasSecondaryMenu } from './navbarSecondaryMenu';
import { createStore, useStore } from './store';
import { useThemeConfig } from './themeConfig';

export interface NavbarMobileSidebarState {
  /** Nothing to show: no navbar items and no secondary menu. */
  disabled: boolean;
  shown: boolean;
  toggle: () => void;
  close: () => void;
}

export const shownStore = createStore(false);

export function close(): void {
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
