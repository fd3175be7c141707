// The `search` navbar item. Not drawn yet (it needs data the docs, i18n or search
// plugins provide); it renders nothing so a site whose config names it still builds.
import type { NavbarItemProps } from '../../lib/navbarItemProps';

export default function SearchNavbarItem(_props: NavbarItemProps): null {
  return null;
}
