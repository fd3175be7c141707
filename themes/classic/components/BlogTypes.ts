// The props the blog plugin (plugins/blog/pagedata.go) sends to the blog's
// components. Keep the two in step.
import type { TOCItem } from '../lib/docsTOC';

export interface BlogTag {
  label: string;
  permalink: string;
}

export interface BlogTagWithCount extends BlogTag {
  count: number;
}

export interface BlogAuthor {
  key?: string;
  name: string;
  title?: string;
  url?: string;
  imageURL?: string;
  email?: string;
  description?: string;
  socials?: Record<string, string>;
  /** The author's own page, when the author has one. */
  permalink?: string;
}

export interface BlogPostMeta {
  permalink: string;
  title: string;
  description?: string;
  /** ISO 8601, UTC. */
  date: string;
  /** "August 26, 2021", formatted at build time so server and browser agree. */
  formattedDate: string;
  /** Minutes; absent when the site turns reading times off. */
  readingTime?: number;
  tags: BlogTag[];
  authors: BlogAuthor[];
  image?: string;
  unlisted?: boolean;
  hasTruncateMarker: boolean;
}

export interface BlogListItem extends BlogPostMeta {
  excerptHtml: string;
}

export interface BlogPaginatorData {
  page: number;
  totalPages: number;
  postsPerPage: number;
  totalCount: number;
  permalink: string;
  previousPage?: string;
  nextPage?: string;
}

export interface BlogListPageData {
  title: string;
  description?: string;
  sidebarKey: string;
  posts: BlogListItem[];
  paginator: BlogPaginatorData;
  tag?: BlogTagWithCount;
  tagsPath?: string;
  author?: BlogAuthor;
  authorsPath?: string;
}

export interface BlogNavItem {
  title: string;
  permalink: string;
}

export interface BlogPostPageData {
  post: BlogPostMeta;
  sidebarKey: string;
  /** The next newer post. */
  prevItem?: BlogNavItem;
  /** The next older post. */
  nextItem?: BlogNavItem;
  /** The post's headings for the table of contents (themeConfig.tableOfContents levels). */
  toc?: TOCItem[];
  /** The post's hide_table_of_contents. */
  hideTOC?: boolean;
}

export interface BlogSidebarItem {
  title: string;
  permalink: string;
  date: string;
  formattedDate: string;
  year: string;
  unlisted?: boolean;
}

export interface BlogSidebarData {
  title: string;
  items: BlogSidebarItem[];
}
