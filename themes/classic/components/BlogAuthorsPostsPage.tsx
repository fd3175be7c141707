// /blog/authors/{author}: one author and their posts, a page at a time.
import { Link } from '@folio/client';
import BlogAuthor from '@theme/BlogAuthor';
import BlogLayout from '@theme/BlogLayout';
import BlogPaginator from '@theme/BlogPaginator';
import BlogPostList from '@theme/BlogPostList';
import type { BlogListPageData } from '@theme/BlogTypes';

export default function BlogAuthorsPostsPage({ data }: { data: BlogListPageData }) {
  return (
    <BlogLayout title={data.title} description={data.description} sidebarKey={data.sidebarKey}>
      <header className="blog-list__header">
        <h1 className="blog-list__title">{data.title}</h1>
        {data.author && <BlogAuthor author={{ ...data.author, permalink: undefined }} withSocials />}
        {data.author?.description && <p>{data.author.description}</p>}
        {data.authorsPath && <Link to={data.authorsPath}>View all authors</Link>}
      </header>
      <h2 className="blog-list__subtitle">{data.paginator.totalCount === 1 ? 'One post' : `${data.paginator.totalCount} posts`}</h2>
      <BlogPostList posts={data.posts} />
      <BlogPaginator paginator={data.paginator} />
    </BlogLayout>
  );
}
