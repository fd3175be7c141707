// The visitor's first interaction with the page: the pointer moving or
// pressing, a touch, a key, focus moving, a scroll. Code that matters only
// once someone acts on the page (links that navigate on the client, copy
// buttons shown on hover) waits for it, so a page that is only looked at
// never downloads that code. A client-side navigation counts as one too.
// When the visitor saves data, only a deliberate act counts: a press, a
// touch, a key, focus; not the pointer passing by or the page scrolling.
import { savesData } from './connection';

const DELIBERATE = ['pointerdown', 'touchstart', 'keydown', 'focusin'];
const PASSING = ['pointermove', 'wheel', 'scroll'];

// What runs at the first interaction; null once it has happened.
let waiting: Array<() => void> | null = [];
let events: string[] = [];

/** Marks the first interaction now (a navigation): what waited for it runs. */
export function interactionHappened(): void {
  const run = waiting;
  if (!run) return;
  waiting = null;
  for (const type of events) removeEventListener(type, interactionHappened, true);
  run.forEach((fn) => fn());
}

export function hasInteracted(): boolean {
  return !waiting;
}

/** Test hook: the page has not been interacted with. */
export function resetInteraction(): void {
  for (const type of events) removeEventListener(type, interactionHappened, true);
  events = [];
  waiting = [];
}

/**
 * Starts watching for the first interaction. The runtime does it before
 * anything hydrates: a key pressed while the page's code is still on its
 * way counts, and the parts that wait for an interaction load at once.
 */
export function watchForFirstInteraction(): void {
  if (!waiting || events.length) return;
  events = savesData() ? DELIBERATE : [...DELIBERATE, ...PASSING];
  for (const type of events) addEventListener(type, interactionHappened, { capture: true, passive: true });
}

/** Runs fn at the visitor's first interaction with the page, or now when it has happened. */
export function onFirstInteraction(fn: () => void): void {
  if (!waiting) return fn();
  watchForFirstInteraction();
  waiting.push(fn);
}
