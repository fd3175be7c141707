// Which sidebar entries show and which are open. The rules read only the
// sidebar data and the current doc's permalink (both from the docs plugin,
// in the same form), so the server and the browser agree.
import type { DocSidebarItem as SidebarItem } from '@folio/client';

/** "/docs/react/" and "/docs/react" are one page. */
function samePath(a: string | undefined, b: string): boolean {
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);
  return a !== undefined && trim(a) === trim(b);
}

/** The current page, or a category holding it. */
export function isActiveItem(item: SidebarItem, permalink: string): boolean {
  if (samePath(item.href, permalink)) return true;
  return (item.items ?? []).some((child) => isActiveItem(child, permalink));
}

/**
 * Unlisted links show only while they are the current page; a category
 * shows when it is active, has a listed page of its own, or shows a child
 * (SPEC §5).
 */
export function isVisibleItem(item: SidebarItem, permalink: string): boolean {
  if (isActiveItem(item, permalink)) return true;
  if (item.type === 'link') return !item.unlisted;
  if (item.href && !item.linkUnlisted) return true;
  return (item.items ?? []).some((child) => isVisibleItem(child, permalink));
}

/** The category whose own page is `permalink` (a generated index lists its items). */
export function findCategory(items: SidebarItem[], permalink: string): SidebarItem | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (samePath(item.href, permalink)) return item;
    const inner = findCategory(item.items ?? [], permalink);
    if (inner) return inner;
  }
  return undefined;
}
