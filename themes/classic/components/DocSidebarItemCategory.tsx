// A sidebar category. It starts closed or open as the sidebar says, opens when
// it comes to hold the current page, and toggles from its caret button (or its
// label, when it has no page of its own). Its open state survives client-side
// navigation (lib/docsSidebarMemory), not a reload.
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Link } from '@folio/client';
import Collapsible from '@theme/Collapsible';
import DocSidebarItems from '@theme/DocSidebarItems';
import { classNames } from '../lib/classNames';
import { categoryKey, isActiveSidebarItem, isSamePath, type DocSidebarItemProps } from '../lib/docsSidebar';
import { recallCollapsed, recallPreviousPath, rememberCollapsed } from '../lib/docsSidebarMemory';
import { useDocsSidebarConfig } from '../lib/docsThemeConfig';
import { useSiblingCategories } from '../lib/docsSidebarSiblings';

export default function DocSidebarItemCategory({ item, activePath, level, parentKey }: DocSidebarItemProps) {
  const key = categoryKey(parentKey, item.label);
  const collapsible = item.collapsible ?? true;
  const active = isActiveSidebarItem(item, activePath);
  const isCurrentPage = isSamePath(item.href, activePath);
  const { autoCollapseCategories } = useDocsSidebarConfig();
  const { expandedKey, setExpandedKey } = useSiblingCategories();
  const listId = useId();

  const [collapsed, setCollapsed] = useState(() => {
    if (!collapsible) return false;
    const previous = recallPreviousPath();
    const justBecameActive = active && (previous === undefined || !isActiveSidebarItem(item, previous));
    if (justBecameActive) return false;
    return recallCollapsed(key) ?? (active ? false : item.collapsed ?? true);
  });

  // A closed category's items are not rendered until it first opens: a
  // sidebar of a thousand docs would otherwise put every link into every
  // page (and render it on the server a thousand times).
  const [opened, setOpened] = useState(!collapsed);
  if (!collapsed && !opened) setOpened(true);

  const update = (toCollapsed: boolean) => {
    setExpandedKey(toCollapsed ? null : key);
    setCollapsed(toCollapsed);
    rememberCollapsed(key, toCollapsed);
  };

  // Open when the category comes to hold the current page.
  const wasActive = useRef(active);
  useEffect(() => {
    if (active && !wasActive.current && collapsed) update(false);
    wasActive.current = active;
  });

  // Close when a sibling opens, with autoCollapseCategories.
  useEffect(() => {
    if (autoCollapseCategories && collapsible && expandedKey !== null && expandedKey !== key && !collapsed) {
      setCollapsed(true);
      rememberCollapsed(key, true);
    }
  }, [autoCollapseCategories, collapsible, expandedKey, key]);

  const toggleLabel = collapsed ? `Expand sidebar category '${item.label}'` : `Collapse sidebar category '${item.label}'`;

  const onLabelClick = (event: MouseEvent) => {
    // On its own page, the label toggles; elsewhere it navigates there and opens.
    if (isCurrentPage && collapsible) {
      event.preventDefault();
      update(!collapsed);
    } else if (collapsed) {
      update(false);
    }
  };

  let label;
  if (item.href) {
    label = (
      <>
        <Link
          href={item.href}
          className={classNames('menu__link', 'menu__link--sublist', active && 'menu__link--active')}
          aria-current={isCurrentPage ? 'page' : undefined}
          onClick={onLabelClick}
        >
          {item.label}
        </Link>
        {collapsible && (
          <button
            type="button"
            className="clean-btn menu__caret"
            aria-label={toggleLabel}
            aria-expanded={!collapsed}
            aria-controls={listId}
            onClick={() => update(!collapsed)}
          />
        )}
      </>
    );
  } else if (collapsible) {
    label = (
      <button
        type="button"
        className={classNames('menu__link', 'menu__link--sublist', 'menu__link--sublist-caret', active && 'menu__link--active')}
        aria-expanded={!collapsed}
        aria-controls={listId}
        onClick={() => update(!collapsed)}
      >
        {item.label}
      </button>
    );
  } else {
    label = <span className={classNames('menu__link', 'menu__link--sublist', active && 'menu__link--active')}>{item.label}</span>;
  }

  return (
    <li
      className={classNames(
        'theme-doc-sidebar-item-category',
        `theme-doc-sidebar-item-category-level-${level}`,
        'menu__list-item',
        collapsed && 'menu__list-item--collapsed',
        item.className,
      )}
    >
      <div className={classNames('menu__list-item-collapsible', active && 'menu__list-item-collapsible--active')}>{label}</div>
      <Collapsible as="ul" id={listId} className="menu__list" collapsed={collapsed}>
        {opened && <DocSidebarItems items={item.items ?? []} activePath={activePath} level={level + 1} parentKey={key} />}
      </Collapsible>
    </li>
  );
}
