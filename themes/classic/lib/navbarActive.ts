// When a navbar link counts as "the section you are in". Pure functions of the
// config and the current pathname, so server and browser agree and tests need no
// DOM. `pathname` is the browser's, base URL included, so config paths get the
// base URL prepended (the runtime's withBaseUrl, as <Link> does) before comparing.
import { isExternal, withBaseUrl } from '@folio/client';
import type { NavbarItemConfig } from './themeConfig';

function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * True when `pathname` is `base` or lies below it. Compared per segment, so
 * "/docs" is active on "/docs/intro" but not on "/docs-old", and a trailing
 * slash on either side doesn't matter.
 */
export function isPathUnder(pathname: string, base: string): boolean {
  const p = stripTrailingSlash(pathname);
  const b = stripTrailingSlash(base);
  if (b === '/') return p === '/';
  return p === b || p.startsWith(b + '/');
}

/** Whether a default (link) navbar item is active on `pathname`. */
export function isNavbarItemActive(
  item: NavbarItemConfig,
  pathname: string,
  baseUrl: string,
): boolean {
  if (item.activeBaseRegex) return new RegExp(item.activeBaseRegex).test(pathname);
  // An external `href` never marks a page of ours active, unless the item names
  // the local section it stands for with activeBasePath.
  const local = item.activeBasePath ?? item.to;
  if (!local || isExternal(local)) return false;
  return isPathUnder(pathname, withBaseUrl(baseUrl, local));
}

/** A dropdown is active when one of its entries is. */
export function isDropdownActive(
  items: NavbarItemConfig[] | undefined,
  pathname: string,
  baseUrl: string,
): boolean {
  return (items ?? []).some((item) => isNavbarItemActive(item, pathname, baseUrl));
}
