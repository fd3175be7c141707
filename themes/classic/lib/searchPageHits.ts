// How the search page shows a hit: a title (the heading the hit is, or the
// deepest heading above its text), the headings above it as a path, and the
// text's snippet. Values come from the server's highlight and snippet
// results, escaped HTML with <mark> as the only markup; raw record text is
// escaped here before it is used as HTML.
import { translate } from '@folio/client';
import { escapeHtml } from './searchHits';

type Marked = { value: string };

export interface PageHit {
  objectID: string;
  url: string;
  type: string;
  hierarchy: Record<string, string | null>;
  content: string | null;
  _highlightResult?: { hierarchy?: Record<string, Marked>; content?: Marked };
  _snippetResult?: { content?: Marked };
}

export interface PageHitView {
  title: string;
  breadcrumbs: string[];
  summary?: string;
}

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

export function pageHitView(hit: PageHit): PageHitView {
  const present = LEVELS.filter((l) => typeof hit.hierarchy?.[l] === 'string' && hit.hierarchy[l] !== '');
  const level = (l: string) => hit._highlightResult?.hierarchy?.[l]?.value ?? escapeHtml(hit.hierarchy[l] ?? '');
  let titleLevel = hit.type;
  if (!LEVELS.includes(titleLevel) || !present.includes(titleLevel)) {
    titleLevel = present[present.length - 1] ?? 'lvl0';
  }
  const breadcrumbs = present.filter((l) => LEVELS.indexOf(l) < LEVELS.indexOf(titleLevel)).map(level);
  const view: PageHitView = { title: present.length ? level(titleLevel) : escapeHtml(hit.url), breadcrumbs };
  if (hit.type === 'content' && hit.content) {
    view.summary = hit._snippetResult?.content?.value ?? hit._highlightResult?.content?.value ?? escapeHtml(hit.content);
  }
  return view;
}

/** "One document found" or "{count} documents found". */
export function documentsFound(count: number): string {
  const forms = translate({
    id: 'theme.SearchPage.documentsFound.plurals',
    message: 'One document found|{count} documents found',
  }).split('|');
  return (count === 1 ? forms[0] : (forms[1] ?? forms[0])).replace('{count}', String(count));
}

/** The page's title and heading: with the query, or inviting one. */
export function searchPageTitle(query: string): string {
  return query
    ? translate({ id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"' }, { query })
    : translate({ id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation' });
}
