// A block that opens and closes with an animated height (sidebar categories, the
// mobile table of contents, <Details>). The duration grows with the content's
// height (lib/docsCollapse) and drops to 1 ms when the reader prefers reduced
// motion. Closed, the block is `display: none`, so its links leave the tab order.
//
// React renders the initial style only; afterwards the effect drives the
// element's inline style directly, so a re-render never cuts an animation short.
import { useEffect, useRef, useState, type CSSProperties, type ReactNode, type TransitionEvent } from 'react';
import { collapseDuration, prefersReducedMotion, REDUCED_MOTION_DURATION } from '../lib/docsCollapse';

const COLLAPSED_STYLE: CSSProperties = { display: 'none', overflow: 'hidden', height: '0px' };

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

function duration(el: HTMLElement): string {
  const ms = prefersReducedMotion() ? REDUCED_MOTION_DURATION : collapseDuration(el.scrollHeight);
  return `height ${ms}ms ease-in-out`;
}

export default function Collapsible({ as: Tag = 'div', collapsed, className, id, children, onCollapseEnd, noServerStyle }: CollapsibleProps) {
  const ref = useRef<HTMLElement | null>(null);
  const [initialStyle] = useState(() => (collapsed && !noServerStyle ? COLLAPSED_STYLE : undefined));
  const firstRun = useRef(true);

  // The end state of an animation: closed, or back to the natural height so
  // content that grows later still fits.
  const settle = (el: HTMLElement, closed: boolean) => {
    const style = el.style;
    style.removeProperty('transition');
    style.removeProperty('will-change');
    if (closed) {
      Object.assign(style, COLLAPSED_STYLE);
    } else {
      style.removeProperty('height');
      style.removeProperty('overflow');
      style.removeProperty('display');
    }
    onCollapseEnd?.(closed);
  };

  useEffect(() => {
    const el = ref.current;
    if (firstRun.current || !el) {
      firstRun.current = false;
      if (el && collapsed && noServerStyle) Object.assign(el.style, COLLAPSED_STYLE);
      return;
    }
    // Inside a closed parent there is nothing to see and no transition would
    // run (its end event would never come): jump to the end state.
    if (el.parentElement?.getClientRects().length === 0) {
      settle(el, collapsed);
      return;
    }
    const style = el.style;
    style.willChange = 'height';
    style.overflow = 'hidden';
    style.transition = 'none';
    if (collapsed) {
      style.height = `${el.scrollHeight}px`;
    } else {
      style.display = 'block';
      style.height = '0px';
    }
    const target = collapsed ? 0 : el.scrollHeight;
    // Reading the layout commits the start height, so the change below animates.
    if (el.offsetHeight === target) {
      settle(el, collapsed);
      return;
    }
    style.transition = duration(el);
    style.height = `${target}px`;
  }, [collapsed]);

  const onTransitionEnd = (event: TransitionEvent) => {
    const el = ref.current;
    if (el && event.target === el && event.propertyName === 'height') settle(el, collapsed);
  };

  return (
    <Tag
      ref={(node: HTMLElement | null) => {
        ref.current = node;
      }}
      id={id}
      className={className}
      style={initialStyle}
      onTransitionEnd={onTransitionEnd}
    >
      {children}
    </Tag>
  );
}
