// The generated page of a category: its title and description, and a card for
// each item the category holds in the sidebar (DocItem finds them).
import { Link } from '@folio/client';
import type { DocsSidebarItem } from '../lib/docsSidebar';
import type { DocRouteData } from '../lib/docsRouteData';

export default function DocItemGeneratedIndex({ data, items }: { data: DocRouteData; items: DocsSidebarItem[] }) {
  return (
    <div className="generatedIndexPage">
      <header className="markdown">
        <h1>{data.title}</h1>
        {data.description && <p>{data.description}</p>}
      </header>
      <ul className="generatedIndexCards clean-list">
        {items.map((item, i) => (
          <li key={i}>
            <Link href={item.href} className="generatedIndexCard">
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
