// The small arrow-out-of-a-box drawn after a navbar or footer label whose link
// leaves the site, as Docusaurus's classic theme does (@theme/Icon/ExternalLink,
// so a site that swizzled that name keeps its own). aria-hidden: the link's
// accessible name stays its label.
import { isExternal } from '@folio/client';
import './ExternalLink.css';

/**
 * Whether a navbar or footer item gets the icon: it has a label and an `href`
 * to another site. Docusaurus draws none for `to` (even to another site) and
 * none for raw `html` items; both rules are kept so migrated sites look alike.
 * A `pathname://` href (the locale dropdown's) stays on this site, so it gets none.
 */
export function showsExternalLinkIcon(item: { label?: unknown; href?: string; to?: string; html?: string }): boolean {
  const { label, href, to, html } = item;
  return !!label && to === undefined && html === undefined && !!href && isExternal(href) && !href.startsWith('pathname://');
}

export default function IconExternalLink({ width = 13.5, height = 13.5 }: { width?: number; height?: number }) {
  return (
    <svg className="iconExternalLink" width={width} height={height} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M4 6h7v2H6v10h10v-5h2v7H4zM13 3h8v8h-2V6.4l-7.3 7.3-1.4-1.4L17.6 5H13z" />
    </svg>
  );
}
