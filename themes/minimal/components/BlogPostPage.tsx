// One post. Markdown arrives as build-time HTML (hydrated from the served
// page), MDX as its compiled component. The body is marked
// itemprop="articleBody": the feeds take it from here.
import { Content } from '@folio/client';
import BlogPostMeta from '@theme/BlogPostMeta';
import Layout from '@theme/Layout';
import MarkdownLink from '@theme/MarkdownLink';
import MDXComponents from '@theme/MDXComponents';
import PageNav from '@theme/PageNav';
import type { BlogPostPageData, MDXContentType } from '@folio/client';

interface BlogPostPageProps {
  data: BlogPostPageData;
  content?: string;
  MDXContent?: MDXContentType;
}

export default function BlogPostPage({ data, content, MDXContent }: BlogPostPageProps) {
  const { post } = data;
  return (
    <Layout title={post.title} description={post.description}>
      <main className="mn-main mn-blog">
        {post.unlisted && (
          <p className="mn-note" role="note">
            This post is unlisted: search engines do not index it, and only visitors with a direct link can find it.
          </p>
        )}
        <article className="mn-post">
          <h1>{post.title}</h1>
          <BlogPostMeta post={post} />
          <MarkdownLink />
          <div className="mn-prose" itemProp="articleBody">
            {MDXContent ? <MDXContent components={MDXComponents} /> : <Content html={content} />}
          </div>
        </article>
        <PageNav label="Blog post page navigation" previous={data.prevItem} next={data.nextItem} previousText="Newer post" nextText="Older post" />
      </main>
    </Layout>
  );
}
