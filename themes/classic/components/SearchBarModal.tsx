// DocSearch's modal, loaded on demand by SearchBar (this module is its own
// chunk). Everything heavy lives here: @docsearch/react, Algolia's lite
// client and DocSearch's stylesheet, which is imported as text and added
// to the page when the modal first opens, so no page pays for it up front.
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchModal, version as docSearchVersion, type DocSearchHit, type InternalDocSearchHit, type StoredDocSearchHit } from '@docsearch/react';
import docSearchCss from '@docsearch/css/dist/style.css' with { type: 'text' };
import ownCss from './SearchBarModal.css' with { type: 'text' };
import { isExternal, navigate, translate, useGlobalData, useLocation, useSiteConfig } from '@folio/client';
import { searchClient } from '../lib/searchClient';
import {
  contextualFacetFilters,
  contextualVersion,
  docsTag,
  missingResultsUrl,
  searchPageUrl,
  useSearchConfig,
  type DocsVersionsData,
  type FacetFilters,
  type SearchThemeConfig,
} from '../lib/searchConfig';
import { takeTyped } from '../lib/searchCapture';
import { escapeHitText } from '../lib/searchHits';
import { resultTarget, type ResultUrlOptions } from '../lib/searchUrl';

/**
 * Adds DocSearch's stylesheet when the modal first opens, not when this
 * chunk arrives: it is preloaded while the page is idle, and restyling a
 * long page for rules it does not use yet would be a long task then.
 */
function addStylesheet(): void {
  if (document.querySelector('style[data-folio-docsearch]')) return;
  const style = document.createElement('style');
  style.setAttribute('data-folio-docsearch', '');
  style.textContent = `${docSearchCss}\n${ownCss}`;
  document.head.appendChild(style);
}

export interface SearchBarModalProps {
  onClose: () => void;
  /** What the visitor typed before the modal came; else DocSearch uses the page's selected text. */
  initialQuery?: string;
  initialScrollY: number;
}

function preferredVersion(pluginId: string): string | null {
  try {
    return window.localStorage.getItem(`docs-preferred-version-${pluginId}`);
  } catch {
    return null;
  }
}

function useFacetFilters(config: SearchThemeConfig): FacetFilters | undefined {
  const { i18n } = useSiteConfig();
  const { pathname } = useLocation();
  const docs = useGlobalData<DocsVersionsData>('docs');
  return useMemo(() => {
    const configured = config.searchParameters?.facetFilters;
    if (config.contextualSearch === false) return configured;
    const tags: string[] = [];
    if (docs?.versions?.length) {
      const version = contextualVersion(docs, pathname, preferredVersion(docs.pluginId));
      if (version) tags.push(docsTag(docs.pluginId, version));
    }
    return contextualFacetFilters(i18n.currentLocale, tags, configured);
  }, [config, docs, pathname, i18n.currentLocale]);
}

/**
 * Follows a result, whose URL transformItems already made a path on this
 * site unless externalUrlRegex kept it absolute: client-side navigation
 * inside the site, a page load outside it.
 */
function go(url: string) {
  if (isExternal(url)) window.location.assign(url);
  else void navigate(url);
}

function isPlainClick(e: MouseEvent): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

