// The desktop table of contents, in the right column, with the heading the
// reader is at highlighted as they scroll (lib/docsTOC has the rule). The
// highlight changes classes on the links directly: scrolling re-renders nothing.
import { useEffect, useRef } from 'react';
import TOCItems from '@theme/TOCItems';
import { activeHeadingIndex, headingSelector, TOC_ACTIVE_CLASS, TOC_LINK_CLASS, tocLevelRange, type TOCItem } from '../lib/docsTOC';
import { useThemeConfig } from '../lib/themeConfig';
import './TOC.css';

/** Highlights the TOC link of the heading in view, within `articleSelector`. */
function useTOCHighlight(toc: TOCItem[], articleSelector: string) {
  const list = useRef<HTMLDivElement>(null);
  const hideOnScroll = useThemeConfig().navbar?.hideOnScroll === true;

  useEffect(() => {
    const root = list.current;
    if (!root || toc.length === 0) return;
    const { minLevel, maxLevel } = tocLevelRange(toc);
    let active: HTMLAnchorElement | null = null;

    const update = () => {
      const article = document.querySelector(articleSelector);
      if (!article) return;
      const headings = Array.from(article.querySelectorAll<HTMLElement>(headingSelector(minLevel, maxLevel)));
      // With a hiding navbar nothing covers the top of the window.
      const navbar = document.querySelector('.navbar');
      const offset = hideOnScroll || !navbar ? 0 : navbar.getBoundingClientRect().height;
      const index = activeHeadingIndex(headings.map((h) => h.getBoundingClientRect()), offset, window.innerHeight);
      const id = index >= 0 ? headings[index].id : null;
      const link = id ? root.querySelector<HTMLAnchorElement>(`a[href="#${CSS.escape(id)}"]`) : null;
      if (link === active) return;
      active?.classList.remove(TOC_ACTIVE_CLASS);
      link?.classList.add(TOC_ACTIVE_CLASS);
      active = link;
    };

    update();
    document.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      document.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      active?.classList.remove(TOC_ACTIVE_CLASS);
    };
  }, [toc, articleSelector, hideOnScroll]);

  return list;
}

interface TOCProps {
  toc: TOCItem[];
  /** Where the headings are: the article the TOC belongs to. */
  articleSelector?: string;
}

export default function TOC({ toc, articleSelector = '.theme-doc-markdown' }: TOCProps) {
  const list = useTOCHighlight(toc, articleSelector);
  return (
    <div ref={list} className="tableOfContents thin-scrollbar theme-doc-toc-desktop">
      <TOCItems toc={toc} className="table-of-contents table-of-contents__left-border" linkClassName={TOC_LINK_CLASS} />
    </div>
  );
}
