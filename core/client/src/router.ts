// The browser router: exact routes from the manifest, History API
// navigation, and a store React subscribes to. The next route's code and
// data load before the switch; until then the old page stays on screen.
import type { RouterState } from './context';
import { dispatchRouteDidUpdate, dispatchRouteUpdate, type NavigationAction, type RouteUpdate } from './events';
import { interactionHappened } from './interaction';
import { fetchJSON, loadComponent, loadRoute } from './loader';
import { normalizePath } from './paths';
import { loadWaitingParts } from './waitingParts';
import type { InitialState, LoadedRoute, Location, Manifest } from './types';

let state: RouterState;
let initial: InitialState;
let manifestPromise: Promise<Manifest> | null = null;
const listeners = new Set<() => void>();
let navigationId = 0;

export const routerStore = {
  get: (): RouterState => state,
  subscribe(fn: () => void): () => void {
    listeners.add(fn);
    return () => listeners.delete(fn);
  },
};

function setState(next: RouterState) {
  state = next;
  listeners.forEach((fn) => fn());
}

export function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

export function startRouter(init: InitialState, route: LoadedRoute): RouterState {
  initial = init;
  state = { location: currentLocation(), route };
  historyIndex = entryIndex() ?? 0;
  if (entryIndex() === undefined) history.replaceState({ ...history.state, [INDEX_KEY]: historyIndex }, '');
  window.addEventListener('popstate', onPopState);
  return state;
}

// Each history entry the router makes carries its position, so that a back
// or forward jump can be measured, and undone when a pop handler blocks it.
const INDEX_KEY = 'folioIndex';
let historyIndex = 0;
let undoingPop = false;
const popHandlers = new Set<() => boolean | void>();

function entryIndex(): number | undefined {
  const index = (history.state as Record<string, unknown> | null)?.[INDEX_KEY];
  return typeof index === 'number' ? index : undefined;
}

function writeHistory(action: NavigationAction, href: string): void {
  // The next page takes the place of a stop that is current (a link
  // followed from an open menu): Back then returns to the page itself.
  if (action === 'push' && stopIndex === historyIndex) action = 'replace';
  if (action === 'push') history.pushState({ [INDEX_KEY]: ++historyIndex }, '', href);
  if (action === 'replace') history.replaceState({ [INDEX_KEY]: historyIndex }, '', href);
  stopIndex = null;
}

// A stop: an entry for the page on screen, pushed so that Back has
// somewhere to go without leaving the page, even on the first page of a
// visit (a mobile menu that Back closes). Its index while it exists.
let stopIndex: number | null = null;
let navigating = false;

/**
 * Pushes a stop for the current page; the Back that leaves it changes
 * nothing but what pop handlers do. Returns a function that removes the
 * stop when it is still current and no navigation has replaced it (the
 * menu closed by other means).
 */
export function pushHistoryStop(): () => void {
  if (stopIndex === null) {
    history.pushState({ [INDEX_KEY]: ++historyIndex }, '');
    stopIndex = historyIndex;
  }
  // A task later: a link click that closed the menu has started its navigation by then.
  return () =>
    setTimeout(() => {
      if (stopIndex === null || stopIndex !== historyIndex || navigating) return;
      stopIndex = null;
      historyIndex--;
      undoingPop = true;
      history.back();
    });
}

/**
 * Registers a handler for back/forward. When any handler returns false the
 * jump is undone and the page stays (a mobile menu closes instead of the
 * visitor leaving the page). Returns a function that unregisters it.
 */
export function onHistoryPop(handler: () => boolean | void): () => void {
  popHandlers.add(handler);
  return () => popHandlers.delete(handler);
}

function onPopState(): void {
  if (undoingPop) {
    undoingPop = false;
    return;
  }
  const index = entryIndex();
  if (index === undefined) {
    // An entry the browser made itself, for a plain <a href="#id">: a step
    // forward that nothing should undo.
    history.replaceState({ [INDEX_KEY]: ++historyIndex }, '');
    void go(currentLocation(), 'pop');
    return;
  }
  let blocked = false;
  for (const handler of [...popHandlers]) if (handler() === false) blocked = true;
  if (stopIndex !== null && index === stopIndex - 1) {
    // Back from a stop: the page stays as it is.
    stopIndex = null;
    historyIndex = index;
    return;
  }
  if (blocked) {
    const delta = historyIndex - index;
    if (delta !== 0) {
      undoingPop = true;
      history.go(delta);
    }
    return;
  }
  historyIndex = index;
  void go(currentLocation(), 'pop');
}

