// The top bar: brand, then the configured items split left and right, the
// colour-mode switch, and the search box when site.toml configures search
// without placing a search item. At 996 px and below CSS hides the items
// and a toggle opens NavbarMobileSidebar instead. With hideOnScroll the bar
// slides away while the visitor reads down the page.
import { memo, useMemo, useRef } from 'react';
import { ErrorCauseBoundary, lazyComponent, translate } from '@folio/client';
import ColorModeToggle from '@theme/ColorModeToggle';
import NavbarItem from '@theme/NavbarItem';
import { classNames } from '../lib/classNames';
import { useNavbarMobileSidebar } from '../lib/navbarMobileSidebar';
import { useThemeConfig, type NavbarItemConfig } from '../lib/themeConfig';
import './Navbar.css';

/** The crash page's message for an item that failed: the item's config, to find it in site.toml. */
export function navbarItemError(item: NavbarItemConfig, cause: Error): Error {
  return new Error(
    `A theme navbar item failed to render.\nPlease double-check the following navbar item (themeConfig.navbar.items) of your site.toml:\n${JSON.stringify(item, null, 2)}`,
    { cause },
  );
}

// Only opened on narrow screens, by a click: its code loads then (or on the
// first hover, focus or touch of the toggle, to be ready for the click).
const NavbarMobileSidebar = lazyComponent(() => import('@theme/NavbarMobileSidebar'));
// Only on sites that ask for it.
const NavbarHideOnScroll = lazyComponent(() => import('@theme/NavbarHideOnScroll'));
// A link home: its served HTML works until the visitor acts on the page.
const NavbarLogo = lazyComponent(() => import('@theme/NavbarLogo'), { hydrate: 'interaction' });

// Memoised with stable item lists: when the Navbar re-renders (the mobile
// sidebar opens) items whose lazily loaded code has not arrived yet keep
// their server HTML instead of being rendered again from scratch.
const NavbarItems = memo(function NavbarItems({ items }: { items: NavbarItemConfig[] }) {
  return (
    <>
      {items.map((item, i) => (
        <ErrorCauseBoundary key={i} onError={(error) => navbarItemError(item, error)}>
          <NavbarItem {...item} />
        </ErrorCauseBoundary>
      ))}
    </>
  );
});

const SEARCH_ITEM: NavbarItemConfig[] = [{ type: 'search', position: 'right' }];

function MobileSidebarToggle() {
  const { shown, toggle } = useNavbarMobileSidebar();
  return (
    <button
      type="button"
      className="navbar__toggle clean-btn"
      aria-label={translate({ id: 'theme.docs.sidebar.toggleSidebarButtonAriaLabel', message: 'Toggle navigation bar' })}
      aria-expanded={shown}
      onClick={toggle}
      onPointerEnter={NavbarMobileSidebar.preload}
      onFocus={NavbarMobileSidebar.preload}
      onTouchStart={NavbarMobileSidebar.preload}
    >
      <svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true">
        <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
      </svg>
    </button>
  );
}

export default function Navbar() {
  const { navbar = {}, search } = useThemeConfig();
  const items = navbar.items;
  const [left, right] = useMemo(
    () => [(items ?? []).filter((item) => item.position !== 'right'), (items ?? []).filter((item) => item.position === 'right')],
    [items],
  );
  const placeSearch = !!search && !(items ?? []).some((item) => item.type === 'search');
  const mobileSidebar = useNavbarMobileSidebar();
  const navbarRef = useRef<HTMLElement>(null);

  return (
    <nav
      ref={navbarRef}
      aria-label={translate({ id: 'theme.NavBar.navAriaLabel', message: 'Main' })}
      className={classNames(
        'navbar navbar--fixed-top',
        navbar.hideOnScroll && 'navbar--hideable',
        navbar.style && `navbar--${navbar.style}`,
        mobileSidebar.shown && 'navbar-sidebar--show',
      )}
    >
      <div className="navbar__inner">
        <div className="navbar__items">
          {!mobileSidebar.disabled && <MobileSidebarToggle />}
          <NavbarLogo />
          <NavbarItems items={left} />
        </div>
        <div className="navbar__items navbar__items--right">
          <NavbarItems items={right} />
          <ColorModeToggle className="navbar__item navbar__colorModeToggle" />
          {placeSearch && (
            <div className="navbar__search">
              <NavbarItems items={SEARCH_ITEM} />
            </div>
          )}
        </div>
      </div>
      {navbar.hideOnScroll && <NavbarHideOnScroll navbarRef={navbarRef} keepVisible={mobileSidebar.shown} />}
      {mobileSidebar.shown && <NavbarMobileSidebar />}
    </nav>
  );
}
