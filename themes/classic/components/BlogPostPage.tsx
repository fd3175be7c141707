// One post. A Markdown post arrives as build-time HTML (`content`, hydrated
// from the DOM); an MDX post as its compiled component (`MDXContent`). The
// article is marked itemprop="articleBody": the feeds take it from here.
import { useRef, type ComponentType } from 'react';
import { Content, lazyComponent } from '@folio/client';
import BlogLayout from '@theme/BlogLayout';
import BlogPostItem from '@theme/BlogPostItem';
import BlogPostPaginator from '@theme/BlogPostPaginator';
import TOC from '@theme/TOC';
import type { BlogPostPageData } from '@theme/BlogTypes';
import { useCodeCopyButtons } from '../lib/codeCopyButtons';

// The edit link: its code loads with the first interaction, as on doc pages.
const DocItemFooter = lazyComponent(() => import('@theme/DocItemFooter'), { hydrate: 'interaction' });

interface BlogPostPageProps {
  data: BlogPostPageData;
  content?: string;
  MDXContent?: ComponentType<{ components?: unknown }>;
}

function UnlistedBanner() {
  return (
    <div className="blog-unlisted" role="note">
      <div className="blog-unlisted__title">Unlisted page</div>
      <p>This page is unlisted: search engines do not index it, and only visitors with a direct link can find it.</p>
    </div>
  );
}

export default function BlogPostPage({ data, content = '', MDXContent }: BlogPostPageProps) {
  const { post } = data;
  const body = useRef<HTMLDivElement>(null);
  useCodeCopyButtons(body, MDXContent ?? content);
  const toc = !data.hideTOC && data.toc && data.toc.length > 0 ? <TOC toc={data.toc} articleSelector=".blog-post__body" /> : undefined;
  return (
    <BlogLayout title={post.title} description={post.description} sidebarKey={data.sidebarKey} currentPost={post} toc={toc}>
      {post.unlisted && <UnlistedBanner />}
      <BlogPostItem post={post}>
        <div ref={body} className="blog-post__body" itemProp="articleBody">
          {MDXContent ? (
            <div className="markdown">
              <MDXContent />
            </div>
          ) : (
            <Content html={content} className="markdown" />
          )}
        </div>
      </BlogPostItem>
      {data.editUrl && <DocItemFooter editUrl={data.editUrl} />}
      <BlogPostPaginator newer={data.prevItem} older={data.nextItem} />
    </BlogLayout>
  );
}
