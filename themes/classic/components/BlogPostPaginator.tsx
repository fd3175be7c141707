// Under a post: the next newer and the next older post.
import { Link } from '@folio/client';
import type { BlogNavItem } from '@theme/BlogTypes';
import './Blog.css';

export default function BlogPostPaginator({ newer, older }: { newer?: BlogNavItem; older?: BlogNavItem }) {
  if (!newer && !older) return null;
  return (
    <nav className="blog-paginator" aria-label="Blog post page navigation">
      <div className="blog-paginator__item">
        {newer && (
          <Link to={newer.permalink} className="blog-paginator__link">
            <span className="blog-paginator__sublabel">Newer post</span>
            <span className="blog-paginator__label">« {newer.title}</span>
          </Link>
        )}
      </div>
      <div className="blog-paginator__item blog-paginator__item--next">
        {older && (
          <Link to={older.permalink} className="blog-paginator__link">
            <span className="blog-paginator__sublabel">Older post</span>
            <span className="blog-paginator__label">{older.title} »</span>
          </Link>
        )}
      </div>
    </nav>
  );
}
