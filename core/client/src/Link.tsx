// <Link>: internal links navigate on the client and load the next route
// ahead of time; external links open in a new tab, safely.
import { useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useSiteConfig } from './hooks';
import { isExternal, withBaseUrl } from './paths';
import { navigate, prefetchRoute, preloadRoute } from './navigation';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** An internal route ("/docs/intro", "docs/intro#x"). */
  to?: string;
}

function isModifiedClick(e: MouseEvent): boolean {
  return e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;
}

export function Link({ to, href, target, rel, onClick, onMouseEnter, onTouchStart, children, ...rest }: LinkProps) {
  const site = useSiteConfig();
  const raw = to ?? href ?? '#';
  const external = isExternal(raw);
  const url = external ? raw : withBaseUrl(site.baseUrl, raw);
  const ref = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (external || !ref.current) return;
    return prefetchRoute(ref.current, url);
  }, [external, url]);

  if (external) {
    return (
      <a href={url} target={target ?? '_blank'} rel={rel ?? 'noopener noreferrer'} onClick={onClick} {...rest}>
        {children}
      </a>
    );
  }
  const onClickInternal = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || isModifiedClick(e) || (target && target !== '_self')) return;
    e.preventDefault();
    void navigate(url);
  };
  return (
    <a
      ref={ref}
      href={url}
      target={target}
      rel={rel}
      onClick={onClickInternal}
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
