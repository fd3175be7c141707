// The props the built-in plugins send to this theme's route components, as
// far as the minimal theme reads them. The plugins are the source of truth:
// plugins/docs/routes.go, plugins/blog/pagedata.go, plugins/redirects.
import type { ComponentType } from 'react';

/** An .mdx page arrives compiled; the theme passes its MDX components in. */
export type MDXContentType = ComponentType<{ components?: Record<string, unknown> }>;

export interface PageLink {
  title: string;
  permalink: string;
}

export interface TOCItem {
  /** Heading HTML (inline code, emphasis) from the Markdown pipeline. */
  value: string;
  id: string;
  level: number;
  children?: TOCItem[];
}

export interface SidebarItem {
  type: 'link' | 'category';
  label: string;
  href?: string;
  unlisted?: boolean;
  linkUnlisted?: boolean;
  items?: SidebarItem[];
}

export interface DocRouteData {
  title: string;
  description?: string;
  permalink: string;
  /** The sidebar's id; absent for a doc in no sidebar. */
  sidebar?: string;
  toc: TOCItem[];
  hideTOC: boolean;
  breadcrumbs: Array<{ label: string; href?: string }>;
  previous?: PageLink;
  next?: PageLink;
  unlisted?: boolean;
  editUrl?: string;
  /** The article has no h1 of its own: the page shows the title as one. */
  syntheticTitle?: boolean;
  version: string;
  pluginId: string;
  /** A category's own page: the theme lists the category's items. */
  generatedIndex?: boolean;
}

export interface BlogTag {
  label: string;
  permalink: string;
}

export interface BlogAuthor {
  key?: string;
  name: string;
  title?: string;
  url?: string;
  description?: string;
  /** The author's own page, when the author has one. */
  permalink?: string;
}

export interface BlogPostMeta {
  permalink: string;
  title: string;
  description?: string;
  /** ISO 8601, UTC. */
  date: string;
  /** Formatted at build time, so server and browser agree. */
  formattedDate: string;
  /** Minutes; absent when the site turns reading times off. */
  readingTime?: number;
  tags: BlogTag[];
  authors: BlogAuthor[];
  unlisted?: boolean;
  hasTruncateMarker: boolean;
}

export interface BlogListItem extends BlogPostMeta {
  excerptHtml: string;
}

export interface BlogPaginatorData {
  page: number;
  totalPages: number;
  totalCount: number;
  previousPage?: string;
  nextPage?: string;
}

/** The blog list, a tag's posts and an author's posts. */
export interface BlogListPageData {
  title: string;
  description?: string;
  posts: BlogListItem[];
  paginator: BlogPaginatorData;
  tagsPath?: string;
  author?: BlogAuthor;
  authorsPath?: string;
}

export interface BlogPostPageData {
  post: BlogPostMeta;
  /** The next newer post. */
  prevItem?: PageLink;
  /** The next older post. */
  nextItem?: PageLink;
}
