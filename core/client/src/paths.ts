// Path rules shared by the router and Link. The Go core applies the same
// normalisation (core/route) when it writes the manifest.

/**
 * The form of a pathname used to look a route up: a trailing ".html" or
 * "/index.html" is dropped (SPEC §2), and so is a trailing slash, so that
 * "/community", "/community/" and "/community/index.html" find one route.
 */
export function normalizePath(pathname: string): string {
  let p = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return p || '/';
}

/** Joins the site's base URL and a site-relative path; absolute URLs pass through. */
export function withBaseUrl(baseUrl: string, path: string): string {
  if (isExternal(path) || path.startsWith('#') || path.startsWith('data:')) return path;
  if (path.startsWith(baseUrl)) return path;
  return baseUrl.replace(/\/$/, '') + '/' + path.replace(/^\//, '');
}

/** True for URLs that leave the site: a scheme or a protocol-relative "//". */
export function isExternal(href: string): boolean {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
}
