// Sidebar rules that depend only on the sidebar data and the current path, so
// the server and the browser agree and tests need no DOM. Items arrive from the
// docs plugin as shared data (SPEC §3): links and categories.
import { normalizePath } from '@folio/client';

export interface DocsSidebarItem {
  type: 'link' | 'category';
  label: string;
  href?: string;
  docId?: string;
  unlisted?: boolean;
  linkUnlisted?: boolean;
  items?: DocsSidebarItem[];
  collapsed?: boolean;
  collapsible?: boolean;
  className?: string;
}

/** The same page, with or without ".html", "/index.html" or a trailing slash (the router's rule). */
export function isSamePath(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && normalizePath(a) === normalizePath(b);
}

/** An item is active when it is the current page, or a category holding it. */
export function isActiveSidebarItem(item: DocsSidebarItem, pathname: string): boolean {
  if (item.type !== 'category') return isSamePath(item.href, pathname);
  return pathsUnder(item).has(normalizedCurrent(pathname));
}

// The pages under each category, found once per category object. Sidebar
// data outlives renders (the render worker and the browser keep it), and
// walking the whole subtree for every category on every page made a
// 10,000-page site quadratic to build.
const pathsUnderCategory = new WeakMap<DocsSidebarItem, Set<string>>();

function pathsUnder(category: DocsSidebarItem): Set<string> {
  let paths = pathsUnderCategory.get(category);
  if (!paths) {
    paths = new Set();
    if (category.href !== undefined) paths.add(normalizePath(category.href));
    for (const child of category.items ?? []) {
      if (child.type === 'category') for (const p of pathsUnder(child)) paths.add(p);
      else if (child.href !== undefined) paths.add(normalizePath(child.href));
    }
    pathsUnderCategory.set(category, paths);
  }
  return paths;
}

// A render asks about the same current path for every category it draws.
let lastPathname: string | undefined;
let lastNormalized = '';
function normalizedCurrent(pathname: string): string {
  if (pathname !== lastPathname) {
    lastPathname = pathname;
    lastNormalized = normalizePath(pathname);
  }
  return lastNormalized;
}

/**
 * Whether the sidebar shows an item: an unlisted link only while it is the
 * current page; a category when it is active, has a listed page of its own, or
 * shows at least one child (SPEC §5).
 */
export function isVisibleSidebarItem(item: DocsSidebarItem, pathname: string): boolean {
  if (item.type === 'link') return !item.unlisted || isActiveSidebarItem(item, pathname);
  if (isActiveSidebarItem(item, pathname)) return true;
  if (item.href && !item.linkUnlisted) return true;
  return (item.items ?? []).some((child) => isVisibleSidebarItem(child, pathname));
}

/** The categories from the top of the sidebar down to the current page, by label path. */
export function activeCategoryKeys(items: DocsSidebarItem[], pathname: string, prefix = ''): string[] {
  for (const item of items) {
    if (item.type !== 'category' || !isActiveSidebarItem(item, pathname)) continue;
    const key = categoryKey(prefix, item.label);
    return [key, ...activeCategoryKeys(item.items ?? [], pathname, key)];
  }
  return [];
}

/** A category's identity across renders: the labels of its ancestors and its own. */
export function categoryKey(parentKey: string, label: string): string {
  return parentKey ? `${parentKey}/${label}` : label;
}

/** The category whose own page is `href` (a generated index lists its items). */
export function findCategoryByHref(items: DocsSidebarItem[], href: string): DocsSidebarItem | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (isSamePath(item.href, href)) return item;
    const inner = findCategoryByHref(item.items ?? [], href);
    if (inner) return inner;
  }
  return undefined;
}

/** What each sidebar entry component receives. */
export interface DocSidebarItemProps {
  item: DocsSidebarItem;
  /** The current page's pathname, base URL included. */
  activePath: string;
  /** 1 at the top of the sidebar. */
  level: number;
  /** The key of the enclosing category ('' at the top). */
  parentKey: string;
}
