// The top bar's links, from themeConfig.navbar.items. The minimal theme
// draws every item as one plain link: a dropdown contributes its entries,
// doc and docSidebar items become links to their doc, and the kinds that
// need widgets (search box, version and locale menus, raw HTML) are left
// out; the bar has its own link to the search page instead.

export interface NavbarItemConfig {
  type?: string;
  label?: string;
  to?: string;
  href?: string;
  docId?: string;
  sidebarId?: string;
  items?: NavbarItemConfig[];
}

export interface NavLink {
  label: string;
  /** An internal route, or an external URL. */
  url: string;
  /** The docs sidebar whose pages make this link current. */
  sidebar?: string;
}

/** The docs plugin's global data, as far as links need it. */
export interface DocsGlobalData {
  versions: Array<{
    name: string;
    isLast: boolean;
    docs: Array<{ id: string; path: string; sidebar?: string }>;
    sidebars: Record<string, { link?: { path: string; label: string } }>;
  }>;
}

/** Kinds this theme deliberately does not draw. */
const WIDGET_KINDS = new Set(['search', 'html', 'localeDropdown', 'docsVersion', 'docsVersionDropdown']);

function latestVersion(docs: DocsGlobalData | undefined, kind: string) {
  const version = docs?.versions.find((v) => v.isLast) ?? docs?.versions[0];
  if (!version) throw new Error(`A "${kind}" navbar item needs the docs plugin: add [[plugins]] name = "docs" to site.toml.`);
  return version;
}

function linkOf(item: NavbarItemConfig, docs: DocsGlobalData | undefined): NavLink[] {
  const kind = item.type ?? 'default';
  if (item.items && (kind === 'default' || kind === 'dropdown')) {
    return item.items.flatMap((child) => linkOf(child, docs));
  }
  if (WIDGET_KINDS.has(kind)) return [];
  if (kind === 'docSidebar') {
    const version = latestVersion(docs, kind);
    const link = item.sidebarId ? version.sidebars[item.sidebarId]?.link : undefined;
    if (!link) throw new Error(`The "docSidebar" navbar item "${item.label ?? ''}" names sidebar "${item.sidebarId ?? ''}", which has no docs.`);
    return [{ label: item.label ?? link.label, url: link.path, sidebar: item.sidebarId }];
  }
  if (kind === 'doc') {
    const doc = latestVersion(docs, kind).docs.find((d) => d.id === item.docId);
    if (!doc) throw new Error(`The "doc" navbar item "${item.label ?? ''}" names doc "${item.docId ?? ''}", which does not exist.`);
    return [{ label: item.label ?? doc.id, url: doc.path, sidebar: doc.sidebar }];
  }
  if (kind !== 'default') throw new Error(`Unknown navbar item type "${kind}" in themeConfig.navbar.items.`);
  const url = item.to ?? item.href;
  return url ? [{ label: item.label ?? url, url }] : [];
}

/** The links of the top bar, in the order site.toml lists them. */
export function navLinks(items: NavbarItemConfig[] | undefined, docs: DocsGlobalData | undefined): NavLink[] {
  return (items ?? []).flatMap((item) => linkOf(item, docs));
}
