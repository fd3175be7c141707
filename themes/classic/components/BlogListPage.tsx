// /blog and /blog/page/N: the newest posts, a page at a time.
import BlogLayout from '@theme/BlogLayout';
import BlogPaginator from '@theme/BlogPaginator';
import BlogPostList from '@theme/BlogPostList';
import type { BlogListPageData } from '@theme/BlogTypes';

export default function BlogListPage({ data }: { data: BlogListPageData }) {
  const { paginator } = data;
  return (
    <BlogLayout title={paginator.page > 1 ? `${data.title} (page ${paginator.page})` : data.title} description={data.description} sidebarKey={data.sidebarKey}>
      <header className="blog-list__header">
        <h1 className="blog-list__title">{data.title}</h1>
        {data.description && data.description !== data.title && <p className="blog-list__description">{data.description}</p>}
      </header>
      <BlogPostList posts={data.posts} />
      <BlogPaginator paginator={paginator} />
    </BlogLayout>
  );
}
