// The search page (/search): the query lives in ?q= (kept in step with the
// input through history.replace), results come 300 ms after the visitor
// stops typing, and more load as the end of the list scrolls into view.
// It asks the same search API as the modal, with the same contextual
// filters, through the same client.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, navigate, translate, useGlobalData, useLocation, useSiteConfig } from '@folio/client';
import Layout from '@theme/Layout';
import { searchClient } from '../lib/searchClient';
import {
  contextualFacetFilters,
  docsTag,
  searchPageUrl,
  useSearchConfig,
  type DocsVersionsData,
  type SearchThemeConfig,
} from '../lib/searchConfig';
import { documentsFound, pageHitView, searchPageTitle, type PageHit } from '../lib/searchPageHits';
import { resultTarget } from '../lib/searchUrl';
import './SearchPage.css';

const HITS_PER_PAGE = 15;
const TYPING_DELAY_MS = 300;

interface Results {
  query: string;
  hits: PageHit[];
  nbHits: number;
  page: number;
  nbPages: number;
}

export default function SearchPage() {
  const config = useSearchConfig() as SearchThemeConfig;
  const site = useSiteConfig();
  const location = useLocation();
  const docs = useGlobalData<DocsVersionsData>('docs');
  // The server renders the page without a query; the one in the URL is
  // read after hydration so both renders match.
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Results | null>(null);
  const [loading, setLoading] = useState(false);
  const request = useRef(0);
  const loader = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setQuery(new URLSearchParams(location.search).get('q') ?? '');
  }, [location.search]);

  const facetFilters = useCallback(() => {
    // Every docs version: the search page lists all of them.
    const tags = (docs?.versions ?? []).map((v) => docsTag(docs!.pluginId, v.name));
    return contextualFacetFilters(site.i18n.currentLocale, tags, config.searchParameters?.facetFilters);
  }, [docs, site.i18n.currentLocale, config]);

  const fetchPage = useCallback(
    async (q: string, page: number) => {
      const id = ++request.current;
      setLoading(true);
      try {
        const client = searchClient(config.appId, config.apiKey, config.hosts);
        const { results: [res] } = await client.search<PageHit>({
          requests: [
            {
              indexName: config.indexName,
              query: q,
              page,
              hitsPerPage: HITS_PER_PAGE,
              facetFilters: config.contextualSearch === false ? config.searchParameters?.facetFilters : facetFilters(),
              attributesToRetrieve: ['hierarchy', 'content', 'type', 'url'],
              attributesToSnippet: ['content:25'],
              snippetEllipsisText: '…',
              highlightPreTag: '<mark>',
              highlightPostTag: '</mark>',
            },
          ],
        });
        if (id !== request.current || !('hits' in res)) return;
        setResults((prev) => ({
          query: q,
          hits: page > 0 && prev ? [...prev.hits, ...res.hits] : res.hits,
          nbHits: res.nbHits ?? 0,
          page,
          nbPages: res.nbPages ?? 0,
        }));
      } catch (err) {
        // Provider errors are not shown to visitors (SPEC §8).
        console.warn('folio: search failed', err);
      } finally {
        if (id === request.current) setLoading(false);
      }
    },
    [config, facetFilters],
  );

  // Results as you type, once typing pauses.
  useEffect(() => {
    if (!query.trim()) {
      request.current++;
      setResults(null);
      setLoading(false);
      return;
    }
    const timer = setTimeout(() => void fetchPage(query, 0), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, fetchPage]);

  // Infinite scroll: the loader coming fully into view asks for the next page.
  const hasMore = !!results && results.page + 1 < results.nbPages;
  useEffect(() => {
    const el = loader.current;
    if (!el || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && results) {
          io.disconnect();
          void fetchPage(results.query, results.page + 1);
        }
      },
      { threshold: 1 },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore, loading, results, fetchPage]);

  const onChange = (value: string) => {
    setQuery(value);
    const url = searchPageUrl(site.baseUrl, config.searchPagePath || 'search', value.trim() ? value : '');
    if (url) void navigate(url, { replace: true });
  };
  const onSubmit = (e: FormEvent) => e.preventDefault();

  const title = searchPageTitle(query);
  const urlOptions = { baseUrl: site.baseUrl, externalUrlRegex: config.externalUrlRegex, replaceSearchResultPathname: config.replaceSearchResultPathname };
  return (
    <Layout title={title}>
      <main className="container margin-vert--lg search-page">
        <h1>{title}</h1>
        <form className="search-page__form" role="search" onSubmit={onSubmit}>
          <input
            type="search"
            name="q"
            className="search-page__input"
            aria-label={translate({ id: 'theme.SearchPage.inputLabel', message: 'Search' })}
            placeholder={translate({ id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here' })}
            value={query}
            onChange={(e) => onChange(e.target.value)}
            autoComplete="off"
            autoFocus
            maxLength={512}
          />
        </form>
        <div className="search-page__count" aria-live="polite">
          {results && results.nbHits > 0 && documentsFound(results.nbHits)}
        </div>
        {results && results.hits.length === 0 && !loading && (
          <p className="search-page__empty">
            {translate({ id: 'theme.SearchPage.noResultsText', message: 'No results were found' })}
          </p>
        )}
        {results && results.hits.length > 0 && (
          <section className="search-page__results">
            {results.hits.map((hit) => {
              const view = pageHitView(hit);
              const target = resultTarget(hit.url, urlOptions, typeof window === 'undefined' ? site.url : window.location.origin);
              return (
                <article key={hit.objectID} className="search-result">
                  <h2 className="search-result__title">
                    {target.external ? (
                      <a href={target.url} dangerouslySetInnerHTML={{ __html: view.title }} />
                    ) : (
                      <Link to={target.url} dangerouslySetInnerHTML={{ __html: view.title }} />
                    )}
                  </h2>
                  {view.breadcrumbs.length > 0 && (
                    <nav aria-label={translate({ id: 'theme.SearchPage.breadcrumbs', message: 'Breadcrumbs' })}>
                      <ul className="breadcrumbs search-result__path">
                        {view.breadcrumbs.map((html, i) => (
                          <li key={i} className="breadcrumbs__item" dangerouslySetInnerHTML={{ __html: html }} />
                        ))}
                      </ul>
                    </nav>
                  )}
                  {view.summary && <p className="search-result__summary" dangerouslySetInnerHTML={{ __html: view.summary }} />}
                </article>
              );
            })}
          </section>
        )}
        {(hasMore || (loading && !!query.trim())) && (
          <div ref={loader} className="search-page__loader">
            {translate({ id: 'theme.SearchPage.fetchingNewResults', message: 'Fetching new results...' })}
          </div>
        )}
      </main>
    </Layout>
  );
}
