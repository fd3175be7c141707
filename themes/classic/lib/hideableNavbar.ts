// navbar.hideOnScroll: the navbar slides away while the visitor scrolls
// down and comes back when they scroll up or reach the top. A jump to an
// anchor hides it too (the heading would sit under it otherwise), and the
// scroll event that jump causes is not read as the visitor scrolling.
// It sets the navbar's `navbar--hidden` class itself, so the Navbar needs
// no state for it and sites without hideOnScroll load none of this.
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from '@folio/client';

export const NAVBAR_HIDDEN_CLASS = 'navbar--hidden';

export function useHideOnScroll(navbarRef: RefObject<HTMLElement | null>, keepVisible: boolean): void {
  const hidden = useRef(false);
  const jumpedToAnchor = useRef(false);
  const location = useLocation();

  const show = (value: boolean) => {
    hidden.current = !value;
    navbarRef.current?.classList.toggle(NAVBAR_HIDDEN_CLASS, hidden.current && !keepVisible);
  };
  const latestShow = useRef(show);
  latestShow.current = show;

  useEffect(() => {
    navbarRef.current?.classList.toggle(NAVBAR_HIDDEN_CLASS, hidden.current && !keepVisible);
  });

  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const previousY = lastY;
      lastY = y;
      const navbarHeight = navbarRef.current?.offsetHeight ?? 0;
      if (y < navbarHeight) {
        latestShow.current(true);
      } else if (jumpedToAnchor.current) {
        jumpedToAnchor.current = false;
      } else if (y > previousY) {
        latestShow.current(false);
      } else if (y < previousY && y + window.innerHeight < document.documentElement.scrollHeight - navbarHeight) {
        // Up, and not the bounce at the bottom of the page.
        latestShow.current(true);
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [navbarRef]);

  useEffect(() => {
    if (!location.hash) return;
    if (!document.getElementById(decodeURIComponent(location.hash.slice(1)))) return;
    jumpedToAnchor.current = true;
    latestShow.current(false);
  }, [location]);
}