export default function SearchBarModal({ onClose, initialQuery, initialScrollY }: SearchBarModalProps) {
  addStylesheet(); // before DocSearch's first paint; once
  const config = useSearchConfig() as SearchThemeConfig;
  const site = useSiteConfig();
  const facetFilters = useFacetFilters(config);
  const urlOptions: ResultUrlOptions = useMemo(
    () => ({ baseUrl: site.baseUrl, externalUrlRegex: config.externalUrlRegex, replaceSearchResultPathname: config.replaceSearchResultPathname }),
    [site.baseUrl, config],
  );
  const target = useCallback((url: string) => resultTarget(url, urlOptions, window.location.origin), [urlOptions]);

  // Whether the last search reached no host (the client's RetryError). Kept
  // outside React state: re-rendering this component would hand DocSearch
  // new props mid-search.
  const unreachable = useMemo(() => new Flag(), []);
  // Stable across renders: DocSearch memoises its client on this function.
  const transformSearchClient = useCallback(() => {
    const client = searchClient(config.appId, config.apiKey, config.hosts);
    client.addAlgoliaAgent('docsearch', docSearchVersion);
    client.addAlgoliaAgent('docsearch-react', docSearchVersion);
    // When no host answers, the search resolves with no hits and the error
    // screen covers DocSearch's "No results": a rejection would only be
    // shown as "No results" anyway (see SearchBarModal.css) and would end
    // as an unhandled rejection in the console.
    const search = ((params: { requests: Array<{ query?: string }> }, options?: unknown) =>
      client.search(params as never, options as never).then(
        (res) => {
          unreachable.set(false);
          return res;
        },
        (err) => {
          if ((err as Error)?.name !== 'RetryError') throw err;
          unreachable.set(true);
          return { results: params.requests.map((r) => noHits(r.query ?? '')) };
        },
      )) as typeof client.search;
    return { search, addAlgoliaAgent: client.addAlgoliaAgent, transporter: client.transporter };
  }, [config.appId, config.apiKey, config.hosts, unreachable]);
  const transformItems = useCallback(
    (items: DocSearchHit[]) => items.map((item) => escapeHitText({ ...item, url: target(item.url).url })),
    [target],
  );
  // Enter opens a result in this tab, Ctrl/Cmd+Enter in a new tab,
  // Shift+Enter in a new window.
  const navigator = useMemo(
    () => ({
      navigate({ itemUrl }: { itemUrl: string }) {
        go(itemUrl);
      },
      navigateNewTab({ itemUrl }: { itemUrl: string }) {
        window.open(itemUrl, '_blank', 'noopener')?.focus();
      },
      navigateNewWindow({ itemUrl }: { itemUrl: string }) {
        window.open(itemUrl, '_blank', 'noopener,popup');
      },
    }),
    [],
  );
  const hitComponent = useCallback(
    ({ hit, children }: { hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode }) => (
      <a
        href={hit.url}
        onClick={(e) => {
          // Modified clicks keep the browser's meaning (new tab, window).
          if (e.defaultPrevented || !isPlainClick(e) || isExternal(hit.url)) return;
          e.preventDefault();
          go(hit.url);
        }}
      >
        {children}
      </a>
    ),
    [],
  );
  const resultsFooterComponent = useCallback(
    ({ state }: { state: { query: string; context: Record<string, unknown> } }) => {
      const href = searchPageUrl(site.baseUrl, config.searchPagePath, state.query);
      if (!href) return null;
      const count = Number(state.context.nbHits ?? 0);
      return (
        <a
          href={href}
          onClick={(e) => {
            if (!isPlainClick(e)) return;
            e.preventDefault();
            void navigate(href);
            onClose();
          }}
        >
          {translate({ id: 'theme.SearchBar.seeAll', message: 'See all {count} results' }, { count })}
        </a>
      );
    },
    [site.baseUrl, config.searchPagePath, onClose],
  );
  const navbarHrefs = ((site.themeConfig?.navbar?.items ?? []) as Array<{ href?: string }>).map((i) => i.href ?? '');
  const getMissingResultsUrl = useCallback(
    ({ query }: { query: string }) => missingResultsUrl(navbarHrefs, query) ?? '',
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [navbarHrefs.join(' ')],
  );
  const hasMissingResultsUrl = !!missingResultsUrl(navbarHrefs, '');
  // DocSearch rebuilds its autocomplete, and loses the visitor's query,
  // whenever one of these objects changes: they must keep their identity.
  const searchParameters = useMemo(() => (facetFilters ? { facetFilters } : undefined), [facetFilters]);
  const translations = useMemo(modalTranslations, []);
  const placeholder = useMemo(() => translate({ id: 'theme.SearchModal.placeholder', message: 'Search docs' }), []);
  useTypedKeys();

  return (
    <>
      <ErrorScreen unreachable={unreachable} />
      <DocSearchModal
        appId={config.appId}
        apiKey={config.apiKey}
        indexName={config.indexName}
        searchParameters={searchParameters}
        placeholder={placeholder}
        initialQuery={initialQuery}
        initialScrollY={initialScrollY}
        onClose={onClose}
        transformSearchClient={transformSearchClient}
        transformItems={transformItems}
        navigator={navigator}
        hitComponent={hitComponent}
        resultsFooterComponent={resultsFooterComponent}
        getMissingResultsUrl={hasMissingResultsUrl ? getMissingResultsUrl : undefined}
        insights={config.insights === true}
        translations={translations}
      />
    </>
  );
}

/**
 * DocSearch has focused its input (a child's effect runs first): the keys
 * typed since the first render, which searchCapture kept, go into it, and
 * the caret goes to the end. From now on the visitor types into the input.
 */
