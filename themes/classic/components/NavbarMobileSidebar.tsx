// The navbar at 996 px and below, opened by the toggle: the brand, the
// colour switch and a close button, then either the page's own menu (the
// secondary menu, e.g. the docs sidebar) with a 'Back to main menu' button,
// or the navbar's items (the primary menu). Keyboard: focus moves in when it
// opens, Tab stays inside, Escape closes it and returns to the toggle.
import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { translate } from '@folio/client';
import ColorModeToggle from '@theme/ColorModeToggle';
import NavbarItem from '@theme/NavbarItem';
import NavbarLogo from '@theme/NavbarLogo';
import { classNames } from '../lib/classNames';
import { useNavbarMobileSidebar } from '../lib/navbarMobileSidebar';
import { useNavbarSecondaryMenu } from '../lib/navbarSecondaryMenu';
import { useThemeConfig } from '../lib/themeConfig';
import './NavbarMobileSidebar.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

function focusToggle() {
  document.querySelector<HTMLElement>('.navbar__toggle')?.focus();
}

export default function NavbarMobileSidebar() {
  const { navbar } = useThemeConfig();
  const { close } = useNavbarMobileSidebar();
  const secondary = useNavbarSecondaryMenu();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    root.current?.querySelector<HTMLElement>('.navbar-sidebar__close')?.focus();
  }, []);

  const closeAndReturn = () => {
    close();
    focusToggle();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeAndReturn();
      return;
    }
    if (event.key !== 'Tab' || !root.current) return;
    const focusable = [...root.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  // A followed link closes the sidebar, even one to the page already shown.
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a[href]')) close();
  };

  const backLabel = translate({ id: 'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel', message: 'Back to main menu' });
  return (
    <>
      {/* A click beside the sidebar closes it. */}
      <div role="presentation" className="navbar-sidebar__backdrop" onClick={close} />
      <div
        ref={root}
        className="navbar-sidebar"
        role="dialog"
        aria-modal="true"
        aria-label={translate({ id: 'theme.navbar.mobileSidebar.ariaLabel', message: 'Navigation' })}
        onKeyDown={onKeyDown}
      >
        <div className="navbar-sidebar__brand" onClick={closeOnLink}>
          <NavbarLogo />
          <ColorModeToggle className="navbar-sidebar__colorModeToggle" />
          <button
            type="button"
            className="navbar-sidebar__close clean-btn"
            aria-label={translate({ id: 'theme.docs.sidebar.closeSidebarButtonAriaLabel', message: 'Close navigation bar' })}
            onClick={closeAndReturn}
          >
            <svg viewBox="0 0 15 15" width="18" height="18" aria-hidden="true">
              <path stroke="currentColor" strokeWidth="2" d="M1 1l13 13M14 1L1 14" />
            </svg>
          </button>
        </div>
        <div
          className={classNames('navbar-sidebar__items', secondary.shown && 'navbar-sidebar__items--show-secondary')}
          onClick={closeOnLink}
        >
          {secondary.shown ? (
            <div className="navbar-sidebar__item menu">
              <button type="button" className="navbar-sidebar__back clean-btn" onClick={secondary.hide}>
                {backLabel}
              </button>
              {secondary.content}
            </div>
          ) : (
            <div className="navbar-sidebar__item menu">
              <ul className="menu__list">
                {(navbar?.items ?? []).map((item, i) => (
                  <NavbarItem key={i} {...item} mobile />
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
    </>
  );
}
