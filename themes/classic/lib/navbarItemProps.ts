import type { NavbarItemConfig } from './themeConfig';

/**
 * What every navbar item component receives: its config entry plus where it is
 * drawn. The same item renders three ways: in the desktop bar, as an entry of a
 * dropdown menu, and in the mobile sidebar's list. Items built by other items
 * (the locale dropdown's entries) can also force the active state and set the
 * link's language.
 */
export type NavbarItemProps = NavbarItemConfig & {
  mobile?: boolean;
  isDropdownItem?: boolean;
  isActive?: boolean;
  lang?: string;
  hrefLang?: string;
};
