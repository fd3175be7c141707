// The generated page of a category: its title and description, and a card for
// each item the category holds in the sidebar.
import { Link } from '@folio/client';
import { findCategoryByHref, isVisibleSidebarItem, type DocsSidebarItem } from '../lib/docsSidebar';
import type { DocRouteData } from '../lib/docsRouteData';
import { linkTarget } from '../lib/linkTarget';

export default function DocItemGeneratedIndex({ data, sidebar }: { data: DocRouteData; sidebar: DocsSidebarItem[] }) {
  const category = findCategoryByHref(sidebar, data.permalink);
  const items = (category?.items ?? []).filter((item) => item.href && isVisibleSidebarItem(item, data.permalink));
  return (
    <div className="generatedIndexPage">
      <header className="markdown">
        <h1>{data.title}</h1>
        {data.description && <p>{data.description}</p>}
      </header>
      <ul className="generatedIndexCards clean-list">
        {items.map((item, i) => (
          <li key={i}>
            <Link {...linkTarget(item.href!)} className="generatedIndexCard">
              <span className="generatedIndexCardTitle">
                {item.type === 'category' ? '🗃️ ' : '📄️ '}
                {item.label}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
