// /blog/tags/{tag}: the posts carrying one tag, a page at a time.
import { Link } from '@folio/client';
import BlogLayout from '@theme/BlogLayout';
import BlogPaginator from '@theme/BlogPaginator';
import BlogPostList from '@theme/BlogPostList';
import type { BlogListPageData } from '@theme/BlogTypes';

export default function BlogTagsPostsPage({ data }: { data: BlogListPageData }) {
  return (
    <BlogLayout title={data.title} description={data.description} sidebarKey={data.sidebarKey}>
      <header className="blog-list__header">
        <h1 className="blog-list__title">{data.title}</h1>
        {data.tag?.description && <p>{data.tag.description}</p>}
        {data.tagsPath && <Link to={data.tagsPath}>View all tags</Link>}
      </header>
      <BlogPostList posts={data.posts} />
      <BlogPaginator paginator={data.paginator} />
    </BlogLayout>
  );
}
