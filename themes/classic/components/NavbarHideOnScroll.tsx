// Renders nothing: with navbar.hideOnScroll, the Navbar mounts it (lazily)
// to slide the bar away while the visitor reads down the page.
import type { RefObject } from 'react';
import { useHideOnScroll } from '../lib/hideableNavbar';

interface NavbarHideOnScrollProps {
  navbarRef: RefObject<HTMLElement | null>;
  /** The mobile sidebar is open: the bar stays. */
  keepVisible: boolean;
}

export default function NavbarHideOnScroll({ navbarRef, keepVisible }: NavbarHideOnScrollProps): null {
  useHideOnScroll(navbarRef, keepVisible);
  return null;
}
