// themeConfig.search as the search bar and the search page read it, and the
// pure rules built on it: the contextual facet filters, the search page's
// URL, the "missing results" link. Kept free of DocSearch so the navbar can
// import it without pulling the modal in.
import { useSiteConfig, withBaseUrl } from '@folio/client';

export interface SearchThemeConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  /** The search page's path below the base URL; empty: no search page. */
  searchPagePath?: string;
  contextualSearch?: boolean;
  externalUrlRegex?: string;
  replaceSearchResultPathname?: { from: string; to: string };
  /** Base URLs of Algolia-compatible API hosts; none: the serving origin. */
  hosts?: string[];
  /** Send search-insights events (viewed, clicked). Off unless enabled. */
  insights?: boolean;
  /** Extra search parameters, merged over DocSearch's. */
  searchParameters?: { facetFilters?: FacetFilters } & Record<string, unknown>;
}

export type FacetFilters = Array<string | string[]>;

/** themeConfig.search, or undefined when the site has no search. */
export function useSearchConfig(): SearchThemeConfig | undefined {
  const config = useSiteConfig() as { themeConfig?: { search?: SearchThemeConfig } };
  return config.themeConfig?.search;
}

/** The docs plugin's global data, as far as search needs it. */
export interface DocsVersionsData {
  pluginId: string;
  versions: Array<{ name: string; isLast: boolean; docs: Array<{ path: string }> }>;
}

/** The docusaurus_tag a docs version's pages carry. */
export function docsTag(pluginId: string, version: string): string {
  return `docs-${pluginId}-${version}`;
}

/**
 * The docs version a search should look in: the one the visitor is
 * reading, else the one they chose before, else the latest.
 */
export function contextualVersion(docs: DocsVersionsData, pathname: string, preferred: string | null): string | undefined {
  const clean = (p: string) => p.replace(/\/$/, '');
  const reading = docs.versions.find((v) => v.docs.some((d) => clean(d.path) === clean(pathname)));
  if (reading) return reading.name;
  if (preferred && docs.versions.some((v) => v.name === preferred)) return preferred;
  return (docs.versions.find((v) => v.isLast) ?? docs.versions[0])?.name;
}

/**
 * Contextual facet filters: the page's language, and the records of pages
 * outside the docs ('default') or of the docs version in context:
 * ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']].
 * Configured facetFilters are appended.
 */
export function contextualFacetFilters(locale: string, tags: string[], configured?: FacetFilters): FacetFilters {
  const own: FacetFilters = [`language:${locale}`, ['docusaurus_tag:default', ...tags.map((t) => `docusaurus_tag:${t}`)]];
  return configured ? [...own, ...configured] : own;
}

/** The search page's URL for a query, or undefined without a search page. */
export function searchPageUrl(baseUrl: string, searchPagePath: string | undefined, query: string): string | undefined {
  if (!searchPagePath) return undefined;
  const path = withBaseUrl(baseUrl, searchPagePath.replace(/^\/+/, ''));
  return query ? `${path}?q=${encodeURIComponent(query)}` : path;
}

/**
 * Where "Let us know." on the no-results screen leads: a new issue in the
 * site's GitHub repository (its GitHub navbar link), titled with the query.
 */
export function missingResultsUrl(navbarHrefs: string[], query: string): string | undefined {
  for (const href of navbarHrefs) {
    const m = /^https:\/\/github\.com\/([\w.-]+)\/([\w.-]+)\/?$/.exec(href);
    if (m) {
      const title = `Missing search results for "${query}"`;
      return `https://github.com/${m[1]}/${m[2]}/issues/new?title=${encodeURIComponent(title)}`;
    }
  }
  return undefined;
}
