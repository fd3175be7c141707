// /blog and /blog/page/N: the newest posts, a page at a time.
import BlogPager from '@theme/BlogPager';
import BlogPostList from '@theme/BlogPostList';
import Layout from '@theme/Layout';
import type { BlogListPageData } from '@folio/client';

export default function BlogListPage({ data }: { data: BlogListPageData }) {
  const { paginator } = data;
  return (
    <Layout title={paginator.page > 1 ? `${data.title} (page ${paginator.page})` : data.title} description={data.description}>
      <main className="mn-main mn-blog">
        <h1>{data.title}</h1>
        {data.description && data.description !== data.title && <p className="mn-lead">{data.description}</p>}
        <BlogPostList posts={data.posts} />
        <BlogPager paginator={paginator} />
      </main>
    </Layout>
  );
}
