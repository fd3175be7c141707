// /blog/authors/{author}: one author and their posts, a page at a time.
import { Link } from '@folio/client';
import BlogPager from '@theme/BlogPager';
import BlogPostList from '@theme/BlogPostList';
import Layout from '@theme/Layout';
import type { BlogListPageData } from '@folio/client';

export default function BlogAuthorsPostsPage({ data }: { data: BlogListPageData }) {
  const { author, paginator } = data;
  return (
    <Layout title={data.title} description={data.description}>
      <main className="mn-main mn-blog">
        <h1>{data.title}</h1>
        {author?.title && <p className="mn-lead">{author.title}</p>}
        {author?.description && <p>{author.description}</p>}
        {data.authorsPath && (
          <p>
            <Link to={data.authorsPath}>View all authors</Link>
          </p>
        )}
        <h2>{paginator.totalCount === 1 ? 'One post' : `${paginator.totalCount} posts`}</h2>
        <BlogPostList posts={data.posts} />
        <BlogPager paginator={paginator} />
      </main>
    </Layout>
  );
}
