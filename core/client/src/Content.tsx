// <Content html>: article HTML rendered at build time. The marker attribute
// lets the client hydrate the article from the DOM on first load instead of
// downloading the same HTML again inside the route data. Links inside the
// article preload on hover, like <Link> (clicks are linkClicks.ts's).
import type { MouseEvent } from 'react';
import { preloadRoute } from './navigation';

export const CONTENT_ATTRIBUTE = 'data-folio-content';

/** The article link the pointer is over, when it leads to another page of the site. */
function internalLink(e: MouseEvent): HTMLAnchorElement | null {
  const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!a || a.origin !== window.location.origin || a.pathname === window.location.pathname) return null;
  return a;
}

function onMouseOver(e: MouseEvent<HTMLDivElement>) {
  const a = internalLink(e);
  if (a) preloadRoute(a.href);
}

export function Content({ html, className }: { html?: string; className?: string }) {
  return (
    <div
      className={className}
      {...{ [CONTENT_ATTRIBUTE]: '' }}
      onMouseOver={onMouseOver}
      dangerouslySetInnerHTML={{ __html: html ?? '' }}
    />
  );
}
