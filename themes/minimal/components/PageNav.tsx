// "Previous" and "Next" at the foot of a doc or a post.
import { Link } from '@folio/client';
import type { DocPageLink as PageLink } from '@folio/client';

interface PageNavProps {
  /** Names the navigation for screen readers ("Docs pages"). */
  label: string;
  previous?: PageLink;
  next?: PageLink;
  previousText?: string;
  nextText?: string;
}

export default function PageNav({ label, previous, next, previousText = 'Previous', nextText = 'Next' }: PageNavProps) {
  if (!previous && !next) return null;
  return (
    <nav className="mn-pagenav" aria-label={label}>
      {previous && (
        <Link to={previous.permalink} rel="prev">
          {`← ${previousText}: ${previous.title}`}
        </Link>
      )}
      {next && (
        <Link to={next.permalink} rel="next" className="mn-pagenav__next">
          {`${nextText}: ${next.title} →`}
        </Link>
      )}
    </nav>
  );
}
