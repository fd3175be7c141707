// Which heading the table of contents highlights while the reader scrolls
// (Docusaurus's rules): the first heading at or below the navbar's bottom edge
// if it sits in the top half of the window, else the heading before it; past
// the last heading, the last one. highlightHeadings applies the rule to the
// page; TOC loads this module at the reader's first interaction (a scroll is
// one): until then they read the top of the page.

/** The class of the highlighted link (as in Docusaurus, for site CSS). */
export const TOC_ACTIVE_CLASS = 'table-of-contents__link--active';

export interface HeadingBox {
  top: number;
  bottom: number;
}

/** Index of the active heading, or -1 for none. */
export function activeHeadingIndex(boxes: HeadingBox[], offset: number, viewportHeight: number): number {
  const next = boxes.findIndex((box) => box.top >= offset);
  if (next === -1) return boxes.length - 1;
  const box = boxes[next];
  if (box.top > 0 && box.bottom < viewportHeight / 2) return next;
  return next - 1;
}

export interface TOCItem {
  value: string;
  id: string;
  level: number;
  children?: TOCItem[];
}

/** The selector for headings whose levels the TOC shows: "h2[id], h3[id]". */
export function headingSelector(minLevel: number, maxLevel: number): string {
  const parts: string[] = [];
  for (let level = minLevel; level <= maxLevel; level++) parts.push(`h${level}[id]`);
  return parts.join(', ');
}

/** The levels a TOC tree spans, for the highlight's heading selector. */
export function tocLevelRange(toc: TOCItem[]): { minLevel: number; maxLevel: number } {
  let minLevel = 6;
  let maxLevel = 2;
  const visit = (items: TOCItem[]) => {
    for (const item of items) {
      minLevel = Math.min(minLevel, item.level);
      maxLevel = Math.max(maxLevel, item.level);
      visit(item.children ?? []);
    }
  };
  visit(toc);
  return { minLevel: Math.min(minLevel, maxLevel), maxLevel };
}

// The classes of the links change directly: scrolling re-renders nothing.
/** Follows the scroll within `articleSelector`, marking links under `root`; returns what stops it. */
export function highlightHeadings(root: HTMLElement, toc: TOCItem[], articleSelector: string, hideOnScroll: boolean): () => void {
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
}
