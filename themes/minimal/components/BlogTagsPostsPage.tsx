// /blog/tags/{tag}: the posts carrying one tag, a page at a time.
import { Link } from '@folio/client';
import BlogPager from '@theme/BlogPager';
import BlogPostList from '@theme/BlogPostList';
import Layout from '@theme/Layout';
import type { BlogListPageData } from '@folio/client';

export default function BlogTagsPostsPage({ data }: { data: BlogListPageData }) {
  return (
    <Layout title={data.title} description={data.description}>
      <main className="mn-main mn-blog">
        <h1>{data.title}</h1>
        {data.tagsPath && (
          <p className="mn-lead">
            <Link to={data.tagsPath}>View all tags</Link>
          </p>
        )}
        <BlogPostList posts={data.posts} />
        <BlogPager paginator={data.paginator} />
      </main>
    </Layout>
  );
}
