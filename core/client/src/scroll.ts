import type { Location } from './types';

/**
 * Scroll after a navigation: to the hash target, else to the top; nothing
 * when only the query string changed (SPEC §4).
 */
export function scrollAfterNavigation(previous: Location | null, next: Location): void {
  if (!previous) return;
  const onlySearchChanged =
    previous.pathname === next.pathname && previous.hash === next.hash && previous.search !== next.search;
  if (onlySearchChanged) return;
  if (next.hash) {
    const el = document.getElementById(decodeURIComponent(next.hash.slice(1)));
    if (el) {
      el.scrollIntoView();
      return;
    }
  }
  window.scrollTo(0, 0);
}
