// Between pages of a list: newer entries to the left, older to the right.
import { Link } from '@folio/client';
import type { BlogPaginatorData } from '@theme/BlogTypes';
import './Blog.css';

export default function BlogPaginator({ paginator }: { paginator: BlogPaginatorData }) {
  const { previousPage, nextPage, page, totalPages } = paginator;
  if (!previousPage && !nextPage) return null;
  return (
    <nav className="blog-paginator" aria-label="Blog list page navigation">
      <div className="blog-paginator__item">
        {previousPage && (
          <Link to={previousPage} className="blog-paginator__link">
            <span className="blog-paginator__label">« Newer entries</span>
          </Link>
        )}
      </div>
      <div className="blog-paginator__position">
        Page {page} of {totalPages}
      </div>
      <div className="blog-paginator__item blog-paginator__item--next">
        {nextPage && (
          <Link to={nextPage} className="blog-paginator__link">
            <span className="blog-paginator__label">Older entries »</span>
          </Link>
        )}
      </div>
    </nav>
  );
}
