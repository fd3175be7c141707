// The `data` of a doc route, as the docs plugin sends it (plugins/docs/routes.go).
import type { TOCItem } from './docsTOC';

export interface DocRouteData {
  /** Absent on a category's generated index page. */
  id?: string;
  title: string;
  description?: string;
  permalink: string;
  /** The sidebar's id; absent for a doc in no sidebar. */
  sidebar?: string;
  toc: TOCItem[];
  hideTOC: boolean;
  breadcrumbs: Array<{ label: string; href?: string }>;
  previous?: { title: string; permalink: string };
  next?: { title: string; permalink: string };
  unlisted?: boolean;
  editUrl?: string;
  /** The article has no h1 of its own, so the page shows the title as one. */
  syntheticTitle?: boolean;
  version: string;
  pluginId: string;
  /** A category's generated page: the theme lists the category's items. */
  generatedIndex?: boolean;
}

export function sidebarDataKey(sidebarId: string): string {
  return `docs-sidebar-${sidebarId}`;
}
