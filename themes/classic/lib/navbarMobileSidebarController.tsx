// What keeps the mobile sidebar in step with the page: it closes at desktop
// width, after a navigation, and on back navigation (which it swallows),
// and the page behind it does not scroll while it is open. Nothing of that
// matters before the visitor opens the sidebar, so ThemeProvider mounts it
// as a part that waits for the first interaction.
import { useEffect, useRef } from 'react';
import { pushHistoryStop, useHistoryPopHandler, useLocation } from '@folio/client';
import { close, shownStore } from './navbarMobileSidebar';
import { useStore } from './store';
import { useWindowSize } from './windowSize';

/** Renders nothing. */
export default function NavbarMobileSidebarController(): null {
  const shown = useStore(shownStore, false);
  const windowSize = useWindowSize();
  const { pathname } = useLocation();

  useHistoryPopHandler(() => {
    if (!shownStore.get()) return;
    close();
    return false;
  });

  // Back closes the sidebar even on the first page of a visit, where there
  // is no earlier entry of this site to go back to: opening it adds one.
  useEffect(() => {
    if (shown) return pushHistoryStop();
  }, [shown]);

  useEffect(() => {
    if (windowSize === 'desktop') close();
  }, [windowSize]);

  // After a navigation; not when it mounts, which may be right after the
  // click that opened the sidebar.
  const shownFor = useRef(pathname);
  useEffect(() => {
    if (shownFor.current !== pathname) close();
    shownFor.current = pathname;
  }, [pathname]);

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
