// One sidebar entry: a category (with its own items) or a link.
import DocSidebarItemCategory from '@theme/DocSidebarItemCategory';
import DocSidebarItemLink from '@theme/DocSidebarItemLink';
import type { DocSidebarItemProps } from '../lib/docsSidebar';

export default function DocSidebarItem(props: DocSidebarItemProps) {
  return props.item.type === 'category' ? <DocSidebarItemCategory {...props} /> : <DocSidebarItemLink {...props} />;
}
