// A post: on list pages its excerpt under a linked title and a "Read more"
// link; on its own page the whole article under the h1.
import type { ReactNode } from 'react';
import { Link, lazyComponent } from '@folio/client';
import BlogAuthor from '@theme/BlogAuthor';
import BlogTagsInline from '@theme/BlogTagsInline';
import type { BlogPostMeta } from '@theme/BlogTypes';
import './Blog.css';

// "Copy page" keeps its served link until the reader first acts on the page.
const CopyPage = lazyComponent(() => import('@theme/CopyPage'), { hydrate: 'interaction' });

interface BlogPostItemProps {
  post: BlogPostMeta;
  /** True on list pages: a linked h2 title, and "Read more" after an excerpt. */
  inList?: boolean;
  children?: ReactNode;
}

/** "3 min read": the plugin counts 200 words a minute; a short post still takes one. */
export function readingTimeText(minutes: number): string {
  return `${Math.max(1, Math.ceil(minutes))} min read`;
}

export default function BlogPostItem({ post, inList = false, children }: BlogPostItemProps) {
  const Title = inList ? 'h2' : 'h1';
  return (
    <article className="blog-post" itemScope itemType="https://schema.org/BlogPosting">
      <header className="blog-post__header">
        {!inList && <CopyPage />}
        <Title className="blog-post__title" itemProp="headline">
          {inList ? <Link to={post.permalink}>{post.title}</Link> : post.title}
        </Title>
        <div className="blog-post__meta">
          <time dateTime={post.date} itemProp="datePublished">
            {post.formattedDate}
          </time>
          {post.readingTime !== undefined && (
            <>
              {' · '}
              <span className="blog-post__reading-time">{readingTimeText(post.readingTime)}</span>
            </>
          )}
        </div>
        {post.authors.length > 0 && (
          <div className="blog-post__authors">
            {post.authors.map((a, i) => (
              <BlogAuthor key={a.key ?? `${a.name}-${i}`} author={a} />
            ))}
          </div>
        )}
      </header>
      {children}
      {(post.tags.length > 0 || (inList && post.hasTruncateMarker)) && (
        <footer className="blog-post__footer">
          <BlogTagsInline tags={post.tags} />
          {inList && post.hasTruncateMarker && (
            <Link to={post.permalink} className="blog-post__read-more" aria-label={`Read more about ${post.title}`}>
              <b>Read more</b>
            </Link>
          )}
        </footer>
      )}
    </article>
  );
}
