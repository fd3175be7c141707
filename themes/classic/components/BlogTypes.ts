// The props the blog plugin sends to the blog's components. Their types are
// generated from plugins/blog's Go types into @folio/client (cmd/typesgen);
// some carry this theme's older names.
export type {
  BlogTag,
  BlogAuthor,
  BlogPostMeta,
  BlogListItem,
  BlogListPageData,
  BlogNavItem,
  BlogPostPageData,
  BlogSidebarItem,
  BlogTagInfo as BlogTagWithCount,
  BlogPaginator as BlogPaginatorData,
  BlogSidebar as BlogSidebarData,
} from '@folio/client';
