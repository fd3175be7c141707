// Clicks, keys and typing on a part of the page whose code has not arrived
// yet are kept, and handed to the part once it has hydrated.
//
// React hydrates a lazy part (lazyComponent: an MDX page's body, a theme
// component loaded after the page) when its code arrives. An event on such
// a part before then is lost: React's listener on the root stops it (a
// discrete event on a dehydrated Suspense boundary that cannot hydrate at
// once), and an event before React listens at all reaches no handler. So:
//
// - one capture listener on the document, registered before anything
//   hydrates, sees each such event after the window's (link clicks, the
//   search shortcut: what they take, they prevent, and it is left alone);
// - before React listens, an event inside the root is held; afterwards,
//   until the page has hydrated and while a lazy part still waits for its
//   code, an event React stops at the root (capture phase, not prevented)
//   is held; and while a replay is on its way, every event inside the
//   root waits behind the held ones, so they reach the page in order;
// - links are left alone: the browser or the router follows them at once;
// - a held click is prevented, so that its default (a form submitted, a
//   box ticked, a <summary> toggled) comes once, with the replay; keys are
//   not: typing, Tab and scrolling go on as usual;
// - once React listens, and each time a lazy part has hydrated, the held
//   events are dispatched again on the same elements, in order
//   (replayEvents.ts, loaded only when something was held).
const HELD = ['click', 'keydown', 'input', 'change'];

// At most this many events wait: a part that never hydrates does not make
// the page keep every click made on it.
const MAX_HELD = 50;

let root: Element | null = null;
let listening = false;
let waitingParts = 0;
let held: Event[] = [];
let scheduled = false;

function hold(e: Event): void {
  if (e.type === 'click') e.preventDefault();
  if (held.length < MAX_HELD) held.push(e);
}

function onEvent(e: Event): void {
  const target = e.target;
  if (!root || e.defaultPrevented || !(target instanceof Element) || !root.contains(target)) return;
  if (e.type === 'click' && target.closest('a[href]')) return;
  if (!listening || scheduled) {
    // Before React listens; or after it, while a replay of earlier events
    // is on its way: this one waits behind them, or a click on a part
    // that has just hydrated would reach it before the text typed earlier
    // (a form sent empty).
    hold(e);
    e.stopPropagation();
  } else if (waitingParts > 0) {
    // React stops an event it cannot hand to a dehydrated part in its root
    // listener's capture phase, before any component saw it.
    const stop = e.stopPropagation.bind(e);
    Object.defineProperty(e, 'stopPropagation', {
      value: () => {
        if (e.currentTarget === root && e.eventPhase === Event.CAPTURING_PHASE && !e.defaultPrevented) hold(e);
        stop();
      },
    });
  }
}

function scheduleReplay(): void {
  if (scheduled || held.length === 0) return;
  scheduled = true;
  void import('./replayEvents').then(({ replayEvents }) => {
    scheduled = false;
    const events = held;
    held = [];
    // What React still cannot take is held again (with those after it).
    held.push(...replayEvents(events, () => held.length > 0));
  });
}

/** Starts holding events inside `container`; the runtime calls it before React hydrates it. */
export function holdEventsUntilHydrated(container: Element): void {
  root ??= container;
  for (const type of HELD) document.addEventListener(type, onEvent, true);
}

/**
 * React listens on the root now: what was held before goes to it. Until
 * the page has hydrated (its lazy parts have not even rendered yet), the
 * page itself counts as a part that waits; the returned function says it
 * has hydrated.
 */
export function reactIsListening(): () => void {
  listening = true;
  scheduleReplay();
  return partWaits();
}

/**
 * A lazy part rendered in the browser before its code arrived: events React
 * stops are held until it has hydrated. Returns what to call when it has
 * (or is gone); calling it again does nothing.
 */
export function partWaits(): () => void {
  waitingParts++;
  let done = false;
  return () => {
    if (!done) {
      done = true;
      waitingParts--;
      scheduleReplay();
    }
  };
}
