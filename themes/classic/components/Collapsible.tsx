// A block that opens and closes with an animated height (sidebar categories, the
// mobile table of contents, <Details>). The duration grows with the content's
// height and drops to 1 ms when the reader prefers reduced motion
// (lib/docsCollapse, whose code loads at the reader's first interaction:
// nothing opens or closes before one). Closed, the block is `display: none`,
// so its links leave the tab order.
//
// React renders the initial style only; afterwards the animation drives the
// element's inline style directly, so a re-render never cuts it short.
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { onFirstInteraction } from '@folio/client';

const COLLAPSED_STYLE: CSSProperties = { display: 'none', overflow: 'hidden', height: '0px' };

const loadAnimation = () => import('../lib/docsCollapse');
let animationRequested = false;

interface CollapsibleProps {
  /** The element to render: a list for menus, a div for anything else. */
  as?: 'div' | 'ul';
  collapsed: boolean;
  className?: string;
  id?: string;
  children?: ReactNode;
  /** Called when an animation has finished, with the state it ended in. */
  onCollapseEnd?: (collapsed: boolean) => void;
  /**
   * Leave the closed style out of the server's HTML, for content the browser
   * hides by itself until the page is interactive (the body of a <details>).
   */
  noServerStyle?: boolean;
}

export default function Collapsible({ as: Tag = 'div', collapsed, className, id, children, onCollapseEnd, noServerStyle }: CollapsibleProps) {
  const ref = useRef<HTMLElement | null>(null);
  const [initialStyle] = useState(() => (collapsed && !noServerStyle ? COLLAPSED_STYLE : undefined));
  const firstRun = useRef(true);
  const onEnd = useRef(onCollapseEnd);
  onEnd.current = onCollapseEnd;

  useEffect(() => {
    if (animationRequested) return;
    animationRequested = true;
    onFirstInteraction(() => void loadAnimation());
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (firstRun.current || !el) {
      firstRun.current = false;
      if (el && collapsed && noServerStyle) Object.assign(el.style, COLLAPSED_STYLE);
      return;
    }
    let stop: (() => void) | undefined;
    let cancelled = false;
    loadAnimation().then(
      ({ animateCollapse }) => {
        if (!cancelled) stop = animateCollapse(el, collapsed, COLLAPSED_STYLE as Record<string, string>, (closed) => onEnd.current?.(closed));
      },
      (err) => console.warn('folio: could not load a part of the page', err),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [collapsed]);

  return (
    <Tag
      ref={(node: HTMLElement | null) => {
        ref.current = node;
      }}
      id={id}
      className={className}
      style={initialStyle}
    >
      {children}
    </Tag>
  );
}
