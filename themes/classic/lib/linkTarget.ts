// Config files give one URL string for logos and footer links; <Link> wants it as
// `to` (an internal route: client-side navigation, base URL applied) or `href` (an
// external URL: new tab, safe rel). The runtime's isExternal draws the line, so
// the theme and <Link> agree on it.
import { isExternal } from '@folio/client';

export function linkTarget(url: string): { to: string } | { href: string } {
  return isExternal(url) ? { href: url } : { to: url };
}
