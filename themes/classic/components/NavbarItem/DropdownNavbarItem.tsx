// A label that opens a menu of links. The menu opens on hover (CSS, so it works
// before hydration) and on click or Enter (state), and closes on Escape, on a
// click or focus outside it, and after navigation.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useSiteConfig } from '@folio/client';
import NavbarItem from '@theme/NavbarItem';
import { classNames } from '../../lib/classNames';
import { isDropdownActive } from '../../lib/navbarActive';
import type { NavbarItemProps } from '../../lib/navbarItemProps';

export default function DropdownNavbarItem({ items = [], label, ariaLabel, className, position, mobile }: NavbarItemProps) {
  const { pathname } = useLocation();
  const { baseUrl } = useSiteConfig();
  const active = isDropdownActive(items, pathname, baseUrl);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const closeIfOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeIfOutside);
    document.addEventListener('touchstart', closeIfOutside);
    document.addEventListener('focusin', closeIfOutside);
    return () => {
      document.removeEventListener('mousedown', closeIfOutside);
      document.removeEventListener('touchstart', closeIfOutside);
      document.removeEventListener('focusin', closeIfOutside);
    };
  }, [open]);

  if (mobile) {
    // The mobile panel lists everything; a collapsible sublist comes with the full sidebar.
    return (
      <li className="menu__list-item">
        <span className={classNames('menu__link menu__link--sublist', className)}>{label}</span>
        <ul className="menu__list">
          {items.map((child, i) => (
            <NavbarItem key={i} {...child} mobile />
          ))}
        </ul>
      </li>
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    }
  };

  return (
    <div
      ref={root}
      onKeyDown={onKeyDown}
      className={classNames(
        'navbar__item dropdown dropdown--hoverable',
        position === 'right' && 'dropdown--right',
        open && 'dropdown--show',
      )}
    >
      {/* A button, not a link: in this cut a dropdown's label only opens its menu. */}
      <button
        ref={button}
        type="button"
        className={classNames('navbar__link', active && 'navbar__link--active', className)}
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={ariaLabel}
        onClick={() => setOpen((was) => !was)}
      >
        {label}
      </button>
      <ul className="dropdown__menu">
        {items.map((child, i) => (
          <NavbarItem key={i} {...child} isDropdownItem />
        ))}
      </ul>
    </div>
  );
}
