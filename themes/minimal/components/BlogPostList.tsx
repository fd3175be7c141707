// The posts of a list page: title, meta line, excerpt, and "Read more" when
// the post goes on past its excerpt. Excerpts arrive as HTML in the page's
// data (a list shows several articles, so there is none to hydrate from).
import { Link } from '@folio/client';
import BlogPostMeta from '@theme/BlogPostMeta';
import type { BlogListItem } from '@folio/client';

export default function BlogPostList({ posts }: { posts: BlogListItem[] }) {
  return (
    <>
      {posts.map((post) => (
        <article key={post.permalink} className="mn-postitem">
          <h2>
            <Link to={post.permalink}>{post.title}</Link>
          </h2>
          <BlogPostMeta post={post} />
          <div className="mn-prose" dangerouslySetInnerHTML={{ __html: post.excerptHtml }} />
          {post.hasTruncateMarker && (
            <p>
              <Link to={post.permalink} aria-label={`Read more about ${post.title}`}>
                Read more
              </Link>
            </p>
          )}
        </article>
      ))}
    </>
  );
}
