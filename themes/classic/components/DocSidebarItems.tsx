// One level of the docs sidebar: the visible items (an unlisted one only while
// it is the current page) and the state its sibling categories share.
import { useMemo, useState } from 'react';
import DocSidebarItem from '@theme/DocSidebarItem';
import { isVisibleSidebarItem, type DocsSidebarItem } from '../lib/docsSidebar';
import { SiblingCategoriesContext } from '../lib/docsSidebarSiblings';

interface DocSidebarItemsProps {
  items: DocsSidebarItem[];
  /** The current page's pathname, base URL included. */
  activePath: string;
  level?: number;
  /** The key of the enclosing category ('' at the top). */
  parentKey?: string;
}

export default function DocSidebarItems({ items, activePath, level = 1, parentKey = '' }: DocSidebarItemsProps) {
  const [expandedKey, setExpandedKey] = useState<string | null>(null);
  const siblings = useMemo(() => ({ expandedKey, setExpandedKey }), [expandedKey]);
  return (
    <SiblingCategoriesContext.Provider value={siblings}>
      {items
        .filter((item) => isVisibleSidebarItem(item, activePath))
        .map((item, i) => (
          <DocSidebarItem key={`${i}-${item.label}`} item={item} activePath={activePath} level={level} parentKey={parentKey} />
        ))}
    </SiblingCategoriesContext.Provider>
  );
}
