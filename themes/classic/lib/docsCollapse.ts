// How long a collapsible (a sidebar category, the mobile TOC, <Details>) takes
// to open or close: taller content moves for longer, but less than
// proportionally, so long lists don't crawl.

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
