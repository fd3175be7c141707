// Route lifecycle events, for themes and site code: the progress bar, page
// views, focus handling. onRouteUpdate fires before the next route loads
// and may return a cleanup that runs once it has loaded; onRouteDidUpdate
// fires after the new route is on screen.
import type { Location } from './types';

export interface RouteUpdate {
  previousLocation: Location | null;
  location: Location;
  /**
   * How the visitor got here: a link or navigate() ('push'), a replacing
   * navigate() ('replace'), back/forward or a plain #anchor link ('pop').
   * Absent on the first load.
   */
  action?: NavigationAction;
}
export type NavigationAction = 'push' | 'replace' | 'pop';
type UpdateListener = (u: RouteUpdate) => void | (() => void);
type DidUpdateListener = (u: RouteUpdate) => void;

const updateListeners = new Set<UpdateListener>();
const didUpdateListeners = new Set<DidUpdateListener>();

export function onRouteUpdate(fn: UpdateListener): () => void {
  updateListeners.add(fn);
  return () => updateListeners.delete(fn);
}

export function onRouteDidUpdate(fn: DidUpdateListener): () => void {
  didUpdateListeners.add(fn);
  return () => didUpdateListeners.delete(fn);
}

/** Calls each listener; one that throws is reported, and the others still run. */
function notify<R>(listeners: Set<(u: RouteUpdate) => R>, u: RouteUpdate, name: string): R[] {
  const results: R[] = [];
  for (const fn of listeners) {
    try {
      results.push(fn(u));
    } catch (err) {
      console.error(`folio: ${name} listener failed`, err);
    }
  }
  return results;
}

/** Runs the update listeners; returns one function calling their cleanups. */
export function dispatchRouteUpdate(u: RouteUpdate): () => void {
  const cleanups = notify(updateListeners, u, 'onRouteUpdate');
  return () => cleanups.forEach((c) => typeof c === 'function' && c());
}

export function dispatchRouteDidUpdate(u: RouteUpdate): void {
  notify(didUpdateListeners, u, 'onRouteDidUpdate');
}
