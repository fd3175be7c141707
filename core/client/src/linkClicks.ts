// Links from first paint. One click listener on the window, in the capture
// phase, takes every click on a link of this app and hands it to the router;
// it is registered before anything hydrates, so the served HTML's links
// navigate in place from the first moment, and no component needs its own
// click handler (Link, article links, navbar items that keep their served
// HTML until the visitor interacts). A click that comes before the router
// is live is remembered and followed once it is (router.ts).
//
// Left to the browser: modified clicks and other buttons (a new tab or
// window), links with a target or download, links to other origins or
// outside the site's base URL, links to files the router does not serve,
// links that only change the #hash (the browser's own jump), and links
// marked as pages outside this app (PAGE_LOAD_ATTRIBUTE).
import { isPlainClick } from './navigation';
import { navigate } from './router';

/** Marks a link to a page of this origin that this app does not render (Link's pathname://). */
export const PAGE_LOAD_ATTRIBUTE = 'data-folio-page-load';

// Files on this origin that are not pages: feeds, images, downloads.
const FILE = /\.(xml|json|txt|png|jpe?g|gif|svg|webp|ico|pdf|zip|gz|tgz)$/i;

/** The link a click is on, when the router should take it. */
function routedLink(e: MouseEvent, baseUrl: string): HTMLAnchorElement | null {
  if (e.defaultPrevented || !isPlainClick(e)) return null;
  const a = (e.target as Element | null)?.closest?.('a[href]');
  if (!(a instanceof HTMLAnchorElement)) return null;
  if ((a.target && a.target !== '_self') || a.hasAttribute('download') || a.hasAttribute(PAGE_LOAD_ATTRIBUTE)) return null;
  if (a.origin !== location.origin || !a.pathname.startsWith(baseUrl) || FILE.test(a.pathname)) return null;
  const samePage = a.pathname === location.pathname && a.search === location.search;
  if (samePage && (a.hash || a.getAttribute('href')!.startsWith('#') || a.href.endsWith('#'))) return null;
  return a;
}

/**
 * Takes a click for the router. The page's own handlers run after this
 * listener; one that calls preventDefault (a sidebar category that toggles
 * on its own page) keeps the click for itself. So the browser is stopped
 * at once, the event remembers whether anyone else stopped it too, and the
 * decision waits until the event has been everywhere (a task later: the
 * microtasks of a real click run between its listeners).
 */
function onClick(this: string, e: MouseEvent): void {
  const a = routedLink(e, this);
  if (!a) return;
  const stop = e.preventDefault.bind(e);
  let claimed = false;
  Object.defineProperty(e, 'preventDefault', {
    value: () => {
      claimed = true;
      stop();
    },
  });
  stop();
  setTimeout(() => {
    if (!claimed) void navigate(a.pathname + a.search + a.hash);
  });
}

/** Starts routing link clicks; the runtime calls it before anything else. */
export function listenForLinkClicks(baseUrl: string): void {
  addEventListener('click', onClick.bind(baseUrl), true);
}
