// <Link>: internal links load the next route ahead of time (the runtime's
// click listener, linkClicks.ts, makes them navigate on the client);
// external links open in a new tab, safely. A
// "pathname:///path" link is a page of this origin that is not part of
// this app (another locale's build, a static file): a plain link, loaded
// by the browser.
import { useEffect, useRef, type AnchorHTMLAttributes } from 'react';
import { useSiteConfig } from './hooks';
import { isExternal, withBaseUrl } from './paths';
import { PAGE_LOAD_ATTRIBUTE } from './linkClicks';
import { prefetchRoute, preloadRoute } from './navigation';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** An internal route ("/docs/intro", "docs/intro#x"). */
  to?: string;
}

const PLAIN_PATH = 'pathname://';

export function Link({ to, href, target, rel, onClick, onMouseEnter, onTouchStart, children, ...rest }: LinkProps) {
  const site = useSiteConfig();
  const raw = to ?? href ?? '#';
  const plain = raw.startsWith(PLAIN_PATH);
  const external = !plain && isExternal(raw);
  const url = external ? raw : withBaseUrl(site.baseUrl, plain ? raw.slice(PLAIN_PATH.length) : raw);
  const ref = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (external || plain || !ref.current) return;
    return prefetchRoute(ref.current, url);
  }, [external, plain, url]);

  if (plain) {
    return (
      <a href={url} target={target} rel={rel} onClick={onClick} {...{ [PAGE_LOAD_ATTRIBUTE]: '' }} {...rest}>
        {children}
      </a>
    );
  }
  if (external) {
    return (
      <a href={url} target={target ?? '_blank'} rel={rel ?? 'noopener noreferrer'} onClick={onClick} {...rest}>
        {children}
      </a>
    );
  }
  // The click itself is the runtime's (linkClicks.ts): it navigates in place.
  return (
    <a
      ref={ref}
      href={url}
      target={target}
      rel={rel}
      onClick={onClick}
      onMouseEnter={(e) => {
        onMouseEnter?.(e);
        preloadRoute(url);
      }}
      onTouchStart={(e) => {
        onTouchStart?.(e);
        preloadRoute(url);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
