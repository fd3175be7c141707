// "Previous" and "Next" below the article, in sidebar order unless the doc's
// front matter says otherwise.
import { Link } from '@folio/client';
import './DocPaginator.css';

export interface PageLink {
  title: string;
  permalink: string;
}

function PaginatorLink({ link, kind }: { link: PageLink; kind: 'prev' | 'next' }) {
  return (
    <Link to={link.permalink} className={`pagination-nav__link pagination-nav__link--${kind}`} rel={kind}>
      <div className="pagination-nav__sublabel">{kind === 'prev' ? 'Previous' : 'Next'}</div>
      <div className="pagination-nav__label">{link.title}</div>
    </Link>
  );
}

export default function DocPaginator({ previous, next }: { previous?: PageLink; next?: PageLink }) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label="Docs pages">
      {previous && <PaginatorLink link={previous} kind="prev" />}
      {next && <PaginatorLink link={next} kind="next" />}
    </nav>
  );
}
