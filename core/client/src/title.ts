import type { SiteConfig } from './types';

/** "Page | Site", or just the site title for a page without its own. */
export function formatTitle(site: SiteConfig, title?: string): string {
  const t = title?.trim();
  if (!t || t === site.title) return site.title;
  return `${t} ${site.titleDelimiter} ${site.title}`;
}
