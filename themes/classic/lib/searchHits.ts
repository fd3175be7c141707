// Hits as DocSearch 3.9 renders them. It injects a hit's title and path as
// HTML: from the server's highlight and snippet (escaped, with <mark> as the
// only markup) when present, otherwise from the raw record, as for recent
// and favourite searches, which are stored without highlights. The raw
// texts are escaped here so that a heading about `<div>` shows as text.
import type { DocSearchHit } from '@docsearch/react';

export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The hit with its hierarchy and content escaped for HTML. */
export function escapeHitText<T extends Pick<DocSearchHit, 'hierarchy' | 'content'>>(hit: T): T {
  const hierarchy = { ...hit.hierarchy } as Record<string, string | null>;
  for (const level of Object.keys(hierarchy)) {
    const v = hierarchy[level];
    if (typeof v === 'string') hierarchy[level] = escapeHtml(v);
  }
  return {
    ...hit,
    hierarchy: hierarchy as T['hierarchy'],
    content: typeof hit.content === 'string' ? escapeHtml(hit.content) : hit.content,
  };
}
