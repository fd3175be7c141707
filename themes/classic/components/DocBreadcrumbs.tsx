// Where the doc sits in its sidebar: a home link, the categories above it (linked
// when they have a page), and the doc itself, marked as the current page.
import { Link, useBaseUrl } from '@folio/client';
import './DocBreadcrumbs.css';

export interface Breadcrumb {
  label: string;
  href?: string;
}

export default function DocBreadcrumbs({ breadcrumbs }: { breadcrumbs: Breadcrumb[] }) {
  const home = useBaseUrl('/');
  if (breadcrumbs.length === 0) return null;
  return (
    <nav className="theme-doc-breadcrumbs breadcrumbsContainer" aria-label="Breadcrumbs">
      <ul className="breadcrumbs">
        <li className="breadcrumbs__item">
          <Link to={home} className="breadcrumbs__link" aria-label="Home page">
            <svg viewBox="0 0 24 24" className="breadcrumbHomeIcon" aria-hidden="true">
              <path fill="currentColor" d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6c-.38-.34-.96-.34-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z" />
            </svg>
          </Link>
        </li>
        {breadcrumbs.map((crumb, i) => {
          const last = i === breadcrumbs.length - 1;
          return (
            <li key={i} className={last ? 'breadcrumbs__item breadcrumbs__item--active' : 'breadcrumbs__item'}>
              {last || !crumb.href ? (
                <span className="breadcrumbs__link" aria-current={last ? 'page' : undefined}>
                  {crumb.label}
                </span>
              ) : (
                <Link to={crumb.href} className="breadcrumbs__link">
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
