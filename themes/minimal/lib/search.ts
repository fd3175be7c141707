// One search request to an Algolia-compatible API (folio's own search
// service, or Algolia): POST {host}/1/indexes/*/queries, as DocSearch sends
// it (docs: /work/shared/reference/docsearch-protocol.md §2). The credentials
// go in the query string and the body as text/plain, so the browser sends a
// simple CORS request, without a preflight.

export interface SearchConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  searchPagePath?: string;
  /** Base URLs of API hosts; none: the origin serving the site. */
  hosts?: string[];
}

type Marked = { value: string };

export interface SearchHit {
  objectID: string;
  url: string;
  type: string;
  hierarchy: Record<string, string | null>;
  content: string | null;
  _highlightResult?: { hierarchy?: Record<string, Marked> };
  _snippetResult?: { content?: Marked };
}

export interface SearchAnswer {
  hits: SearchHit[];
  nbHits: number;
}

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
export const HITS_PER_PAGE = 20;

/** The URL and body of a query; `origin` is the page's, the host when none is configured. */
export function searchRequest(config: SearchConfig, query: string, origin: string): { url: string; body: string } {
  const host = (config.hosts?.[0] ?? origin).replace(/\/$/, '');
  const params = new URLSearchParams({ 'x-algolia-application-id': config.appId, 'x-algolia-api-key': config.apiKey });
  const body = {
    requests: [
      {
        indexName: config.indexName,
        query,
        hitsPerPage: HITS_PER_PAGE,
        attributesToRetrieve: [...LEVELS.map((l) => `hierarchy.${l}`), 'content', 'type', 'url'],
        attributesToSnippet: ['content:10'],
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
      },
    ],
  };
  return { url: `${host}/1/indexes/*/queries?${params}`, body: JSON.stringify(body) };
}

/** Sends the query; rejects on a network failure or a status other than 2xx. */
export async function search(config: SearchConfig, query: string, origin: string): Promise<SearchAnswer> {
  const { url, body } = searchRequest(config, query, origin);
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body });
  if (!res.ok) throw new Error(`search answered ${res.status}`);
  const { results } = (await res.json()) as { results: Array<Partial<SearchAnswer>> };
  return { hits: results[0]?.hits ?? [], nbHits: results[0]?.nbHits ?? 0 };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface HitView {
  /** HTML: escaped text, <mark> around the matched words. */
  title: string;
  /** The headings above the title, as plain text. */
  path: string;
  /** HTML, for a hit in a paragraph. */
  snippet?: string;
}

/** What a result shows: the hit's heading (or the deepest one above its text), the headings above, the text. */
export function hitView(hit: SearchHit): HitView {
  const present = LEVELS.filter((l) => hit.hierarchy?.[l]);
  const own = LEVELS.includes(hit.type) && present.includes(hit.type) ? hit.type : present[present.length - 1];
  const title = own ? (hit._highlightResult?.hierarchy?.[own]?.value ?? escapeHtml(hit.hierarchy[own] ?? '')) : escapeHtml(hit.url);
  const path = present
    .filter((l) => own && LEVELS.indexOf(l) < LEVELS.indexOf(own))
    .map((l) => hit.hierarchy[l])
    .join(' › ');
  const snippet = hit.type === 'content' && hit.content ? (hit._snippetResult?.content?.value ?? escapeHtml(hit.content)) : undefined;
  return { title, path, snippet };
}

/**
 * Where a result leads. Records hold the site's public URLs; on this site's
 * own origin (or a local `folio serve`) they become paths, navigated on the
 * client. Other origins stay external.
 */
export function hitTarget(url: string, siteUrl: string): { to: string } | { href: string } {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(url)) return { to: url };
  try {
    const u = new URL(url);
    if (siteUrl && u.origin === new URL(siteUrl).origin) return { to: u.pathname + u.hash };
  } catch {
    // Not a URL the browser can parse: leave it as it is.
  }
  return { href: url };
}
