// Recent posts, grouped by year (the plugin sends them once, as shared data).
// An unlisted post appears here only while it is the page being read.
import { Link, useLocation, useSharedData, normalizePath, useBaseUrl } from '@folio/client';
import type { BlogPostMeta, BlogSidebarData, BlogSidebarItem } from '@theme/BlogTypes';
import './Blog.css';

interface BlogSidebarProps {
  sidebarKey: string;
  currentPost?: BlogPostMeta;
}

function withCurrent(items: BlogSidebarItem[], current?: BlogPostMeta): BlogSidebarItem[] {
  if (!current?.unlisted || items.some((i) => i.permalink === current.permalink)) return items;
  const mine = { ...current, year: current.date.slice(0, 4) };
  // Keep newest first.
  return [...items, mine].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

function groupByYear(items: BlogSidebarItem[]): Array<[string, BlogSidebarItem[]]> {
  const groups: Array<[string, BlogSidebarItem[]]> = [];
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (last && last[0] === item.year) last[1].push(item);
    else groups.push([item.year, [item]]);
  }
  return groups;
}

function SidebarLink({ item, active }: { item: BlogSidebarItem; active: boolean }) {
  return (
    <li className="blog-sidebar__item">
      <Link
        to={item.permalink}
        className={active ? 'blog-sidebar__link blog-sidebar__link--active' : 'blog-sidebar__link'}
        aria-current={active ? 'page' : undefined}
      >
        {item.title}
      </Link>
    </li>
  );
}

export default function BlogSidebar({ sidebarKey, currentPost }: BlogSidebarProps) {
  const data = useSharedData<BlogSidebarData>(sidebarKey);
  const here = normalizePath(useLocation().pathname);
  const base = useBaseUrl('/');
  if (!data) return null;
  const items = withCurrent(data.items, currentPost);
  if (items.length === 0) return null;
  const isActive = (item: BlogSidebarItem) => normalizePath(base.replace(/\/$/, '') + item.permalink) === here;
  return (
    <nav className="blog-sidebar" aria-label="Blog recent posts navigation">
      <div className="blog-sidebar__title">{data.title}</div>
      {groupByYear(items).map(([year, group]) => (
        <div key={year} className="blog-sidebar__year-group" role="group" aria-labelledby={`blog-sidebar-year-${year}`}>
          <h3 className="blog-sidebar__year" id={`blog-sidebar-year-${year}`}>
            {year}
          </h3>
          <ul className="blog-sidebar__items clean-list">
            {group.map((item) => (
              <SidebarLink key={item.permalink} item={item} active={isActive(item)} />
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
