// Parts of a page that wait for the visitor's first interaction before
// their code loads (lazyComponent's hydrate: 'interaction'): links, a
// footer, whose served HTML works as it is meanwhile. React throws served
// HTML away when a change reaches it before its code is there; nothing
// does: props are compared (lazyComponent memoises), the router's state
// comes from a store rather than a context value (context.ts), and before
// the next page replaces this one, the router waits for these parts
// (loadWaitingParts): the next page renders them afresh.
import { interactionHappened } from './interaction';

// The loads of the parts that waited, settled either way: the router waits
// for them, and a part that failed must not stop a navigation.
const parts = new Set<Promise<unknown>>();

/**
 * What React waits on while it hydrates a waiting part: its code, loaded
 * once `wanted` (the first interaction, or new props that cannot wait).
 * When the code cannot be loaded, onFailure runs and the promise never
 * settles: the served HTML stays.
 */
export function codeWhenWanted<T>(wanted: Promise<void>, preload: () => Promise<T>, onFailure: (err: unknown) => void): Promise<T> {
  const arrived = wanted.then(preload);
  parts.add(arrived.catch(() => {}));
  return arrived.catch((err) => {
    onFailure(err);
    return new Promise<never>(() => {});
  });
}

/** A waiting part whose code arrived after the first interaction (with the next page's): it loads now. */
export function loadWithNextPage(preload: () => Promise<unknown>): void {
  parts.add(preload().catch(() => {}));
}

/**
 * The page is about to be replaced: loads the parts that wait (a
 * navigation is an interaction), and resolves once they are here or failed.
 */
export function loadWaitingParts(): Promise<unknown> {
  interactionHappened();
  return Promise.all(parts);
}
