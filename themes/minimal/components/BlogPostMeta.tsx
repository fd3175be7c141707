// The line under a post's title: date, reading time, authors, tags.
import { Link } from '@folio/client';
import type { BlogPostMeta as Post } from '@folio/client';

export default function BlogPostMeta({ post }: { post: Post }) {
  return (
    <p className="mn-postmeta">
      <time dateTime={post.date}>{post.formattedDate}</time>
      {post.readingTime !== undefined && ` · ${Math.max(1, Math.ceil(post.readingTime))} min read`}
      {post.authors.length > 0 && ' · by '}
      {post.authors.map((a, i) => (
        <span key={a.key ?? i}>
          {i > 0 && ', '}
          {a.permalink ? <Link to={a.permalink}>{a.name}</Link> : a.url ? <Link href={a.url}>{a.name}</Link> : a.name}
        </span>
      ))}
      {post.tags.length > 0 && ' · '}
      {post.tags.map((t, i) => (
        <span key={t.permalink}>
          {i > 0 && ' '}
          <Link to={t.permalink} rel="tag" className="mn-tag">
            #{t.label}
          </Link>
        </span>
      ))}
    </p>
  );
}
