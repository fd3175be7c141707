// The narrow-screen menu: every navbar item, stacked, in a panel under the bar.
// A stand-in for the full mobile sidebar (secondary menu, scroll lock, back button).
import type { MouseEvent } from 'react';
import NavbarItem from '@theme/NavbarItem';
import type { NavbarItemConfig } from '../lib/themeConfig';

interface NavbarMobilePanelProps {
  id: string;
  items: NavbarItemConfig[];
  onClose: () => void;
}

export default function NavbarMobilePanel({ id, items, onClose }: NavbarMobilePanelProps) {
  // Following a link closes the panel even when it leads to the current page,
  // where no location change would close it.
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) onClose();
  };
  return (
    <div id={id} className="navbar__panel" onClick={closeOnLink}>
      <ul className="menu__list">
        {items.map((item, i) => (
          <NavbarItem key={i} {...item} mobile />
        ))}
      </ul>
    </div>
  );
}
