// Loaded only when site.toml sets an analytics trackingID. Reports a page
// view on each route change after the first (the tag's config call counts
// the first) and a copy event when the visitor copies text, telling code
// from prose. Nothing the visitor copied is sent.
import { onRouteDidUpdate } from '@folio/client';

type Gtag = (...args: unknown[]) => void;

function gtag(...args: unknown[]): void {
  (window as Window & { gtag?: Gtag }).gtag?.(...args);
}

export function trackPageViewsAndCopies(): () => void {
  const stopRoutes = onRouteDidUpdate(({ previousLocation, location }) => {
    if (!previousLocation) return;
    const path = location.pathname + location.search + location.hash;
    if (path === previousLocation.pathname + previousLocation.search + previousLocation.hash) return;
    const pageLocation = window.location.origin + path;
    // A tick later: the new page sets its title in its own effects, after this event.
    setTimeout(() => {
      gtag('set', 'page_path', path);
      gtag('event', 'page_view', { page_title: document.title, page_location: pageLocation, page_path: path });
    }, 0);
  });
  const onCopy = () => {
    const node = document.getSelection()?.anchorNode;
    const element = node instanceof Element ? node : node?.parentElement;
    gtag('event', 'copy', { page_path: window.location.pathname, copy_target: element?.closest('pre, code') ? 'code' : 'text' });
  };
  document.addEventListener('copy', onCopy);
  return () => {
    stopRoutes();
    document.removeEventListener('copy', onCopy);
  };
}