export function getManifest(): Promise<Manifest> {
  manifestPromise ??= fetchJSON<Manifest>(initial.manifest);
  return manifestPromise;
}

async function notFoundRoute(path: string): Promise<LoadedRoute> {
  const Component = await loadComponent(initial.notFound);
  return { path, componentKey: initial.notFound.key, Component, data: {}, meta: { title: 'Page Not Found' }, shared: {} };
}

/** Loads the route for a pathname, or the not-found route. */
export async function resolve(pathname: string): Promise<LoadedRoute> {
  const manifest = await getManifest();
  const path = normalizePath(pathname);
  let route = await loadRoute(manifest, path);
  if (!route && path !== decodeURI(path)) route = await loadRoute(manifest, decodeURI(path));
  return route ?? notFoundRoute(path);
}

function parse(to: string): Location {
  const u = new URL(to, window.location.href);
  return { pathname: u.pathname, search: u.search, hash: u.hash };
}

// A navigation asked for before the page is live (a link clicked while the
// route's code was still on its way): announced at once, so the progress
// bar covers the wait, and carried out when the page is live.
let early: { location: Location; action: NavigationAction; announced: () => void; done: () => void } | null = null;
let live = false;

/** Client-side navigation to an internal URL. */
export function navigate(to: string, opts: { replace?: boolean } = {}): Promise<void> {
  const location = parse(to);
  const action = opts.replace ? 'replace' : 'push';
  if (live) return go(location, action);
  early?.announced();
  early?.done(); // the later wish wins
  return new Promise((done) => {
    const announced = dispatchRouteUpdate({ previousLocation: currentLocation(), location, action });
    early = { location, action, announced, done };
  });
}

/** The page has hydrated: navigations go ahead, the one asked for meanwhile first. */
export function routerIsLive(): void {
  live = true;
  const wish = early;
  early = null;
  if (wish) void go(wish.location, wish.action, wish.announced).then(wish.done);
}

async function go(location: Location, action: NavigationAction, announced?: () => void): Promise<void> {
  const previousLocation = state.location;
  const samePage = normalizePath(location.pathname) === normalizePath(previousLocation.pathname);
  const id = ++navigationId;
  const href = location.pathname + location.search + location.hash;
  const update: RouteUpdate = { previousLocation, location, action };
  // A hash or query change on the same page needs no loading. It happens
  // at once: a form field bound to the query keeps what was typed.
  if (samePage) {
    announced?.();
    interactionHappened();
    writeHistory(action, href);
    pendingDidUpdate = update;
    setState({ location, route: state.route });
    return;
  }
  // Announced first (the progress bar's delay starts now). The parts that
  // waited for an interaction load with the route: the next page renders
  // them afresh, with their code.
  const cleanup = announced ?? dispatchRouteUpdate(update);
  let route: LoadedRoute;
  navigating = true;
  try {
    await loadWaitingParts();
    if (id !== navigationId) return cleanup();
    route = await resolve(location.pathname);
    await loadWaitingParts(); // the next page's own, which came with its code
  } catch (err) {
    // Code or data could not be loaded (a new deploy removed old chunks,
    // the network failed): let the browser load the page itself.
    console.warn('folio: could not load the next route; reloading the page', err);
    cleanup();
    if (action === 'pop') window.location.reload();
    else window.location.assign(href);
    return;
  }
  cleanup();
  if (id !== navigationId) return; // a newer navigation won
  navigating = false;
  writeHistory(action, href);
  pendingDidUpdate = update;
  setState({ location, route });
}

// Set by go() and consumed by the App's layout effect once the new route is
// committed, so scroll and listeners see the new DOM.
let pendingDidUpdate: RouteUpdate | null = null;

export function takePendingDidUpdate() {
  const u = pendingDidUpdate;
  pendingDidUpdate = null;
  return u;
}

export function routeDidUpdate(u: RouteUpdate) {
  dispatchRouteDidUpdate(u);
}