function useTypedKeys(): void {
  useEffect(() => {
    const text = takeTyped();
    const input = document.querySelector<HTMLInputElement>('#folio-search-portal .DocSearch-Input');
    if (!input || !text) return;
    if (input.value !== text) {
      // A value set through the prototype's setter, then an input event:
      // what React and DocSearch read as typing.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    input.setSelectionRange(text.length, text.length);
  }, []);
}

/** An empty result, as the service would send for a query with no hits. */
function noHits(query: string) {
  return { hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, processingTimeMS: 0, exhaustiveNbHits: true, query, params: '' };
}

/** A boolean that components can subscribe to. */
class Flag {
  private value = false;
  private listeners = new Set<() => void>();
  get = () => this.value;
  set(v: boolean) {
    if (v === this.value) return;
    this.value = v;
    this.listeners.forEach((fn) => fn());
  }
  subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };
}

/**
 * 'Unable to fetch results', drawn by folio in DocSearch's dropdown with
 * DocSearch's classes (see SearchBarModal.css for why). It goes away when a
 * search succeeds or the query is cleared.
 */
function ErrorScreen({ unreachable }: { unreachable: Flag }) {
  const shown = useSyncExternalStore(unreachable.subscribe, unreachable.get, unreachable.get);
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => {
    setDropdown(document.querySelector('#folio-search-portal .DocSearch-Dropdown'));
    const input = document.querySelector<HTMLInputElement>('#folio-search-portal .DocSearch-Input');
    const onInput = () => {
      if (input && !input.value.trim()) unreachable.set(false);
    };
    input?.addEventListener('input', onInput);
    return () => input?.removeEventListener('input', onInput);
  }, [unreachable]);
  if (!shown || !dropdown) return null;
  const t = modalTranslations().errorScreen;
  return createPortal(
    <div className="DocSearch-ErrorScreen folio-search-error">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M6 15a20 20 0 0 1 28 0M11 21a13 13 0 0 1 18 0M16 27a6 6 0 0 1 8 0M5 5l30 30" />
        </svg>
      </div>
      <p className="DocSearch-Title">{t.titleText}</p>
      <p className="DocSearch-Help">{t.helpText}</p>
    </div>,
    dropdown,
  );
}

/** DocSearch's texts, through translate() so a site can reword them. */
function modalTranslations() {
  const t = (id: string, message: string) => translate({ id: `theme.SearchModal.${id}`, message });
  return {
    searchBox: {
      resetButtonTitle: t('searchBox.resetButtonTitle', 'Clear the query'),
      resetButtonAriaLabel: t('searchBox.resetButtonAriaLabel', 'Clear the query'),
      cancelButtonText: t('searchBox.cancelButtonText', 'Cancel'),
      cancelButtonAriaLabel: t('searchBox.cancelButtonAriaLabel', 'Cancel'),
      searchInputLabel: t('searchBox.searchInputLabel', 'Search'),
    },
    startScreen: {
      recentSearchesTitle: t('startScreen.recentSearchesTitle', 'Recent'),
      noRecentSearchesText: t('startScreen.noRecentSearchesText', 'No recent searches'),
      saveRecentSearchButtonTitle: t('startScreen.saveRecentSearchButtonTitle', 'Save this search'),
      removeRecentSearchButtonTitle: t('startScreen.removeRecentSearchButtonTitle', 'Remove this search from history'),
      favoriteSearchesTitle: t('startScreen.favoriteSearchesTitle', 'Favorite'),
      removeFavoriteSearchButtonTitle: t('startScreen.removeFavoriteSearchButtonTitle', 'Remove this search from favorites'),
    },
    errorScreen: {
      titleText: t('errorScreen.titleText', 'Unable to fetch results'),
      helpText: t('errorScreen.helpText', 'You might want to check your network connection.'),
    },
    footer: {
      selectText: t('footer.selectText', 'to select'),
      selectKeyAriaLabel: t('footer.selectKeyAriaLabel', 'Enter key'),
      navigateText: t('footer.navigateText', 'to navigate'),
      navigateUpKeyAriaLabel: t('footer.navigateUpKeyAriaLabel', 'Arrow up'),
      navigateDownKeyAriaLabel: t('footer.navigateDownKeyAriaLabel', 'Arrow down'),
      closeText: t('footer.closeText', 'to close'),
      closeKeyAriaLabel: t('footer.closeKeyAriaLabel', 'Escape key'),
      searchByText: t('footer.searchByText', 'Search by'),
    },
    noResultsScreen: {
      noResultsText: t('noResultsScreen.noResultsText', 'No results for'),
      suggestedQueryText: t('noResultsScreen.suggestedQueryText', 'Try searching for'),
      reportMissingResultsText: t('noResultsScreen.reportMissingResultsText', 'Believe this query should return results?'),
      reportMissingResultsLinkText: t('noResultsScreen.reportMissingResultsLinkText', 'Let us know.'),
    },
  };
}
