// The fixed top bar: brand, then the configured items split left and right. At
// 996 px and below, CSS hides the items and shows a toggle for NavbarMobilePanel.
import { useEffect, useState } from 'react';
import { useLocation } from '@folio/client';
import NavbarItem from '@theme/NavbarItem';
import NavbarLogo from '@theme/NavbarLogo';
import NavbarMobilePanel from '@theme/NavbarMobilePanel';
import { classNames } from '../lib/classNames';
import { useThemeConfig } from '../lib/themeConfig';
import './Navbar.css';

// Must match the width in Navbar.css: above it the panel has no reason to stay open.
const DESKTOP = '(min-width: 997px)';

export default function Navbar() {
  const { navbar = {} } = useThemeConfig();
  const items = navbar.items ?? [];
  const left = items.filter((item) => item.position !== 'right');
  const right = items.filter((item) => item.position === 'right');
  const [panelOpen, setPanelOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => setPanelOpen(false), [pathname]);

  useEffect(() => {
    if (!panelOpen) return;
    const desktop = window.matchMedia(DESKTOP);
    const closeOnDesktop = () => desktop.matches && setPanelOpen(false);
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setPanelOpen(false);
    desktop.addEventListener('change', closeOnDesktop);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      desktop.removeEventListener('change', closeOnDesktop);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [panelOpen]);

  return (
    <nav
      aria-label="Main"
      className={classNames('navbar navbar--fixed-top', navbar.style && `navbar--${navbar.style}`)}
    >
      <div className="navbar__inner">
        <div className="navbar__items">
          {items.length > 0 && (
            <button
              type="button"
              className="navbar__toggle"
              aria-label="Toggle navigation bar"
              aria-expanded={panelOpen}
              aria-controls={panelOpen ? 'navbar-panel' : undefined}
              onClick={() => setPanelOpen((was) => !was)}
            >
              <svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true">
                <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
              </svg>
            </button>
          )}
          <NavbarLogo />
          {left.map((item, i) => (
            <NavbarItem key={i} {...item} />
          ))}
        </div>
        <div className="navbar__items navbar__items--right">
          {right.map((item, i) => (
            <NavbarItem key={i} {...item} />
          ))}
        </div>
      </div>
      {panelOpen && <NavbarMobilePanel id="navbar-panel" items={items} onClose={() => setPanelOpen(false)} />}
    </nav>
  );
}
