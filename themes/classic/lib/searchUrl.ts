// Where a search result leads. Records hold absolute URLs (the site's
// public url), so the same index serves production and a local `folio
// serve`: results become paths on the current site, navigated on the
// client, unless externalUrlRegex says they belong elsewhere.
import { withBaseUrl } from '@folio/client';

export interface ResultUrlOptions {
  baseUrl: string;
  externalUrlRegex?: string;
  replaceSearchResultPathname?: { from: string; to: string };
}

export interface ResultTarget {
  url: string;
  /** Leaves the single-page app: a full page load. */
  external: boolean;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Maps a hit's URL to where the visitor goes. */
export function resultTarget(url: string, opts: ResultUrlOptions, origin: string): ResultTarget {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return { url, external: false };
  }
  if (opts.externalUrlRegex && new RegExp(opts.externalUrlRegex).test(parsed.href)) {
    return { url: parsed.href, external: true };
  }
  let path = parsed.pathname + parsed.search + parsed.hash;
  const replace = opts.replaceSearchResultPathname;
  if (replace && replace.from) {
    path = path.replace(new RegExp(escapeRegExp(replace.from), 'g'), replace.to);
  }
  return { url: withBaseUrl(opts.baseUrl, path), external: false };
}
