// The desktop table of contents, in the right column. The heading the reader
// is at is highlighted as they scroll (lib/docsTOC, loaded at their first
// interaction: until then they read the top of the page).
import { useEffect, useRef } from 'react';
import TOCItems from '@theme/TOCItems';
import { afterInteraction } from '../lib/afterInteraction';
import type { TOCItem } from '../lib/docsTOC';
import { useThemeConfig } from '../lib/themeConfig';
import './TOC.css';

/** The class of desktop TOC links (as in Docusaurus, for site CSS). */
const LINK_CLASS = 'table-of-contents__link toc-highlight';

interface TOCProps {
  toc: TOCItem[];
  /** Where the headings are: the article the TOC belongs to. */
  articleSelector?: string;
}

export default function TOC({ toc, articleSelector = '.theme-doc-markdown' }: TOCProps) {
  const list = useRef<HTMLDivElement>(null);
  const hideOnScroll = useThemeConfig().navbar?.hideOnScroll === true;
  useEffect(() => {
    const root = list.current;
    if (!root || toc.length === 0) return;
    return afterInteraction(
      () => import('../lib/docsTOC'),
      ({ highlightHeadings }) => highlightHeadings(root, toc, articleSelector, hideOnScroll),
    );
  }, [toc, articleSelector, hideOnScroll]);
  return (
    <div ref={list} className="tableOfContents thin-scrollbar theme-doc-toc-desktop">
      <TOCItems toc={toc} className="table-of-contents table-of-contents__left-border" linkClassName={LINK_CLASS} />
    </div>
  );
}
