// A stand-in for @folio/client in the theme's tests: the same names, driven by a
// config and location the test sets, so components render without the router.
// The pure path rules are the runtime's own, imported from its source.
import type { AnchorHTMLAttributes } from 'react';
import { isExternal, withBaseUrl } from '../../../core/client/src/paths';

export { isExternal, withBaseUrl };

let siteConfig: any = {};
let location = { pathname: '/', search: '', hash: '' };

export function setSiteConfig(config: any) {
  siteConfig = config;
}

export function setPathname(pathname: string) {
  location = { pathname, search: '', hash: '' };
}

export const useSiteConfig = () => siteConfig;
export const useLocation = () => location;
export const useRoute = () => ({ path: location.pathname, meta: {} });
export const useBaseUrl = (path: string) => withBaseUrl(siteConfig.baseUrl, path);

export function Head(_props: { title?: string; description?: string }): null {
  return null;
}

// Renders what the runtime's <Link> renders, minus navigation and prefetching.
export function Link({ to, href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string }) {
  const raw = to ?? href ?? '#';
  if (!isExternal(raw)) return <a href={withBaseUrl(siteConfig.baseUrl, raw)} {...rest}>{children}</a>;
  return (
    <a href={raw} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}

export function Content({ html, className }: { html?: string; className?: string }) {
  return <div className={className} data-folio-content="" dangerouslySetInnerHTML={{ __html: html ?? '' }} />;
}
