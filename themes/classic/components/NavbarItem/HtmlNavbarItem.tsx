// Raw HTML from the site config (`value`), for things a link can't express. The
// config is written by the site's maintainers, so it is trusted like a template.
import { classNames } from '../../lib/classNames';
import type { NavbarItemProps } from '../../lib/navbarItemProps';

export default function HtmlNavbarItem({ value = '', className, mobile, isDropdownItem }: NavbarItemProps) {
  const html = { __html: value };
  if (mobile) return <li className={classNames('menu__list-item', className)} dangerouslySetInnerHTML={html} />;
  if (isDropdownItem) return <li className={className} dangerouslySetInnerHTML={html} />;
  return <div className={classNames('navbar__item', className)} dangerouslySetInnerHTML={html} />;
}
