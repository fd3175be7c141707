// The browser router: exact routes from the manifest, History API
// navigation, and a store React subscribes to. The next route's code and
// data load before the switch; until then the old page stays on screen.
import type { RouterState } from './context';
import { dispatchRouteDidUpdate, dispatchRouteUpdate } from './events';
import { fetchJSON, loadComponent, loadRoute } from './loader';
import { normalizePath } from './paths';
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
  window.addEventListener('popstate', () => {
    void go(currentLocation(), 'pop');
  });
  return state;
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

/** Client-side navigation to an internal URL. */
export function navigate(to: string, opts: { replace?: boolean } = {}): Promise<void> {
  return go(parse(to), opts.replace ? 'replace' : 'push');
}

async function go(location: Location, mode: 'push' | 'replace' | 'pop'): Promise<void> {
  const previousLocation = state.location;
  const samePage = normalizePath(location.pathname) === normalizePath(previousLocation.pathname);
  const id = ++navigationId;
  const href = location.pathname + location.search + location.hash;
  // A hash or query change on the same page needs no loading.
  if (samePage) {
    if (mode === 'push') history.pushState(null, '', href);
    if (mode === 'replace') history.replaceState(null, '', href);
    pendingDidUpdate = { previousLocation, location };
    setState({ location, route: state.route });
    return;
  }
  const update = { previousLocation, location };
  const cleanup = dispatchRouteUpdate(update);
  let route: LoadedRoute;
  try {
    route = await resolve(location.pathname);
  } catch (err) {
    // Code or data could not be loaded (a new deploy removed old chunks,
    // the network failed): let the browser load the page itself.
    console.warn('folio: could not load the next route; reloading the page', err);
    cleanup();
    if (mode === 'pop') window.location.reload();
    else window.location.assign(href);
    return;
  }
  cleanup();
  if (id !== navigationId) return; // a newer navigation won
  if (mode === 'push') history.pushState(null, '', href);
  if (mode === 'replace') history.replaceState(null, '', href);
  pendingDidUpdate = update;
  setState({ location, route });
}

// Set by go() and consumed by the App's layout effect once the new route is
// committed, so scroll and listeners see the new DOM.
let pendingDidUpdate: { previousLocation: Location | null; location: Location } | null = null;

export function takePendingDidUpdate() {
  const u = pendingDidUpdate;
  pendingDidUpdate = null;
  return u;
}

export function routeDidUpdate(u: { previousLocation: Location | null; location: Location }) {
  dispatchRouteDidUpdate(u);
}
