// The bar at the top: the site's name, then every navbar item of site.toml
// as a plain link (lib/navLinks says how each kind becomes one), then the
// search page. The link of the section being read is marked current.
import { Link, isExternal, normalizePath, useBaseUrl, useGlobalData, useLocation, useRoute, useSiteConfig } from '@folio/client';
import { navLinks, type DocsGlobalData, type NavLink } from '../lib/navLinks';
import type { SearchConfig } from '../lib/search';

function TopBarLink({ link, current }: { link: NavLink; current: boolean }) {
  const target = isExternal(link.url) ? { href: link.url } : { to: link.url };
  return (
    <li>
      <Link {...target} aria-current={current ? 'page' : undefined}>
        {link.label}
      </Link>
    </li>
  );
}

export default function TopBar() {
  const site = useSiteConfig();
  const docs = useGlobalData<DocsGlobalData>('docs');
  const here = normalizePath(useLocation().pathname);
  const { meta } = useRoute();
  const base = useBaseUrl('/');
  const search = site.themeConfig.search as SearchConfig | undefined;
  const links = navLinks(site.themeConfig.navbar?.items, docs);
  if (search?.searchPagePath) links.push({ label: 'Search', url: '/' + search.searchPagePath.replace(/^\//, '') });

  const isCurrent = (link: NavLink) => {
    if (link.sidebar) return meta.sidebar === link.sidebar;
    if (isExternal(link.url)) return false;
    const path = normalizePath(base.replace(/\/$/, '') + '/' + link.url.replace(/^\//, ''));
    return here === path || here.startsWith(path + '/');
  };

  return (
    <header className="mn-topbar">
      <Link to="/" className="mn-topbar__brand">
        {site.themeConfig.navbar?.title ?? site.title}
      </Link>
      <nav aria-label="Main">
        <ul className="mn-topbar__links">
          {links.map((link, i) => (
            <TopBarLink key={i} link={link} current={isCurrent(link)} />
          ))}
        </ul>
      </nav>
    </header>
  );
}
