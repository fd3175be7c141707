// A sidebar link: a doc of the site, or an external page (new tab, marked).
import { isExternal, Link } from '@folio/client';
import { classNames } from '../lib/classNames';
import { isActiveSidebarItem, type DocSidebarItemProps } from '../lib/docsSidebar';

export default function DocSidebarItemLink({ item, activePath, level }: DocSidebarItemProps) {
  const href = item.href ?? '#';
  const active = isActiveSidebarItem(item, activePath);
  const external = isExternal(href);
  return (
    <li
      className={classNames(
        'theme-doc-sidebar-item-link',
        `theme-doc-sidebar-item-link-level-${level}`,
        'menu__list-item',
        item.className,
      )}
    >
      <Link
        href={href}
        className={classNames('menu__link', external && 'menu__link--external', active && 'menu__link--active')}
        aria-current={active ? 'page' : undefined}
      >
        {item.label}
      </Link>
    </li>
  );
}
