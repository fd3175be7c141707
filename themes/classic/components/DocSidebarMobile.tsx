// The docs sidebar on narrow screens: the same items, shown in the navbar's
// mobile sidebar as its secondary menu (DocPage puts it there).
import DocSidebarItems from '@theme/DocSidebarItems';
import type { DocsSidebarItem } from '../lib/docsSidebar';

export default function DocSidebarMobile({ items, activePath }: { items: DocsSidebarItem[]; activePath: string }) {
  return (
    <ul className="theme-doc-sidebar-menu menu__list">
      <DocSidebarItems items={items} activePath={activePath} />
    </ul>
  );
}
