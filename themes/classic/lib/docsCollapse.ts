// How a collapsible (a sidebar category, the mobile TOC, <Details>) opens and
// closes: an animated height, for longer the taller the content, but less
// than proportionally, so long lists don't crawl. Collapsible loads this at
// the reader's first interaction.

/** Duration in ms for content `height` px tall: round((4 + 15·c^0.25 + c/5)·10), c = height/36. */
export function collapseDuration(height: number): number {
  const c = height / 36;
  return Math.round((4 + 15 * c ** 0.25 + c / 5) * 10);
}

/** With reduced motion the change is immediate in effect, yet still one transition (1 ms), so its end event fires. */
export const REDUCED_MOTION_DURATION = 1;

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

function transition(el: HTMLElement): string {
  const ms = prefersReducedMotion() ? REDUCED_MOTION_DURATION : collapseDuration(el.scrollHeight);
  return `height ${ms}ms ease-in-out`;
}

/**
 * Opens or closes `el` with an animated height. Closed, it ends with
 * `closedStyle`; open, with its natural height, so content that grows later
 * still fits. Returns what stops following the animation (a new toggle
 * before it ended).
 */
export function animateCollapse(el: HTMLElement, collapsed: boolean, closedStyle: Record<string, string>, onEnd?: (closed: boolean) => void): () => void {
  const style = el.style;
  const settle = () => {
    el.removeEventListener('transitionend', onTransitionEnd);
    style.removeProperty('transition');
    style.removeProperty('will-change');
    if (collapsed) {
      Object.assign(style, closedStyle);
    } else {
      style.removeProperty('height');
      style.removeProperty('overflow');
      style.removeProperty('display');
    }
    onEnd?.(collapsed);
  };
  const onTransitionEnd = (event: TransitionEvent) => {
    if (event.target === el && event.propertyName === 'height') settle();
  };
  // Inside a closed parent there is nothing to see and no transition would
  // run (its end event would never come): jump to the end state.
  if (el.parentElement?.getClientRects().length === 0) {
    settle();
    return () => {};
  }
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
    settle();
    return () => {};
  }
  el.addEventListener('transitionend', onTransitionEnd);
  style.transition = transition(el);
  style.height = `${target}px`;
  return () => el.removeEventListener('transitionend', onTransitionEnd);
}
