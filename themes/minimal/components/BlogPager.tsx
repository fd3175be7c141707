// Between the pages of a list of posts: newer entries, the position, older entries.
import { Link } from '@folio/client';
import type { BlogPaginator as BlogPaginatorData } from '@folio/client';

export default function BlogPager({ paginator }: { paginator: BlogPaginatorData }) {
  const { previousPage, nextPage, page, totalPages } = paginator;
  if (!previousPage && !nextPage) return null;
  return (
    <nav className="mn-pagenav" aria-label="Blog list page navigation">
      {previousPage && <Link to={previousPage}>← Newer entries</Link>}
      <span>
        Page {page} of {totalPages}
      </span>
      {nextPage && (
        <Link to={nextPage} className="mn-pagenav__next">
          Older entries →
        </Link>
      )}
    </nav>
  );
}
