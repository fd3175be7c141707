import type { NavbarItemConfig } from './themeConfig';

/**
 * What every navbar item component receives: its config entry plus where it is
 * drawn. The same item renders three ways: in the desktop bar, as an entry of a
 * dropdown menu, and in the mobile panel's list.
 */
export type NavbarItemProps = NavbarItemConfig & {
  mobile?: boolean;
  isDropdownItem?: boolean;
};
