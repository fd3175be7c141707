// The docs sidebar as nested lists. Categories are native <details>, open
// on the way to the current page: no script, no animation. Unlisted entries
// stay hidden unless they are the page being read.
import { Link, isExternal } from '@folio/client';
import { isActiveItem, isVisibleItem } from '../lib/sidebar';
import type { DocSidebarItem as SidebarItem } from '@folio/client';

function Entry({ item, permalink }: { item: SidebarItem; permalink: string }) {
  const active = isActiveItem(item, permalink);
  const current = active && item.href !== undefined && item.type === 'link';
  const label = item.href ? (
    <Link {...(isExternal(item.href) ? { href: item.href } : { to: item.href })} aria-current={current ? 'page' : undefined}>
      {item.label}
    </Link>
  ) : (
    item.label
  );
  if (item.type !== 'category') return <li>{label}</li>;
  return (
    <li>
      <details open={active}>
        <summary>{label}</summary>
        <Entries items={item.items ?? []} permalink={permalink} />
      </details>
    </li>
  );
}

function Entries({ items, permalink }: { items: SidebarItem[]; permalink: string }) {
  return (
    <ul>
      {items
        .filter((item) => isVisibleItem(item, permalink))
        .map((item, i) => (
          <Entry key={`${i}-${item.label}`} item={item} permalink={permalink} />
        ))}
    </ul>
  );
}

export default function DocSidebar({ items, permalink }: { items: SidebarItem[]; permalink: string }) {
  return (
    <nav className="mn-sidebar" aria-label="Docs sidebar">
      <Entries items={items} permalink={permalink} />
    </nav>
  );
}
