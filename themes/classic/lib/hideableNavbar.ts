// navbar.hideOnScroll: the navbar slides away while the visitor scrolls
// down and comes back when they scroll up or reach the top. A jump to an
// anchor hides it too (the heading would sit under it otherwise), and the
// scroll event that jump causes is not read as the visitor scrolling.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from '@folio/client';

export function useHideableNavbar(enabled: boolean): { navbarRef: (el: HTMLElement | null) => void; isNavbarVisible: boolean } {
  const [isNavbarVisible, setVisible] = useState(true);
  const navbarHeight = useRef(0);
  const lastY = useRef(0);
  const jumpedToAnchor = useRef(false);
  const location = useLocation();

  const navbarRef = useCallback((el: HTMLElement | null) => {
    if (el) navbarHeight.current = el.getBoundingClientRect().height;
  }, []);

  useEffect(() => {
    if (!enabled) return;
    lastY.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const previousY = lastY.current;
      lastY.current = y;
      if (y < navbarHeight.current) {
        setVisible(true);
      } else if (jumpedToAnchor.current) {
        jumpedToAnchor.current = false;
      } else if (y > previousY) {
        setVisible(false);
      } else if (y < previousY && y + window.innerHeight < document.documentElement.scrollHeight - navbarHeight.current) {
        // Up, and not the bounce at the bottom of the page.
        setVisible(true);
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);

  useEffect(() => {
    if (!enabled || !location.hash) return;
    if (!document.getElementById(decodeURIComponent(location.hash.slice(1)))) return;
    jumpedToAnchor.current = true;
    setVisible(false);
  }, [enabled, location]);

  return { navbarRef, isNavbarVisible };
}
