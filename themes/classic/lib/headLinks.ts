// Pure helpers for DocumentHead's links: absolute URLs and the search
// hosts worth a preconnect.
import type { SearchConfig } from './themeConfig';

/** `path` (already under the base URL) on the site's public origin. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return siteUrl.replace(/\/$/, '') + path;
}

/**
 * Origins of the search API hosts, for <link rel="preconnect">: the
 * visitor's first query then skips DNS, TCP and TLS. Without hosts the
 * search API is the serving origin itself, already connected: nothing.
 */
export function searchPreconnectOrigins(search: SearchConfig | undefined): string[] {
  const origins = new Set<string>();
  for (const host of search?.hosts ?? []) {
    try {
      origins.add(new URL(host).origin);
    } catch {
      // site.toml validation rejects such hosts; nothing to preconnect to.
    }
  }
  return [...origins];
}
