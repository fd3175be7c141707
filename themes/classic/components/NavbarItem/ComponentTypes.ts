// The navbar item kinds this theme knows, by their `type` in site.toml. Plain
// links and raw HTML are on nearly every site and tiny; every other kind's code
// loads only on a site whose navbar uses it (lazyComponent: the server renders
// them whole, the browser hydrates them when their code arrives). A site adds
// kinds by shadowing this file (`custom-*` types).
import type { ComponentType } from 'react';
import { lazyComponent } from '@folio/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';
import type { NavbarItemProps } from '../../lib/navbarItemProps';

const ComponentTypes: Record<string, ComponentType<NavbarItemProps>> = {
  default: DefaultNavbarItem,
  html: HtmlNavbarItem,
  dropdown: lazyComponent(() => import('@theme/NavbarItem/DropdownNavbarItem')),
  doc: lazyComponent(() => import('@theme/NavbarItem/DocNavbarItem')),
  docSidebar: lazyComponent(() => import('@theme/NavbarItem/DocSidebarNavbarItem')),
  docsVersion: lazyComponent(() => import('@theme/NavbarItem/DocsVersionNavbarItem')),
  docsVersionDropdown: lazyComponent(() => import('@theme/NavbarItem/DocsVersionDropdownNavbarItem')),
  localeDropdown: lazyComponent(() => import('@theme/NavbarItem/LocaleDropdownNavbarItem')),
  search: lazyComponent(() => import('@theme/NavbarItem/SearchNavbarItem')),
};

export default ComponentTypes;
