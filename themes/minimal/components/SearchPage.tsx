// The search page (/search?q=…): a plain form, and the results of the query
// in the URL from the site's Algolia-compatible search API. The form works
// before the app has loaded too: it submits to this page with ?q=. The
// server renders no query; the URL's is read after hydration, so both
// renders match.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, navigate, translate, useBaseUrl, useLocation, useSiteConfig } from '@folio/client';
import Layout from '@theme/Layout';
import { hitTarget, hitView, search, type SearchAnswer, type SearchConfig, type SearchHit } from '../lib/search';

type Status = 'idle' | 'loading' | 'done' | 'failed';

function Result({ hit, siteUrl }: { hit: SearchHit; siteUrl: string }) {
  const view = hitView(hit);
  return (
    <li className="mn-result">
      <Link {...hitTarget(hit.url, siteUrl)} className="mn-result__title" dangerouslySetInnerHTML={{ __html: view.title }} />
      {view.path && <div className="mn-result__path">{view.path}</div>}
      {view.snippet && <p className="mn-result__snippet" dangerouslySetInnerHTML={{ __html: view.snippet }} />}
    </li>
  );
}

export default function SearchPage() {
  const site = useSiteConfig();
  const config = site.themeConfig.search as SearchConfig | undefined;
  const pagePath = useBaseUrl('/' + (config?.searchPagePath ?? 'search').replace(/^\//, ''));
  const { search: queryString } = useLocation();
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);

  useEffect(() => {
    const q = new URLSearchParams(queryString).get('q') ?? '';
    setInput(q);
    setQuery(q.trim());
  }, [queryString]);

  useEffect(() => {
    if (!config || !query) {
      setStatus('idle');
      setAnswer(null);
      return;
    }
    let current = true;
    setStatus('loading');
    search(config, query, window.location.origin).then(
      (found) => {
        if (!current) return;
        setAnswer(found);
        setStatus('done');
      },
      (err: unknown) => {
        // Provider errors are not shown to visitors (SPEC §8).
        console.warn('folio: search failed', err);
        if (current) setStatus('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [config, query]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const q = input.trim();
    void navigate(q ? `${pagePath}?q=${encodeURIComponent(q)}` : pagePath);
  };

  const title = query
    ? translate({ id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"' }, { query })
    : translate({ id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation' });

  return (
    <Layout title={title}>
      <main className="mn-main mn-search">
        <h1>{title}</h1>
        {!config ? (
          <p>This site has no search: set [themeConfig.search] in site.toml.</p>
        ) : (
          <form role="search" action={pagePath} method="get" onSubmit={onSubmit} className="mn-search__form">
            <input
              type="search"
              name="q"
              aria-label={translate({ id: 'theme.SearchPage.inputLabel', message: 'Search' })}
              placeholder={translate({ id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here' })}
              value={input}
              onChange={(e) => setInput(e.target.value)}
              maxLength={64}
              autoComplete="off"
            />{' '}
            <button type="submit" className="mn-button">
              Search
            </button>
          </form>
        )}
        <div aria-live="polite">
          {status === 'loading' && <p>{translate({ id: 'theme.SearchPage.fetchingNewResults', message: 'Fetching new results...' })}</p>}
          {status === 'done' && answer && answer.hits.length === 0 && (
            <p>{translate({ id: 'theme.SearchPage.noResultsText', message: 'No results were found' })}</p>
          )}
          {status === 'done' && answer && answer.hits.length > 0 && (
            <p className="mn-search__count">{answer.nbHits === 1 ? 'One document found' : `${answer.nbHits} documents found`}</p>
          )}
        </div>
        {status === 'done' && answer && answer.hits.length > 0 && (
          <ol className="mn-results">
            {answer.hits.map((hit) => (
              <Result key={hit.objectID} hit={hit} siteUrl={site.url} />
            ))}
          </ol>
        )}
      </main>
    </Layout>
  );
}
