// <Content html>: article HTML rendered at build time. The marker attribute
// lets the client hydrate the article from the DOM on first load instead of
// downloading the same HTML again inside the route data. Links inside the
// article navigate on the client and preload on hover, like <Link>.
import type { MouseEvent } from 'react';
import { isPlainClick, navigate, preloadRoute } from './navigation';

export const CONTENT_ATTRIBUTE = 'data-folio-content';

/** The article link a click or hover is about, if the router should take it. */
function internalLink(e: MouseEvent): HTMLAnchorElement | null {
  const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!a || a.origin !== window.location.origin) return null;
  if ((a.target && a.target !== '_self') || a.hasAttribute('download')) return null;
  // Files the router does not serve (feeds, images, downloads).
  if (/\.(xml|json|txt|png|jpe?g|gif|svg|webp|pdf|zip)$/i.test(a.pathname)) return null;
  return a;
}

function onClick(e: MouseEvent<HTMLDivElement>) {
  if (e.defaultPrevented || !isPlainClick(e)) return;
  const a = internalLink(e);
  // Same-page anchors keep the browser's own jump.
  if (!a || (a.pathname === window.location.pathname && a.search === window.location.search && a.hash)) return;
  e.preventDefault();
  void navigate(a.pathname + a.search + a.hash);
}

function onMouseOver(e: MouseEvent<HTMLDivElement>) {
  const a = internalLink(e);
  if (a && a.pathname !== window.location.pathname) preloadRoute(a.href);
}

export function Content({ html, className }: { html?: string; className?: string }) {
  return (
    <div
      className={className}
      {...{ [CONTENT_ATTRIBUTE]: '' }}
      onClick={onClick}
      onMouseOver={onMouseOver}
      dangerouslySetInnerHTML={{ __html: html ?? '' }}
    />
  );
}
