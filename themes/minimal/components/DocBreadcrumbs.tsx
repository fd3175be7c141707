// Where the doc sits in its sidebar: "Docs / Concepts / Selection". The
// last crumb is the page itself, not a link.
import { Link } from '@folio/client';

export default function DocBreadcrumbs({ breadcrumbs }: { breadcrumbs: Array<{ label: string; href?: string }> }) {
  if (breadcrumbs.length === 0) return null;
  return (
    <nav className="mn-crumbs" aria-label="Breadcrumbs">
      <ol>
        {breadcrumbs.map((crumb, i) => {
          const last = i === breadcrumbs.length - 1;
          return (
            <li key={i} aria-current={last ? 'page' : undefined}>
              {crumb.href && !last ? <Link to={crumb.href}>{crumb.label}</Link> : crumb.label}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
