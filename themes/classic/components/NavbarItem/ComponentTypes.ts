// The navbar item kinds this theme knows, by their `type` in site.toml. Each
// kind's code loads only on a site whose navbar uses it (lazyComponent: the
// server renders them whole, the browser hydrates them when their code
// arrives). The kinds that are links or plain HTML, and the search button,
// keep their served HTML, which works as it is, until the visitor first
// interacts with the page. A
// site adds kinds by shadowing this file (`custom-*` types).
import type { ComponentType } from 'react';
import { lazyComponent } from '@folio/client';
import type { NavbarItemProps } from '../../lib/navbarItemProps';

const LINK = { hydrate: 'interaction' } as const;

const ComponentTypes: Record<string, ComponentType<NavbarItemProps>> = {
  default: lazyComponent(() => import('@theme/NavbarItem/DefaultNavbarItem'), LINK),
  html: lazyComponent(() => import('@theme/NavbarItem/HtmlNavbarItem'), LINK),
  dropdown: lazyComponent(() => import('@theme/NavbarItem/DropdownNavbarItem')),
  doc: lazyComponent(() => import('@theme/NavbarItem/DocNavbarItem'), LINK),
  docSidebar: lazyComponent(() => import('@theme/NavbarItem/DocSidebarNavbarItem'), LINK),
  docsVersion: lazyComponent(() => import('@theme/NavbarItem/DocsVersionNavbarItem'), LINK),
  docsVersionDropdown: lazyComponent(() => import('@theme/NavbarItem/DocsVersionDropdownNavbarItem')),
  localeDropdown: lazyComponent(() => import('@theme/NavbarItem/LocaleDropdownNavbarItem')),
  // Its button and keys work before: lib/searchCapture.ts.
  search: lazyComponent(() => import('@theme/NavbarItem/SearchNavbarItem'), LINK),
};

export default ComponentTypes;
