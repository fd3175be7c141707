// A post's tags, as links to the tag pages.
import { Link } from '@folio/client';
import type { BlogTag } from '@theme/BlogTypes';
import './Blog.css';

export default function BlogTagsInline({ tags }: { tags: BlogTag[] }) {
  if (tags.length === 0) return null;
  return (
    <div className="blog-tags">
      <b>Tags:</b>
      <ul className="blog-tags__list clean-list">
        {tags.map((t) => (
          <li key={t.permalink}>
            <Link to={t.permalink} className="blog-tag" rel="tag">
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
