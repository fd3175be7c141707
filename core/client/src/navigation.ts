// Navigation helpers for components: navigate, and loading a route ahead of
// the click. Prefetch (link visible) and preload (hover) are skipped on
// slow-2g/2g connections and when the visitor asked to save data.
import { savesData } from './connection';
import { normalizePath } from './paths';
import { navigate as routerNavigate, resolve } from './router';

export function navigate(to: string, opts?: { replace?: boolean }): Promise<void> {
  return routerNavigate(to, opts);
}

/** A click the router may take: the main button, no modifier (those open a new tab or window). */
export function isPlainClick(e: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

const loaded = new Set<string>();

/** Loads a route's code and data now (hover, touch). Once per path. */
export function preloadRoute(url: string): void {
  const pathname = normalizePath(new URL(url, window.location.href).pathname);
  // The page on screen is loaded already (a link to one of its own anchors).
  if (pathname === normalizePath(window.location.pathname)) return;
  if (loaded.has(pathname) || savesData()) return;
  loaded.add(pathname);
  resolve(pathname).catch(() => loaded.delete(pathname));
}

/**
 * Loads a route when its link scrolls into view, during idle time. Returns
 * a function that stops watching.
 */
export function prefetchRoute(el: Element, url: string): (() => void) | undefined {
  if (savesData()) return undefined;
  if (typeof IntersectionObserver === 'undefined') {
    preloadRoute(url);
    return undefined;
  }
  const io = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) {
      io.disconnect();
      const idle = (window as Window & { requestIdleCallback?: (cb: () => void) => void }).requestIdleCallback;
      (idle ?? ((cb: () => void) => setTimeout(cb, 1)))(() => preloadRoute(url));
    }
  });
  io.observe(el);
  return () => io.disconnect();
}
