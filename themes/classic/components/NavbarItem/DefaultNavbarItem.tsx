// A plain link: `to` for a page of the site, `href` for anywhere else.
import { Link, useLocation, useSiteConfig } from '@folio/client';
import IconExternalLink, { showsExternalLinkIcon } from '@theme/Icon/ExternalLink';
import { classNames } from '../../lib/classNames';
import { isNavbarItemActive } from '../../lib/navbarActive';
import type { NavbarItemProps } from '../../lib/navbarItemProps';

export default function DefaultNavbarItem({ mobile, isDropdownItem, isActive, lang, hrefLang, ...item }: NavbarItemProps) {
  const { pathname } = useLocation();
  const { baseUrl } = useSiteConfig();
  const active = isActive ?? isNavbarItemActive(item, pathname, baseUrl);
  // Each place the item can appear has its own class family.
  const base = mobile ? 'menu__link' : isDropdownItem ? 'dropdown__link' : 'navbar__item navbar__link';
  const activeClass = mobile ? 'menu__link--active' : isDropdownItem ? 'dropdown__link--active' : 'navbar__link--active';
  const link = (
    <Link
      {...(item.to !== undefined ? { to: item.to } : { href: item.href })}
      className={classNames(base, active && activeClass, item.className)}
      aria-label={item.ariaLabel}
      target={item.target}
      rel={item.rel}
      lang={lang}
      hrefLang={hrefLang}
    >
      {item.label}
      {/* Smaller inside a dropdown menu, as in Docusaurus. */}
      {showsExternalLinkIcon(item) && <IconExternalLink {...(isDropdownItem && { width: 12, height: 12 })} />}
    </Link>
  );
  if (mobile) return <li className="menu__list-item">{link}</li>;
  if (isDropdownItem) return <li>{link}</li>;
  return link;
}
